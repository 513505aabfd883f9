/**
 * File storage: private files (registration documents, image requests... of the next issues) kept
 * by key. The embedded default is a folder under the data directory; an S3-compatible bucket is
 * the real adapter (settings.ts). Neither is ever served as is: a route reads a file and decides
 * who may have it.
 *
 * Keys are made by the API (`newFileKey`), never taken from a request: a visitor's file name or
 * path never becomes a key. Every adapter still checks each key against one strict grammar, so a
 * key cannot climb out of its folder or bucket prefix even if a caller got that wrong.
 */
import { randomUUID } from 'node:crypto';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores (or replaces) the file under `key`. */
  put(key: string, body: Uint8Array, options?: { contentType?: string }): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
export const FILE_KEY_MAX_LENGTH = 512;

/**
 * A key is one or more `/`-separated segments of letters, digits, `-`, `_` and `.`, each starting
 * with a letter, digit or `_` (Module Federation names its chunks `__federation_expose_app.<hash>.js`,
 * and the registry stores remotes' builds as they are) and without `..`: no absolute path, no `.`
 * or `..` segment, no hidden file, no backslash, no percent-encoding, nothing a file system or URL
 * would read as anything but a plain name.
 */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`"${key.slice(0, 80)}" is not a file key`);
    this.name = 'InvalidFileKeyError';
  }
}

/** The storage could not be reached or refused the call; nothing can be said about the file. */
export class StorageUnavailableError extends Error {
  constructor(message = 'File storage is not available right now. Please try again.', options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export function isFileKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > FILE_KEY_MAX_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

/** Throws InvalidFileKeyError unless `key` follows the grammar; answers its segments. */
export function fileKeySegments(key: string): string[] {
  if (!isFileKey(key)) throw new InvalidFileKeyError(String(key));
  return key.split('/');
}

/**
 * A new key under `folder` (e.g. `registrations/receipts`): a random name the API chose, with an
 * optional extension (`pdf`, `jpg`: letters and digits only).
 */
export function newFileKey(folder: string, extension?: string): string {
  if (extension !== undefined && !/^[A-Za-z0-9]{1,10}$/.test(extension)) {
    throw new InvalidFileKeyError(`${folder}/*.${extension}`);
  }
  const key = `${folder}/${randomUUID()}${extension ? `.${extension.toLowerCase()}` : ''}`;
  fileKeySegments(key);
  return key;
}
