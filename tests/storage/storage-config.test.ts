// The storage variables (issue 26): local by default; STORAGE=s3 needs a bucket, and each bad
// variable is named; the main server refuses to start on them like on any other.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-storage-config-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('storage configuration', () => {
  it('keeps uploads on the local disk by default, also with STORAGE empty', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE: '' }).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE: 'local', S3_BUCKET: 'ignored' }).storage).toEqual({ kind: 'local' });
  });

  it('reads a bucket: region defaulting to AWS_REGION then us-east-1, path style, public address without its trailing slash', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'sjg-uploads',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_BASE_URL: 'https://cdn.example.test/uploads/',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'sjg-uploads',
      region: 'us-east-1',
      endpoint: 'https://s3.example.test',
      forcePathStyle: true,
      publicBaseUrl: 'https://cdn.example.test/uploads',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const aws = loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'sjg-uploads', AWS_REGION: 'eu-west-1' }).storage;
    // No keys: the SDK's own chain (a profile, an instance or pod role) provides them.
    expect(aws).toMatchObject({ region: 'eu-west-1', endpoint: undefined, forcePathStyle: false, publicBaseUrl: undefined, credentials: undefined });
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'b-1', S3_REGION: 'auto', AWS_REGION: 'x' }).storage).toMatchObject({ region: 'auto' });
  });

  it('refuses STORAGE=s3 without S3_BUCKET, naming the variable', () => {
    expect(problemsOf({ STORAGE: 's3' })).toEqual(['S3_BUCKET: required when STORAGE=s3 (the bucket that holds the uploads)']);
  });

  it('names every bad storage variable', () => {
    const problems = problemsOf({
      STORAGE: 'disk',
      S3_BUCKET: 'Not_A_Bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_PUBLIC_BASE_URL: 'ftp://cdn',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(problems).toEqual([
      'STORAGE: must be local or s3',
      'S3_ENDPOINT: must be a URL starting with http:// or https://',
      'S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      expect.stringMatching(/^S3_FORCE_PATH_STYLE: /),
      'S3_PUBLIC_BASE_URL: must be a URL starting with http:// or https://',
    ]);
  });

  it('refuses a public address for local uploads, and one AWS key without the other', () => {
    expect(problemsOf({ S3_PUBLIC_BASE_URL: 'https://cdn.example.test' })).toEqual([
      'S3_PUBLIC_BASE_URL: only used with STORAGE=s3 (uploads on the local disk are served by the app)',
    ]);
    expect(problemsOf({ STORAGE: 's3', S3_BUCKET: 'sjg', AWS_ACCESS_KEY_ID: 'key' })).toEqual([
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both or neither',
    ]);
  });
});
