/**
 * Where a published version's files go: `<remote>/<version>/<path>`, written once and never changed.
 * - local: the deploy folder (SHOP_DEPLOY_DIR, default `<repo>/.deploy`), exactly the layout
 *   scripts/remote-deploy-server.mjs serves (it sets the cache headers itself);
 * - s3: a bucket, through the API's S3 adapter (providers/storage/s3.ts), each object with its
 *   Content-Type and Cache-Control, so the bucket (or a CDN before it) serves it as it is.
 *
 * A small interface of its own rather than the FileStorage provider: that one keeps private files
 * (content and type apart, never served), while these are public, served files in a fixed layout.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentType } from 'mime-types';
import type { RegistryStorageConfig } from '../../platform/config';
import { fileKeySegments, InvalidFileKeyError, S3Storage } from '../../providers/storage/index';

export interface RegistryStorage {
  readonly kind: 'local' | 's3';
  /** Stores one file of a version. */
  put(key: string, body: Uint8Array, options: { contentType: string; cacheControl: string }): Promise<void>;
  /** Removes one file (a missing file is not an error). */
  delete(key: string): Promise<void>;
}

/** Version files never change; the manifest names the others and is revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MANIFEST_CACHE_CONTROL = 'no-cache';

export function cacheControlOf(filePath: string): string {
  return path.posix.basename(filePath) === 'mf-manifest.json' ? MANIFEST_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL;
}

/**
 * The type a file is served with, by its extension (mime-types, the table Express and the deploy
 * server use too); text types carry their charset; an unknown one (a `.br`/`.gz` copy) is
 * octet-stream.
 */
export function contentTypeOf(filePath: string): string {
  return contentType(path.posix.extname(filePath).toLowerCase()) || 'application/octet-stream';
}

/** Files in the deploy folder, readable by the deploy server; written to a temporary name, then renamed. */
export class LocalRegistryStorage implements RegistryStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, ...fileKeySegments(key));
    if (!full.startsWith(this.root + path.sep)) throw new InvalidFileKeyError(key);
    return full;
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Removes the file, then the folders it leaves empty (an undone publish leaves no version folder). */
  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    for (let dir = path.dirname(file); dir.startsWith(this.root + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        break; // not empty (or already gone): the folders above are not empty either
      }
    }
  }
}

/** Objects in a bucket, through the API's S3 adapter. */
export class S3RegistryStorage implements RegistryStorage {
  readonly kind = 's3' as const;
  constructor(private readonly s3: S3Storage) {}

  put(key: string, body: Uint8Array, options: { contentType: string; cacheControl: string }): Promise<void> {
    return this.s3.put(key, body, options);
  }

  delete(key: string): Promise<void> {
    return this.s3.delete(key);
  }
}

export function createRegistryStorage(config: RegistryStorageConfig): RegistryStorage {
  if (config.kind === 'local') return new LocalRegistryStorage(config.dir);
  const { kind: _kind, ...s3 } = config;
  return new S3RegistryStorage(new S3Storage(s3));
}
