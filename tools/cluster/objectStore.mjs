// The cluster's object store for uploads: s3rver, a local server that speaks the S3 protocol, with its files under
// DATA_DIR/s3. On real machines: MinIO or a cloud bucket (docs/scaling.md).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';

export const BUCKET = 'uploads';
/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** @param {{ dataDir: string, port: number }} options */
export async function startObjectStore({ dataDir, port }) {
  const directory = path.join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  return {
    stop: () => server.close(),
    environment: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
  };
}
