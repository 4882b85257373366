import { spawn } from 'node:child_process';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';

/**
 * The uploaded files (intake photos, UPLOAD_DIR) of a backup: a tar.gz beside the database file, named after it
 * (racket-lab-pglite-<time>.sql.gz → racket-lab-pglite-<time>.uploads.tar.gz; docs/decisions/intake-photos.md).
 */
export function uploadsArchiveOf(backupFile: string): string {
  return `${backupFile.replace(/\.(dump|sql\.gz)$/, '')}.uploads.tar.gz`;
}

/** Runs the system tar (GNU or busybox); fails with its own message, or says how to install it. */
function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? 'tar was not found on this machine: install it (e.g. apt-get install tar) to back up or restore the photos.'
            : `tar could not be started: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`tar failed (exit code ${code}): ${stderr.trim() || 'no message'}`)),
    );
  });
}

/** Packs every file of `uploadDir` (none yet: an empty archive) into `archive`, which appears only once complete. */
export async function writeUploadsArchive(uploadDir: string, archive: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  const partial = `${archive}.partial`;
  try {
    await tar(['-czf', partial, '--exclude=*.partial', '-C', uploadDir, '.']);
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Whether `uploadDir` holds no file (or does not exist): photos are restored into an empty folder only. */
export async function isEmptyUploadDir(uploadDir: string): Promise<boolean> {
  if (!existsSync(uploadDir)) return true;
  return (await readdir(uploadDir)).length === 0;
}

/** Unpacks a backup's photos into `uploadDir`, which must be empty. */
export async function restoreUploadsArchive(archive: string, uploadDir: string): Promise<void> {
  if (!(await isEmptyUploadDir(uploadDir)))
    throw new Error(
      `The photos folder ${uploadDir} (UPLOAD_DIR) is not empty: photos are restored into an empty folder only. Nothing was changed.`,
    );
  await mkdir(uploadDir, { recursive: true });
  await tar(['-xzf', archive, '-C', uploadDir]);
}
