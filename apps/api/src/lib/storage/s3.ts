import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey } from './key.js';
import type { Storage } from './types.js';

/** Where the bucket is and how to sign in to it (see parseS3Url for the S3_URL that carries it). */
export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), addressed path-style. */
export function s3Storage(location: S3Location): Storage {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
  });
  const Bucket = location.bucket;
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        const body = Buffer.from(await answer.Body!.transformToByteArray());
        return { body, size: body.length, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
