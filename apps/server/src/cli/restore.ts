/**
 * Restores a backup into an EMPTY database of the engine it was made from (docs/decisions/backups.md):
 *   npm run restore -- backups/racket-lab-postgres-2026-11-28T03-00-00Z.dump     (with DATABASE_URL)
 *   npm run restore -- backups/racket-lab-pglite-2026-11-28T03-00-00Z.sql.gz     (with a new DATA_DIR)
 * Then applies any migration newer than the backup, so an old backup opens in this version, and unpacks the photos
 * beside it (.uploads.tar.gz) into UPLOAD_DIR, which must be empty (docs/decisions/intake-photos.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { checkBackupEngine, restoreBackup } from '../services/backups/restore-backup';
import { isEmptyUploadDir, restoreUploadsArchive, uploadsArchiveOf } from '../services/backups/uploads-archive';
import { openForCommand } from './command-database';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file> (restored into DATABASE_URL, or DATA_DIR when it is not set)');
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`${file} does not exist.`);
  process.exit(2);
}
const config = loadConfig();
try {
  // Before the database is opened: a refused restore leaves no new data folder behind.
  checkBackupEngine(path.resolve(file), config.databaseUrl ? 'postgres' : 'pglite');
} catch (error) {
  console.error(`The restore failed: ${(error as Error).message}`);
  process.exit(1);
}
const photos = uploadsArchiveOf(path.resolve(file));
if (existsSync(photos) && !(await isEmptyUploadDir(config.uploadDir))) {
  console.error(
    `The restore failed: the photos folder ${config.uploadDir} (UPLOAD_DIR) is not empty: a backup's photos are ` +
      'restored into an empty folder only. Nothing was changed.',
  );
  process.exit(1);
}
const database = await openForCommand(config);
try {
  await restoreBackup(database, path.resolve(file));
  const applied = await migrate(database);
  const target = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `the data folder ${config.dataDir}`;
  console.log(
    `Restored ${path.basename(file)} into ${target}` +
      (applied.length ? `, then applied ${applied.length} newer migration(s).` : '.'),
  );
  if (existsSync(photos)) {
    await restoreUploadsArchive(photos, config.uploadDir);
    console.log(`Restored the photos of ${path.basename(photos)} into ${config.uploadDir}.`);
  } else console.log(`No photos beside it (${path.basename(photos)}): the photos folder is left as it is.`);
} catch (error) {
  console.error(`The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
