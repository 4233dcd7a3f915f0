import path from 'node:path';
import type { Config } from '../config';
import { S3ImageStorage } from './s3Storage';
import { LocalDiskStorage, type ImageStorage } from './storage';

/** The bucket when S3_BUCKET is set (docs/scaling.md), else DATA_DIR/uploads: the server and the seed use the same. */
export function createImageStorage(config: Pick<Config, 'dataDir' | 's3'>): ImageStorage {
  return config.s3 ? new S3ImageStorage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
