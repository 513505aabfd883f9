export {
  DEFAULT_CONTENT_TYPE,
  FILE_KEY_MAX_LENGTH,
  type FileStorage,
  fileKeySegments,
  InvalidFileKeyError,
  isFileKey,
  newFileKey,
  StorageUnavailableError,
  type StoredFile,
} from './file-storage';
export { LocalFolderStorage } from './local-folder';
export { S3Storage, type S3StorageSettings } from './s3';
export { createFileStorage, DEFAULT_FILE_STORAGE_DIR, type StorageSettings, storageSettingsFromEnv } from './settings';
