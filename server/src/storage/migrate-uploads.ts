// Copies the uploads on the local disk (UPLOADS_DIR) into the bucket, so a running site can switch
// to STORAGE=s3: the same keys (`news/NAME`), objects already there with the same size skipped, so
// a second run after an interruption carries on where the first stopped, and a run after the switch
// copies only what the old processes stored meanwhile.
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { STORED_FILE_NAME } from '../../../common/upload-areas.js';
import type { S3Settings } from '../config.js';
import { checkBucket, createS3Client, IMMUTABLE_CACHE_CONTROL, isNotFound } from './s3-storage.js';
import { allFolders, contentTypeOf } from './storage.js';

export type MigrationTotals = { files: number; bytes: number; copied: number; copiedBytes: number; skipped: number; skippedBytes: number };

/** Copies at once: enough to hide the round trips, few enough for a small host and a rate-limited store. */
const PARALLEL = 4;

type LocalFile = { key: string; file: string; size: number };

/** Every stored file under the folders storage uses; temporary `.partial` files and strangers are left out. */
async function localFiles(uploadsDir: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const folder of allFolders) {
    const names = await readdir(path.join(uploadsDir, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names.filter((each) => STORED_FILE_NAME.test(each)).sort()) {
      const file = path.join(uploadsDir, folder, name);
      const info = await stat(file);
      if (info.isFile()) files.push({ key: `${folder}/${name}`, file, size: info.size });
    }
  }
  return files;
}

async function sizeInBucket(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function migrateUploads(options: {
  uploadsDir: string;
  settings: S3Settings;
  client?: S3Client;
  /** One line of progress (a person reads them). */
  report: (line: string) => void;
}): Promise<MigrationTotals> {
  const { settings, report } = options;
  const client = options.client ?? createS3Client(settings);
  await checkBucket(client, settings);
  const files = await localFiles(path.resolve(options.uploadsDir));
  const totals: MigrationTotals = { files: files.length, bytes: sum(files), copied: 0, copiedBytes: 0, skipped: 0, skippedBytes: 0 };
  report(`${files.length} files (${formatBytes(totals.bytes)}) under ${options.uploadsDir} to bucket ${settings.bucket}`);

  let next = 0;
  let lastReport = 0;
  const progress = () => {
    const done = totals.copied + totals.skipped;
    // A line every 5 % (and the last), so a large migration shows it moves without flooding the terminal.
    if (done === files.length || done - lastReport >= Math.max(1, Math.ceil(files.length / 20))) {
      lastReport = done;
      report(
        `${done}/${files.length} files, ${formatBytes(totals.copiedBytes + totals.skippedBytes)} of ${formatBytes(totals.bytes)}` +
          ` (${totals.copied} copied, ${totals.skipped} already there)`,
      );
    }
  };
  async function worker(): Promise<void> {
    while (next < files.length) {
      const item = files[next++]!;
      if ((await sizeInBucket(client, settings.bucket, item.key)) === item.size) {
        totals.skipped += 1;
        totals.skippedBytes += item.size;
      } else {
        // Streamed from the disk: byte-exact thanks to the client's WHEN_REQUIRED checksums.
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: item.key,
            Body: createReadStream(item.file),
            ContentLength: item.size,
            ContentType: contentTypeOf(item.key),
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
        totals.copied += 1;
        totals.copiedBytes += item.size;
      }
      progress();
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
  } finally {
    if (!options.client) client.destroy();
  }
  return totals;
}

function sum(files: LocalFile[]): number {
  return files.reduce((total, file) => total + file.size, 0);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
