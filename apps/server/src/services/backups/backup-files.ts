import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupEngine } from '@shop/domain/contracts/backups';
import { uploadsArchiveOf } from './uploads-archive';

/**
 * A backup's file name says its engine, its format and when (UTC) it was made:
 * racket-lab-postgres-2026-11-28T03-00-00Z.dump (pg_dump's custom format, compressed) or
 * racket-lab-pglite-2026-11-28T03-00-00Z.sql.gz (PGlite's pg_dump as SQL, gzipped).
 */
const BACKUP_FILE = /^racket-lab-(pglite|postgres)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:-\d{3})?Z)\.(dump|sql\.gz)$/;

export const backupExtension = (engine: BackupEngine) => (engine === 'postgres' ? 'dump' : 'sql.gz');

export function backupFileName(engine: BackupEngine, at: Date): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace('.', '-');
  return `racket-lab-${engine}-${stamp}.${backupExtension(engine)}`;
}

/** The engine a backup file was made from, by its name's ending; null when it is not a backup of ours. */
export function backupEngineOf(file: string): BackupEngine | null {
  const name = path.basename(file);
  if (name.endsWith('.dump')) return 'postgres';
  if (name.endsWith('.sql.gz')) return 'pglite';
  return null;
}

/** The backups in `dir`, the newest first (by the time in their names). */
export async function listBackupFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .map((name) => ({ name, stamp: BACKUP_FILE.exec(name)?.[2] }))
    .filter((f): f is { name: string; stamp: string } => f.stamp !== undefined)
    .sort((a, b) => (a.stamp < b.stamp ? 1 : a.stamp > b.stamp ? -1 : 0))
    .map((f) => f.name);
}

/**
 * Deletes the backups in `dir` beyond the newest `keep`, each with its photos (.uploads.tar.gz); answers the names
 * deleted. Other files are left alone.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackupFiles(dir)).slice(keep);
  for (const name of old) {
    await rm(path.join(dir, name), { force: true });
    await rm(uploadsArchiveOf(path.join(dir, name)), { force: true });
  }
  return old;
}
