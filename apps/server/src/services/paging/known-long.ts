import type { DbOrTx } from '../../db/client';

/**
 * The lists each database handle has seen longer than the count's cap, by name: unfiltered lists of tables whose
 * rows the app never deletes (bookings). Such a list only grows, so once it has counted past the cap it stays past
 * it and its page 1 needs no count (the walk of cap + 1 index entries was most of the page's database time;
 * docs/decisions/lists.md, "A long list stays long"). Keyed by the handle, as db/fast-path/built-once.ts keys its cache: a
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

/**
 * Lists rows can leave, each with a row in `list_leaves` counting the rows that left it (migration 0037, bookings of
 * one status): the count of leaves a page of the list last saw when it counted past the cap, per database handle.
 * The page statement compares it with the table's in the same snapshot: equal, no row has left since, so the list
 * is still past the cap (rows only joined it) and the count is skipped; different, it counts again
 * (docs/decisions/lists.md, "A status's list stays long until a booking leaves it").
 */
const longAtLeaves = new WeakMap<DbOrTx, Map<string, string>>();

/** The count of leaves at which `list` was last seen longer than the cap on `db`, if it was. */
export function leavesWhenLong(db: DbOrTx, list: string): string | null {
  return longAtLeaves.get(db)?.get(list) ?? null;
}

/** What a page of `list` saw: its count of leaves (null when the list has none) and whether it was past the cap. */
export function rememberLeaves(db: DbOrTx, list: string, leaves: string | null, long: boolean): void {
  let lists = longAtLeaves.get(db);
  if (leaves !== null && long) {
    if (!lists) {
      lists = new Map();
      longAtLeaves.set(db, lists);
    }
    lists.set(list, leaves);
  } else lists?.delete(list);
}

/**
 * Lists whose rows also leave as time passes or as work moves on (the jobs' due filters): past the cap, remembered
 * for a while by the request's clock, then counted again. Until then the total says "1,000+" even if the list has
 * fallen just under it; the rows are always read (docs/decisions/lists.md, "The due filters' page").
 */
const longUntil = new WeakMap<DbOrTx, Map<string, number>>();

/** Whether `list` was seen longer than the cap on `db` less than the memory's span before `at` (ms). */
export function isStillLong(db: DbOrTx, list: string, at: number): boolean {
  const until = longUntil.get(db)?.get(list);
  return until !== undefined && at < until;
}

/** Remembers, till `until` (ms), that `list` is longer than the cap on `db`. */
export function rememberLongUntil(db: DbOrTx, list: string, until: number): void {
  const lists = longUntil.get(db) ?? new Map<string, number>();
  longUntil.set(db, lists);
  // Keys carry a filter's values (a store, a shop day): a few dozen at most, the past days' ones dropped.
  if (lists.size >= 100) lists.clear();
  lists.set(list, until);
}
