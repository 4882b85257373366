import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FileStorage } from './types';

const KEY = /^[a-z0-9]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** Files in a folder on this machine (UPLOAD_DIR): written whole under a temporary name, then renamed. */
export function createLocalStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(dir, ...key.split('/'));
  };
  return {
    name: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key) {
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
