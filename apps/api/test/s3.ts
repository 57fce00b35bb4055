import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on a loopback port of its own, with one bucket, for the
 * tests of the S3 storage; `url` is the S3_URL that reaches it.
 */
export async function startS3(bucket = 'tw-test-uploads') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=eu-west-2`,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
