/**
 * Where uploaded files are kept (docs/decisions/intake-photos.md). Keys are relative paths made by the server
 * ("jobs/12/<uuid>.jpg"), never by a client. The local folder is the default; another store (S3) implements the same.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes; null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}
