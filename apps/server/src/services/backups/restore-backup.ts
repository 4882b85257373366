import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Database } from '../../db/client';
import { runPgTool } from '../../db/pg-tools';
import { backupEngineOf } from './backup-files';

const ENGINE_NAMES = { postgres: 'PostgreSQL', pglite: 'the embedded database (PGlite)' } as const;

/** Whether the database has no table of its own yet (a new PostgreSQL database, a new data folder). */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  const [row] = (await database.withConnection((exec) =>
    exec("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"),
  )) as { n: number }[];
  return Number(row?.n ?? 0) === 0;
}

/**
 * Refuses a file that is not a backup of ours, or a backup of the other engine than `engine`, with a sentence saying
 * what to do; checked before any database is opened (a restore refused this way creates no data folder).
 */
export function checkBackupEngine(file: string, engine: Database['engine']): void {
  const made = backupEngineOf(file);
  if (!made)
    throw new Error(
      `${file} is not a backup of this product: its name must end in .dump (PostgreSQL) or .sql.gz (the embedded database).`,
    );
  if (made !== engine)
    throw new Error(
      `${file} is a backup of ${ENGINE_NAMES[made]} and restores into ${ENGINE_NAMES[made]} only; ` +
        (made === 'pglite'
          ? 'restore it into an empty data folder (DATA_DIR, without DATABASE_URL), then move that folder with npm run move-to-postgres.'
          : 'set DATABASE_URL to an empty PostgreSQL database.'),
    );
}

/**
 * Restores a backup made by `npm run backup` (or the server) into an empty database of the engine it was
 * made from, in one transaction: PostgreSQL with pg_restore, PGlite by running the SQL dump. Refuses a
 * database that already holds tables, and a backup of the other engine, with a sentence saying what to do.
 */
export async function restoreBackup(database: Database, file: string): Promise<void> {
  checkBackupEngine(file, database.engine);
  if (!(await isEmptyDatabase(database)))
    throw new Error(
      'The database to restore into is not empty: a backup is restored into an empty database only (a new PostgreSQL database, or a new DATA_DIR). Nothing was changed.',
    );
  if (database.engine === 'postgres') {
    if (!database.url) throw new Error('The PostgreSQL database has no address to restore into.');
    await runPgTool('pg_restore', database.url, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      file,
    ]);
    return;
  }
  const dump = (await promisify(gunzip)(await readFile(file))).toString('utf8');
  await database.withConnection(async (exec) => {
    try {
      await exec(`BEGIN;\n${dump}\n;COMMIT;`);
    } catch (error) {
      await exec('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await exec('RESET ALL');
    }
  });
}
