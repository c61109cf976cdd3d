import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

export * from './file-storage';
export { createLocalFileStorage } from './local-file-storage';
export { createS3FileStorage } from './s3-file-storage';

/** The store FILE_STORAGE chooses: DATA_DIR/files on local disk, or the S3_* bucket. */
export function createFileStorage(
  config: Pick<Config, 'FILE_STORAGE' | 'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'>,
): FileStorage {
  if (config.FILE_STORAGE === 'local') return createLocalFileStorage(path.join(config.DATA_DIR, 'files'));
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config;
  // loadConfig refuses FILE_STORAGE=s3 without these; the check here keeps the types honest.
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) throw new Error('FILE_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET and both keys');
  return createS3FileStorage({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
  });
}
