import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Database } from '../../db/client';
import { runPgTool } from '../../db/pg-tools';
import { backupFileName } from './backup-files';
import { uploadsArchiveOf, writeUploadsArchive } from './uploads-archive';

export interface WrittenBackup {
  fileName: string;
  sizeBytes: number;
}

/**
 * Writes a consistent, compressed, timestamped backup of `database` into `dir`: PostgreSQL with pg_dump
 * (custom format, one snapshot), PGlite with its own pg_dump (one session) gzipped. The file appears under
 * its final name only once complete (written as .partial, then renamed). Then the uploaded files of `uploadDir`
 * (intake photos) beside it as .uploads.tar.gz: after the dump, so every photo row it holds has its file.
 */
export async function writeBackup(
  database: Database,
  dir: string,
  uploadDir: string,
  at = new Date(),
): Promise<WrittenBackup> {
  await mkdir(dir, { recursive: true });
  const fileName = backupFileName(database.engine, at);
  const file = path.join(dir, fileName);
  const partial = `${file}.partial`;
  try {
    if (database.engine === 'postgres') {
      if (!database.url) throw new Error('The PostgreSQL database has no address to back up from.');
      await runPgTool('pg_dump', database.url, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${partial}`,
      ]);
    } else {
      if (!database.dumpSql) throw new Error('This embedded database cannot be dumped.');
      await writeFile(partial, await promisify(gzip)(await database.dumpSql()));
    }
    await rename(partial, file);
    await writeUploadsArchive(uploadDir, uploadsArchiveOf(file));
  } catch (error) {
    await rm(partial, { force: true });
    await rm(file, { force: true });
    throw error;
  }
  return { fileName, sizeBytes: (await stat(file)).size };
}
