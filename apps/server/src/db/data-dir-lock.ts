import { open, readFile, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Whether a process with this id is running on this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

export class DataDirInUseError extends Error {}

/**
 * Takes the PGlite data folder for this process, for as long as it runs: PGlite has no lock between
 * processes, and a second server on the same folder would silently lose writes. The lock is a file
 * created exclusively, holding the owner's process id; a lock left by a process that no longer runs
 * (killed, crashed) is taken over at once. Answers a function that gives the folder back.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify(me));
      await handle.close();
      return async () => {
        const owner = await readOwner(file);
        if (owner?.pid === me.pid && owner.startedAt === me.startedAt) await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(file);
    if (owner && owner.host === me.host && isRunning(owner.pid)) {
      throw new DataDirInUseError(
        `The data folder ${dataDir} is in use by another server process (pid ${owner.pid}, since ${owner.startedAt}). ` +
          'PGlite serves one process per folder: stop that process first, give this one its own DATA_DIR, or use PostgreSQL (DATABASE_URL) for several instances.',
      );
    }
    // Left by a process that is gone (or unreadable): take it over.
    await unlink(file).catch(() => undefined);
  }
  throw new DataDirInUseError(
    `The data folder ${dataDir} could not be locked for this process; another one may be starting on it.`,
  );
}
