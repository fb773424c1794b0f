// A real S3-compatible server for the tests: s3rver, in this process, on a free loopback port,
// keeping its objects in a temporary folder. Its fixed credentials are S3RVER / S3RVER.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/src/config.js';

export type TestS3Server = {
  endpoint: string;
  /** STORAGE=s3 settings for a bucket of this server (created when the server starts). */
  settings(bucket?: string): S3Settings;
  /** The environment variables that select this server's bucket, for loadConfig or a CLI. */
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
};

export const TEST_BUCKET = 'sjg-uploads';

export async function startS3Server(buckets: string[] = [TEST_BUCKET]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'sjg-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    // Path-style addresses only: bucket names as host names would need DNS for *.127.0.0.1.
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket = TEST_BUCKET) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      publicBaseUrl: undefined,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    env: (bucket = TEST_BUCKET) => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
