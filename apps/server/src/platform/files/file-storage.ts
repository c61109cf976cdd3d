import type { Readable } from 'node:stream';

/**
 * Where uploaded file contents live. The database row (modules/file stored_file) says what a file is
 * and whose it is; the store only keeps bytes under an opaque key. Two implementations: a folder on
 * local disk (one instance, or a shared volume) and an S3-compatible bucket (several instances).
 */
export interface FileStorage {
  /** 'local' or 's3', for logs and the health of the store. */
  readonly kind: string;
  /** Writes the whole object; an existing object under the key is replaced. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Opens the object for reading. Throws StoredObjectMissingError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** The key names no object in the store. */
export class StoredObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`stored object ${key} is missing`);
    this.name = 'StoredObjectMissingError';
  }
}

/** The store could not be reached or refused the request (disk full, credentials, network...). */
export class FileStorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileStorageUnavailableError';
  }
}

/** Keys are made by the server ('2026/07/<uuid>.pdf'); anything else is refused before it reaches a path or URL. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}
