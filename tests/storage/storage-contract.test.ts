// One contract for every place uploads can live (issue 26): the same cases run against the local
// disk and against a real S3-compatible server (s3rver, started here on a loopback port). Put,
// get, byte ranges, delete, a missing object, variants, the search across area folders, no object
// left behind by a failed write, and an upload through the API read back through the API.
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWidthsFor } from '../../common/image-variants.js';
import type { MediaItem } from '../../common/media.js';
import { uploadUrl } from '../../common/upload-areas.js';
import type { ByteRange } from '../../server/src/storage/object-store.js';
import { createS3Client } from '../../server/src/storage/s3-storage.js';
import { createStorage, type ImageFiles, type Storage, type StoredFile } from '../../server/src/storage/storage.js';
import { loginAgent, siteAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

type Backend = {
  storage: Storage;
  /** Every object stored, as `folder/name` keys. */
  keys(): Promise<string[]>;
  /** What createTestApp needs to store in the same place. */
  env: Record<string, string>;
  close(): Promise<void>;
};

let s3: TestS3Server;
let bucketCount = 0;

beforeAll(async () => {
  s3 = await startS3Server(Array.from({ length: 8 }, (_, index) => `contract-${index}`));
});
afterAll(async () => s3?.close());

const backends: Record<string, () => Promise<Backend>> = {
  'the local disk': async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-storage-'));
    const storage = createStorage(folder);
    await storage.prepare();
    return {
      storage,
      async keys() {
        const entries = await readdir(folder, { recursive: true, withFileTypes: true });
        return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name))).sort();
      },
      env: {},
      close: () => rm(folder, { recursive: true, force: true }),
    };
  },
  'an S3-compatible bucket': async () => {
    // A bucket of its own per suite, so the listings below see only what that suite stored.
    const bucket = `contract-${bucketCount++}`;
    const settings = s3.settings(bucket);
    const storage = createStorage({ uploadsDir: '/nonexistent', storage: { kind: 's3', ...settings } });
    await storage.prepare();
    const client = createS3Client(settings);
    return {
      storage,
      async keys() {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key!).sort();
      },
      env: s3.env(bucket),
      close: async () => client.destroy(),
    };
  },
};

async function bytesOf(file: StoredFile, range?: ByteRange): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.open(range)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Bytes that differ at every position, so a wrong offset cannot pass. */
function countingBytes(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => (index * 7 + 3) % 256));
}

/** A processed image's files as processImage would hand them over (the bytes need not be an image here). */
function imageFiles(width: number): ImageFiles {
  return {
    bytes: countingBytes(3000),
    extension: 'jpg',
    width,
    height: Math.round(width * 0.75),
    variants: variantWidthsFor(width).map((variantWidth) => ({ width: variantWidth, bytes: countingBytes(variantWidth) })),
  };
}

describe.each(Object.keys(backends))('storage on %s', (backendName) => {
  let backend: Backend;
  let storage: Storage;

  beforeAll(async () => {
    backend = await backends[backendName]!();
    storage = backend.storage;
  });
  afterAll(async () => backend?.close());

  it('reads back exactly the bytes it stored, with their size', async () => {
    const bytes = countingBytes(70_000);
    const field = await storage.save('news', bytes, 'png');
    expect(field).toMatch(/^uploads\/[A-Za-z0-9_-]+\.png$/);
    const file = await storage.find('news', field);
    expect(file?.size).toBe(bytes.length);
    expect(Buffer.compare(await bytesOf(file!), bytes)).toBe(0);
    // The same layout on disk and in the bucket, so the migration maps keys 1:1.
    expect(await backend.keys()).toContain(`news/${field.slice('uploads/'.length)}`);
  });

  it('reads a byte range: the first bytes, the middle, the last byte', async () => {
    const bytes = countingBytes(10_000);
    const field = await storage.save('ventureGallery', bytes, 'webp');
    const file = (await storage.find('ventureGallery', field))!;
    for (const range of [{ start: 0, end: 0 }, { start: 0, end: 1023 }, { start: 4321, end: 8765 }, { start: 9999, end: 9999 }]) {
      expect(Buffer.compare(await bytesOf(file, range), bytes.subarray(range.start, range.end + 1)), JSON.stringify(range)).toBe(0);
    }
  });

  it('deletes a file, and deleting it again is not an error', async () => {
    const field = await storage.save('team', countingBytes(100), 'jpg');
    expect(await storage.find('team', field)).not.toBeNull();
    await storage.remove('team', field);
    expect(await storage.find('team', field)).toBeNull();
    await expect(storage.remove('team', field)).resolves.toBeUndefined();
    await expect(storage.remove('team', null)).resolves.toBeUndefined();
  });

  it('finds nothing for a missing name, a name it did not make, or a path trick', async () => {
    expect(await storage.find('news', 'uploads/0123456789abcdef0123456789abcdef_8x6.jpg')).toBeNull();
    expect(await storage.find('news', 'uploads/../team/abcdefgh.jpg')).toBeNull();
    expect(await storage.find('news', 'abcdefghij.jpg')).toBeNull();
    expect(await storage.find('investors', 'abcdefghij.exe')).toBeNull();
  });

  it('finds a file stored under another area (a library picture used elsewhere)', async () => {
    const bytes = countingBytes(500);
    const field = await storage.save('media', bytes, 'jpg');
    const underNews = await storage.find('news', `uploads/${field}`);
    expect(Buffer.compare(await bytesOf(underNews!), bytes)).toBe(0);
    expect((await storage.find('ventureLogos', field))?.size).toBe(500);
    // Found again after the folder was remembered, and gone once removed.
    expect((await storage.find('news', `uploads/${field}`))?.size).toBe(500);
    await storage.remove('media', field);
    expect(await storage.find('news', `uploads/${field}`)).toBeNull();
  });

  it('stores an image with every variant, finds each, and removes them together', async () => {
    const image = imageFiles(2000);
    const field = await storage.saveImage('blogs', image);
    const name = field.slice('uploads/'.length);
    const stem = name.replace(/\.jpg$/, '');
    expect(await backend.keys()).toEqual(expect.arrayContaining([`blogs/${name}`, ...[360, 480, 960, 1600].map((width) => `blogs/${stem}-${width}.webp`)]));
    for (const variant of image.variants) {
      const file = await storage.find('blogs', `uploads/${stem}-${variant.width}.webp`);
      expect(Buffer.compare(await bytesOf(file!), variant.bytes)).toBe(0);
    }
    await storage.remove('blogs', field);
    expect((await backend.keys()).filter((key) => key.includes(stem))).toEqual([]);
  });

  it('leaves no object behind when a variant cannot be written', async () => {
    const before = await backend.keys();
    const image = imageFiles(2000);
    // The other two variants are written; this one fails (its bytes are no buffer at all), and
    // the write must take the two back before it reports the failure.
    image.variants[1] = { width: image.variants[1]!.width, bytes: undefined as unknown as Buffer };
    await expect(storage.saveImage('news', image)).rejects.toThrow();
    expect(await backend.keys()).toEqual(before);
  });

  it('leaves no variant behind when the original cannot be written', async () => {
    const before = await backend.keys();
    const image = { ...imageFiles(1200), bytes: undefined as unknown as Buffer };
    await expect(storage.saveImage('investors', image)).rejects.toThrow();
    expect(await backend.keys()).toEqual(before);
  });

  describe('through the API', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: backend.env });
    });
    afterAll(async () => t?.close());

    it('serves an upload made through the API, whole, in ranges, with the caching headers', async () => {
      const editor = await loginAgent(t, { role: 'editor' });
      const upload = await editor.agent.post('/backend/admin/media').attach('file', await smallJpeg('#06c'), 'blue.jpg');
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      const item = (upload.body as { item: MediaItem }).item;
      expect(item.url).toBe(uploadUrl('media', item.name));

      const whole = await siteAgent(t).agent.get(item.url);
      expect(whole.status).toBe(200);
      expect(whole.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
        'accept-ranges': 'bytes',
      });
      const body = whole.body as Buffer;
      expect(Number(whole.headers['content-length'])).toBe(body.length);
      expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      const part = await siteAgent(t).agent.get(item.url).set('Range', 'bytes=2-9');
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 2-9/${body.length}`);
      expect(part.headers['content-length']).toBe('8');
      expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(part.body as Buffer, body.subarray(2, 10))).toBe(0);

      const tail = await siteAgent(t).agent.get(item.url).set('Range', 'bytes=-4');
      expect(tail.status).toBe(206);
      expect(Buffer.compare(tail.body as Buffer, body.subarray(body.length - 4))).toBe(0);

      const open = await siteAgent(t).agent.get(`/backend/news/uploads/${item.name}`).set('Range', `bytes=${body.length - 2}-`);
      expect(open.status).toBe(206);
      expect(open.headers['content-range']).toBe(`bytes ${body.length - 2}-${body.length - 1}/${body.length}`);

      const beyond = await siteAgent(t).agent.get(item.url).set('Range', `bytes=${body.length}-`);
      expect(beyond.status).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${body.length}`);
      expect(beyond.body.error).toEqual(expect.any(String));

      // Several ranges, or one that makes no sense, get the whole file (RFC 9110 allows ignoring them).
      for (const header of ['bytes=0-1,4-5', 'bytes=9-2', 'items=0-1']) {
        const res = await siteAgent(t).agent.get(item.url).set('Range', header);
        expect(res.status, header).toBe(200);
        expect(Number(res.headers['content-length'])).toBe(body.length);
      }

      const head = await siteAgent(t).agent.head(item.url).set('Range', 'bytes=0-99');
      expect(head.status).toBe(206);
      expect(head.headers['content-length']).toBe('100');

      // Where the bytes went: the bucket in S3 mode, the disk otherwise; never both.
      const stored = await backend.keys();
      const onDisk = await readdir(path.join(t.uploadsDir, 'media')).catch(() => []);
      if (backend.env.STORAGE === 's3') {
        expect(stored).toContain(`media/${item.name}`);
        expect(onDisk).toEqual([]);
      } else {
        expect(onDisk).toContain(item.name);
      }
    });
  });
});

describe('the S3 client', () => {
  it('stores a streamed upload byte for byte (WHEN_REQUIRED checksums)', async () => {
    const settings = s3.settings('contract-7');
    const bytes = countingBytes(300_000);
    const stream = () => Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000, 250_000), bytes.subarray(250_000)]);
    const client = createS3Client(settings);
    await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: 'news/streamed1234.jpg', Body: stream(), ContentLength: bytes.length }));
    const storage = createStorage({ uploadsDir: '/nonexistent', storage: { kind: 's3', ...settings } });
    const file = await storage.find('news', 'uploads/streamed1234.jpg');
    expect(file?.size).toBe(bytes.length);
    expect(Buffer.compare(await bytesOf(file!), bytes)).toBe(0);

    // Why the setting: with the SDK's default, the same upload is stored with its aws-chunked
    // framing (chunk sizes and a trailing checksum) around the bytes.
    const defaults = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: settings.credentials! });
    await defaults.send(new PutObjectCommand({ Bucket: settings.bucket, Key: 'news/defaults1234.jpg', Body: stream(), ContentLength: bytes.length }));
    expect((await storage.find('news', 'uploads/defaults1234.jpg'))?.size).not.toBe(bytes.length);
    client.destroy();
    defaults.destroy();
  });

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    const storage = createStorage({ uploadsDir: '/nonexistent', storage: { kind: 's3', ...s3.settings('no-such-bucket') } });
    await expect(storage.prepare()).rejects.toThrow(/bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ .*cannot be reached: it does not exist/);
  });
});
