import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteDatabase, type Database } from '../../src/db/client';
import { readPristine, writePristine, type Pristine, type RunSql } from './pristine';

/**
 * The PGlite suite's databases, reused (docs/decisions/test-setup.md, "One PGlite per worker, reset between files").
 *
 * Opening PGlite from the migrated snapshot costs one to two seconds of WebAssembly start a test file, about a
 * third of the suite. So a database a test closed goes back to this pool, and the next one asked for is such a
 * database put back exactly as migrated: every table emptied and its migrated rows written again (triggers off, as
 * a restore writes them, so the totals they keep come back as they were too), every sequence set back, and the
 * session's state discarded (settings, advisory locks, LISTEN, temporary tables, prepared statements). Each
 * handed-out database is a new `Database` object, so what the app remembers per handle (built-once queries, long
 * lists) starts empty as on a new database.
 */

const idle: PGlite[] = [];
let pristine: Promise<Pristine> | undefined;

/** Puts a used database back as migrated: the session's state discarded, then the data (pristine.ts). */
async function reset(client: PGlite, state: Pristine): Promise<void> {
  if (client.isInTransaction()) await client.exec('ROLLBACK');
  await client.exec('DISCARD ALL');
  await writePristine(runOn(client), state);
}

/** PGlite's `exec` runs several statements; the last one's rows answer. */
const runOn =
  (client: PGlite): RunSql =>
  async <T>(text: string) => {
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as T[] };
  };

/** A database as migrated: a used one reset, else a new one from the migrated snapshot. */
export async function pooledPglite(): Promise<Database> {
  let client = idle.pop();
  if (client) {
    await reset(client, await pristine!);
  } else {
    const snapshot = process.env.PGLITE_SNAPSHOT;
    const loadDataDir = snapshot ? new Blob([await readFile(snapshot)]) : undefined;
    client = await PGlite.create({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    pristine ??= readPristine(runOn(client));
    await pristine;
  }
  // The handle stops working when closed, as a closed PGlite does (a test of the database going away expects it).
  let closed = false;
  const open = client;
  const handle = new Proxy(open, {
    get(target, property) {
      if (closed) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    ...pgliteDatabase(handle),
    close: async () => {
      if (closed) return;
      closed = true;
      idle.push(open);
    },
  };
}
