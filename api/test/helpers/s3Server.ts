import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig, type Config } from '../../src/config';

export interface S3TestServer {
  /** The S3_* variables naming the bucket: for createTestApp's `environment`, or a server process's env. */
  environment: Record<string, string>;
  /** What the API's configuration makes of them (`config.s3`). */
  config: NonNullable<Config['s3']>;
  /** A client of the store's own, to check what is in the bucket without going through the API's storage. */
  client: S3Client;
  bucket: string;
  /** Stops the server and deletes its files. */
  stop: () => Promise<void>;
}

/**
 * A local S3 server (s3rver, which speaks the real protocol) on a free port of 127.0.0.1, with an empty bucket, its
 * files in a temp folder of their own. Any number may run at once (one per test file or per cluster).
 *
 *     const s3 = await startS3Server();
 *     const t = await createTestApp({ environment: s3.environment });
 *     …
 *     await t.close();
 *     await s3.stop();
 */
export async function startS3Server(options: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'uploads';
  const directory = await mkdtemp(path.join(tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const environment = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver checks signatures against these.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const config = loadConfig(environment).s3 as NonNullable<Config['s3']>;
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: true,
  });
  return {
    environment,
    config,
    client,
    bucket,
    stop: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
