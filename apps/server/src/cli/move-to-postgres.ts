/**
 * Moves the embedded database (DATA_DIR) into an empty PostgreSQL database (README, "Moving to PostgreSQL"):
 *   npm run move-to-postgres -- --to postgres://user:password@host:5432/racketlab
 * Stop the server first (the data folder is locked by the process using it). The data folder is only read.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { moveToPostgres } from '../services/backups/move-to-postgres';
import { openForCommand } from './command-database';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error(
    'Usage: npm run move-to-postgres -- --to postgres://user:password@host:5432/database (an empty database)',
  );
  process.exit(2);
}
const config = { ...loadConfig(), databaseUrl: null };
const source = await openForCommand(
  config,
  (error) => `${error.message}\nStop the server before moving its data folder to PostgreSQL.`,
);
const target = await openPostgres(values.to, { poolSize: 2, statementTimeoutMs: 0 });
try {
  const moved = await moveToPostgres(source, target);
  const shown = new URL(values.to);
  if (shown.password) shown.password = '****';
  console.log(
    [
      `Copied ${moved.rows} rows in ${moved.tables} tables from ${config.dataDir} into PostgreSQL;`,
      'every table has the same number of rows and the same money sums as in the data folder.',
      '',
      'Start the server with this setting (the same for every instance):',
      `  DATABASE_URL=${shown.toString()}`,
      'DATA_DIR is then not used: keep the folder untouched as the copy from before the move.',
      'Backups now use pg_dump: install PostgreSQL client tools of the server version or newer (README, "Backups").',
    ].join('\n'),
  );
} catch (error) {
  console.error(
    `The move failed: ${(error as Error).message}\n` +
      'The data folder was only read. If the PostgreSQL database now holds the tables of the migrations, ' +
      'drop it and create it empty again before the next attempt.',
  );
  process.exitCode = 1;
} finally {
  await target.close();
  await source.close();
}
