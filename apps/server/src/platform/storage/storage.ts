import type { Config } from '#platform/config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * The one place that chooses where files live (FILE_STORAGE). Local disk: attachments under
 * FILES_DIR, recordings under DATA_DIR/recordings. S3: `{S3_PREFIX}/attachments/...` and
 * `{S3_PREFIX}/recordings/...` in the bucket.
 */
export function createFileStorage(
  config: Pick<Config, 'fileStorage' | 'filesDir' | 'telephony'>,
  area: 'attachments' | 'recordings',
): FileStorage {
  const choice = config.fileStorage;
  if (choice.driver === 's3') return createS3Storage({ ...choice, prefix: `${choice.prefix}${area}/` });
  return createLocalStorage(area === 'attachments' ? config.filesDir : config.telephony.recordingsDir);
}

let storage: FileStorage | undefined;

/** Set once when the app is built (attachments routes), from the configuration. */
export function configureFileStorage(value: FileStorage) {
  storage = value;
}

export function fileStorage(): FileStorage {
  if (!storage) throw new Error('File storage is not configured');
  return storage;
}

/** Removes files after the transaction that dropped their rows; a failure only leaves an orphan file. */
export function removeFilesLater(keys: string[]) {
  if (keys.length === 0 || !storage) return;
  const target = storage;
  setImmediate(() => {
    target.delete(keys).catch(() => {});
  });
}
