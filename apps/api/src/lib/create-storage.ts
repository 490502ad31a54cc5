import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createDiskStorage, type FileStorage } from './storage.ts';
import { createS3Storage } from './storage-s3.ts';

/** The uploads' storage the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'uploads'));
}
