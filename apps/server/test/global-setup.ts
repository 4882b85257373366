import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/**
 * Creating a PGlite database (initdb) takes seconds; loading a saved one takes a fraction. So the
 * server tests on PGlite migrate one database here, save it, and every test file starts from a
 * copy of it (test/helpers/app.ts). On PostgreSQL each file creates its own database instead.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => undefined;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openPglite(null);
  await migrate(database);
  const dump = await database.dumpDataDir!();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.PGLITE_SNAPSHOT = file;
  return async () => rm(dir, { recursive: true, force: true });
}
