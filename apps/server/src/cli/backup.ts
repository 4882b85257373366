/**
 * Writes a backup of the database into BACKUP_DIR (docs/decisions/backups.md):
 *   npm run backup
 * PostgreSQL (DATABASE_URL): pg_dump's custom format. The embedded database (DATA_DIR): PGlite's own
 * pg_dump, gzipped; a data folder in use by a running server is backed up by that server instead. The photos
 * (UPLOAD_DIR) go beside it as .uploads.tar.gz.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { uploadsArchiveOf } from '../services/backups/uploads-archive';
import { writeBackup } from '../services/backups/write-backup';
import { describeSize, openForCommand } from './command-database';

const config = loadConfig();
if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
  console.error(`There is no database in DATA_DIR (${config.dataDir}): nothing to back up.`);
  process.exit(2);
}
const database = await openForCommand(config, (error) =>
  error instanceof DataDirInUseError
    ? `${error.message}\nA running server backs up its own data folder: sign in as a superadmin and choose ` +
      'Settings, Backups, "Back up now" (POST /api/admin/backups), or stop the server and run npm run backup again.'
    : error.message,
);
try {
  const backup = await writeBackup(database, config.backups.dir, config.uploadDir);
  const file = path.join(config.backups.dir, backup.fileName);
  console.log(`Backup written: ${file} (${describeSize(backup.sizeBytes)}), its photos in ${uploadsArchiveOf(file)}.`);
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
