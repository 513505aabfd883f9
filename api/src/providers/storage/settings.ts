/**
 * Chooses the file storage from settings:
 * - S3-compatible when FILE_STORAGE=s3, or when S3_BUCKET is set and FILE_STORAGE is not `local`:
 *   S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required; S3_REGION (us-east-1),
 *   S3_ENDPOINT (AWS's regional endpoint when unset), S3_FORCE_PATH_STYLE (true when S3_ENDPOINT is
 *   set, e.g. MinIO; false for AWS) and S3_KEY_PREFIX are optional;
 * - otherwise the local folder FILE_STORAGE_DIR (default `.data/files` in the repository).
 */
import path from 'node:path';
import { DATA_DIR } from '../../platform/config';
import type { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder';
import { S3Storage, type S3StorageSettings } from './s3';

export type StorageSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageSettings);

export const DEFAULT_FILE_STORAGE_DIR = path.join(DATA_DIR, 'files');

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set for FILE_STORAGE=s3`);
  return value;
}

export function storageSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  const choice = env.FILE_STORAGE?.trim().toLowerCase() || (env.S3_BUCKET ? 's3' : 'local');
  if (choice !== 'local' && choice !== 's3') throw new Error(`FILE_STORAGE must be local or s3, got "${choice}"`);
  if (choice === 'local') return { kind: 'local', dir: env.FILE_STORAGE_DIR || DEFAULT_FILE_STORAGE_DIR };
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const endpoint = env.S3_ENDPOINT?.trim();
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  return {
    kind: 's3',
    bucket: required(env, 'S3_BUCKET'),
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
    region,
    endpoint: endpoint || `https://s3.${region}.amazonaws.com`,
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
    ...(env.S3_KEY_PREFIX ? { keyPrefix: env.S3_KEY_PREFIX } : {}),
  };
}

export function createFileStorage(settings: StorageSettings): FileStorage {
  if (settings.kind === 'local') return new LocalFolderStorage(settings.dir);
  const { kind: _kind, ...s3 } = settings;
  return new S3Storage(s3);
}
