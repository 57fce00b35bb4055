/**
 * One storage interface for uploaded files (issue 17): a local directory by default, an
 * S3-compatible bucket when S3_URL is set, so several app servers share the files. Keys are made
 * by the app (`jobs/<jobId>/<photoId>-full.webp`), never taken from what a user sends; both
 * backends still refuse a key that is not one (checkKey), and the local one any path that would
 * leave its directory.
 */
import { localStorage } from './local.js';
import type { Storage } from './types.js';
import { s3Storage, type S3Location } from './s3.js';

export type { S3Location } from './s3.js';
export { parseS3Url } from './s3-url.js';
export { checkKey } from './key.js';
export type { Storage, StoredFile } from './types.js';

export interface StorageConfig {
  /** The local directory (absolute), used when `s3` is not set. */
  uploadsDir: string;
  s3?: S3Location;
}

export function createStorage(config: StorageConfig): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir);
}
