/** Where uploaded files live: a local folder or an S3-compatible bucket. Keys are relative paths such as `photos/ab12.jpg`. */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Keys are made by the app, never by callers; this refuses anything that could leave the folder or bucket prefix. */
export function assertFileKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 200) throw new Error(`Invalid file key: ${key}`);
}
