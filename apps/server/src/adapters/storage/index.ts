import type { Config } from '../../config';
import { createLocalStorage } from './local';
import type { FileStorage } from './types';

export type { FileStorage } from './types';

/** The uploaded files' store: a local folder (UPLOAD_DIR), inside the backup (docs/decisions/intake-photos.md). */
export function createFileStorage(config: Config): FileStorage {
  return createLocalStorage(config.uploadDir);
}
