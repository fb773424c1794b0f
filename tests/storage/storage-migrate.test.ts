// npm run storage:migrate (issue 26): copies the local uploads into a real S3-compatible server
// (s3rver), key for key and byte for byte; a second run copies nothing; an interrupted run is
// finished by the next; the command says when the bucket cannot be reached.
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWidthsFor } from '../../common/image-variants.js';
import { migrateUploads } from '../../server/src/storage/migrate-uploads.js';
import { createS3Client } from '../../server/src/storage/s3-storage.js';
import { createStorage, type Storage, type StoredFile } from '../../server/src/storage/storage.js';
import { runCliTool, type CliResult } from '../helpers/cli-process.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

let s3: TestS3Server;
let folder: string;
let uploadsDir: string;
let local: Storage;
const fields: { area: 'news' | 'ventureGallery' | 'team' | 'media'; field: string }[] = [];

beforeAll(async () => {
  s3 = await startS3Server(['migrated', 'from-cli']);
  folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-migrate-'));
  uploadsDir = path.join(folder, 'uploads');
  local = createStorage(uploadsDir);
  await local.prepare();
  fields.push({ area: 'news', field: await local.save('news', Buffer.from('a plain news picture'), 'png') });
  fields.push({ area: 'team', field: await local.save('team', Buffer.alloc(200_000, 9), 'jpg') });
  for (const area of ['ventureGallery', 'media'] as const) {
    const field = await local.saveImage(area, {
      bytes: Buffer.alloc(5000, area.length),
      extension: 'jpg',
      width: 1000,
      height: 750,
      variants: variantWidthsFor(1000).map((width) => ({ width, bytes: Buffer.alloc(width, width % 251) })),
    });
    fields.push({ area, field });
  }
  // What a crashed write leaves, and a file that is not ours: neither is copied.
  await writeFile(path.join(uploadsDir, 'news', '.abcdefghij.jpg.partial'), 'half');
  await writeFile(path.join(uploadsDir, 'news', 'notes.txt'), 'not an upload');
});
afterAll(async () => {
  await s3?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function bytesOf(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.open()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysIn(bucket: string): Promise<string[]> {
  const listed = await createS3Client(s3.settings(bucket)).send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** The CLI as `npm run storage:migrate` runs it, in its own process. */
function runCli(env: Record<string, string>): Promise<CliResult> {
  return runCliTool('server/src/storage/migrate-cli.ts', [], { DATA_DIR: path.join(folder, 'data'), UPLOADS_DIR: uploadsDir, ...env });
}

describe('migrating local uploads into a bucket', () => {
  const lines: string[] = [];
  const migrate = () => migrateUploads({ uploadsDir, settings: s3.settings('migrated'), report: (line) => lines.push(line) });

  it('copies every stored file and variant under the same key, byte for byte, reporting files and bytes', async () => {
    const totals = await migrate();
    // 2 plain files, and 2 images 1000 px wide with 3 variants each (360, 480 and 960 px).
    expect(totals).toMatchObject({ files: 10, copied: 10, skipped: 0 });
    expect(totals.copiedBytes).toBe(20 + 200_000 + 2 * (5000 + 360 + 480 + 960));
    expect(lines[0]).toMatch(/^10 files \(208\.6 KiB\) under .+ to bucket migrated$/);
    expect(lines.at(-1)).toBe('10/10 files, 208.6 KiB of 208.6 KiB (10 copied, 0 already there)');

    const bucket = createStorage({ uploadsDir: '/nonexistent', storage: { kind: 's3', ...s3.settings('migrated') } });
    const keys = await keysIn('migrated');
    expect(keys).toHaveLength(10);
    expect(keys.every((key) => !key.includes('partial') && !key.endsWith('.txt'))).toBe(true);
    for (const { area, field } of fields) {
      const there = await bucket.find(area, field);
      expect(there, field).not.toBeNull();
      expect(Buffer.compare(await bytesOf(there!), await bytesOf((await local.find(area, field))!))).toBe(0);
    }
    expect(keys).toContain(`ventures/gallery/${fields[2]!.field}`);
  });

  it('copies nothing the second time', async () => {
    lines.length = 0;
    const totals = await migrate();
    expect(totals).toMatchObject({ files: 10, copied: 0, skipped: 10, copiedBytes: 0 });
    expect(lines.at(-1)).toBe('10/10 files, 208.6 KiB of 208.6 KiB (0 copied, 10 already there)');
  });

  it('finishes what an interrupted run left: a missing object and one cut short', async () => {
    const client = createS3Client(s3.settings('migrated'));
    const [first, second] = [`news/${fields[0]!.field.slice('uploads/'.length)}`, `team/${fields[1]!.field}`];
    await client.send(new DeleteObjectCommand({ Bucket: 'migrated', Key: first }));
    await client.send(new PutObjectCommand({ Bucket: 'migrated', Key: second, Body: Buffer.alloc(1000, 9) }));
    const totals = await migrate();
    expect(totals).toMatchObject({ copied: 2, skipped: 8, copiedBytes: 20 + 200_000 });
    const bucket = createStorage({ uploadsDir: '/nonexistent', storage: { kind: 's3', ...s3.settings('migrated') } });
    expect((await bucket.find('team', fields[1]!.field))?.size).toBe(200_000);
  });
});

describe('npm run storage:migrate', () => {
  it('runs from the command line with the S3 variables, printing progress and a summary', async () => {
    const run = await runCli(s3.env('from-cli'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Copying uploads to the bucket from-cli at http://127.0.0.1:');
    expect(run.stdout).toContain('10/10 files, 208.6 KiB of 208.6 KiB (10 copied, 0 already there)');
    expect(run.stdout).toContain('Done: 10 copied (208.6 KiB), 0 already in the bucket (0 B).');
    expect(await keysIn('from-cli')).toHaveLength(10);
  });

  it('exits non-zero naming the bucket when it cannot be reached, or does not exist', async () => {
    const refused = await runCli({ ...s3.env('from-cli'), S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^storage:migrate failed: The bucket from-cli at http:\/\/127\.0\.0\.1:9 \(region us-east-1\) cannot be reached: /m);
    const missing = await runCli(s3.env('no-such-bucket'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('bucket no-such-bucket at http://127.0.0.1:');
    expect(missing.stderr).toContain('cannot be reached: it does not exist');
  });

  it('says what to set when STORAGE is not s3, and names a bucket missing', async () => {
    const local = await runCli({});
    expect(local.code).toBe(2);
    expect(local.stderr).toContain('set STORAGE=s3 and S3_BUCKET');
    const noBucket = await runCli({ STORAGE: 's3' });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('S3_BUCKET: required when STORAGE=s3');
  });
});
