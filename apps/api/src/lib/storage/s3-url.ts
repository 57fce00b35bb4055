import type { S3Location } from './s3.js';

/**
 * S3_URL: `http(s)://ACCESS_KEY_ID:SECRET_ACCESS_KEY@HOST[:PORT]/BUCKET[?region=REGION]`, for
 * example `https://AKIA...:wJal...@s3.eu-west-2.amazonaws.com/tradewise-uploads?region=eu-west-2`,
 * `https://KEY:SECRET@ACCOUNT.r2.cloudflarestorage.com/tradewise?region=auto` (R2) or
 * `http://minio:minio123@127.0.0.1:9000/uploads` (MinIO). The key and secret are percent-encoded
 * where they hold `/`, `+` or `@`; the region defaults to `auto`. Requests use path-style addressing
 * (`HOST/BUCKET/KEY`), which AWS, R2, MinIO and s3rver all accept. Returns the reason when malformed.
 */
export function parseS3Url(value: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be http(s)://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[?region=REGION]';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'must start with https:// (or http:// on a private network)';
  if (!url.username || !url.password) return 'must carry the access key and secret as ACCESS_KEY:SECRET@';
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return 'must name one bucket as its path (/BUCKET)';
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') || 'auto',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
