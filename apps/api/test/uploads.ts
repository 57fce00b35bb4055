import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  bytes: Buffer,
  { filename = 'photo.jpg', contentType = 'image/jpeg', field = 'file' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tradewise${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
