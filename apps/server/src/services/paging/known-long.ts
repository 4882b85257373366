import type { DbOrTx } from '../../db/client';

/**
 * The lists each database handle has seen longer than the count's cap, by name: unfiltered lists of tables whose
 * rows the app never deletes (bookings). Such a list only grows, so once it has counted past the cap it stays past
 * it and its page 1 needs no count (the walk of cap + 1 index entries was most of the page's database time;
 * docs/decisions/lists.md, "A long list stays long"). Keyed by the handle, as db/built-once.ts keys its cache: a
 * transaction learns for itself and forgets with it (rows it inserted and rolled back are never remembered on the
 * pool's handle). Every instance on one database learns it once, from its first long count.
 */
const knownLong = new WeakMap<DbOrTx, Set<string>>();

/** Whether the list `name` was seen longer than the cap on `db`. */
export function isKnownLong(db: DbOrTx, name: string): boolean {
  return knownLong.get(db)?.has(name) ?? false;
}

/** Remembers that the list `name` is longer than the cap on `db` (it never becomes shorter). */
export function rememberLong(db: DbOrTx, name: string): void {
  let names = knownLong.get(db);
  if (!names) {
    names = new Set();
    knownLong.set(db, names);
  }
  names.add(name);
}
