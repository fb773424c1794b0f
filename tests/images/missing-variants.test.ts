// Stored images keep up with the variant widths (common/image-variants.ts): an image stored before a
// width existed is given it, and a variant no width names any more goes, on the local disk and in a
// real S3-compatible bucket (s3rver) alike. And the real server, started over such files, serves
// every variant its replies name before it serves anything.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantsOf, processedImageName, variantWidthsFor } from '../../common/image-variants.js';
import { uploadAreas } from '../../common/upload-areas.js';
import { repairImageVariants } from '../../server/src/images/missing-variants.js';
import { createStorage, type Storage } from '../../server/src/storage/storage.js';
import { startServerProcess } from '../helpers/server-process.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { imageStoredBefore } from '../helpers/test-images.js';
import { startS3Server, type TestS3Server } from '../storage/s3-server.js';

const folder = uploadAreas.news.folder;

async function put(storage: Storage, files: Map<string, Buffer>): Promise<void> {
  for (const [name, bytes] of files) await storage.objects.put(`${folder}/${name}`, bytes);
}

async function widthOf(storage: Storage, key: string): Promise<number | null> {
  const file = await storage.objects.find(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.open()) chunks.push(chunk as Buffer);
  const metadata = await sharp(Buffer.concat(chunks)).metadata();
  expect(metadata.format).toBe('webp');
  return metadata.width;
}

let s3: TestS3Server;
const temporary: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server(['variants']);
});
afterAll(async () => {
  await s3?.close();
  await Promise.all(temporary.map((each) => rm(each, { recursive: true, force: true })));
});

const storages: Record<string, () => Promise<Storage>> = {
  'the local disk': async () => {
    const uploads = await mkdtemp(path.join(os.tmpdir(), 'sjg-variants-'));
    temporary.push(uploads);
    return createStorage(uploads);
  },
  'an S3-compatible bucket': async () => createStorage({ uploadsDir: '/nonexistent', storage: { kind: 's3', ...s3.settings('variants') } }),
};

describe.each(Object.keys(storages))('variants brought up to today\'s widths on %s', (storageName) => {
  it('makes the widths an image lacks, removes those no width names, and leaves the rest as it was', async () => {
    const storage = await storages[storageName]!();
    await storage.prepare();
    // Stored when the widths were 480/960/1600 and one at its own width only below 480; with a
    // width (700) no rule names, and a full-size WebP, which a release of December 2026 made for
    // every picture up to 1600 px.
    const wide = await imageStoredBefore(1000, 750, [480, 700, 960, 1000]);
    const narrow = await imageStoredBefore(400, 300, [400]);
    const current = await imageStoredBefore(900, 600, variantWidthsFor(900));
    // Variants whose original is not there yet (an upload writes them first) are not touched.
    const orphan = await imageStoredBefore(800, 600, [480]);
    orphan.files.delete(orphan.name);
    const broken = processedImageName(randomBytes(16).toString('hex'), 700, 500, 'jpg');
    for (const image of [wide, narrow, current, orphan]) await put(storage, image.files);
    await storage.objects.put(`${folder}/${broken}`, Buffer.from('not an image'));
    const before = new Map((await storage.objects.list()).map((object) => [object.key, object.size]));

    const failures: string[] = [];
    const repair = await repairImageVariants(storage, ({ key }) => failures.push(key));

    expect(repair).toEqual({ made: 2, removed: 2, failed: 1 });
    expect(failures).toEqual([`${folder}/${broken}`]);
    const keyOf = (image: { name: string }, width: number) => `${folder}/${image.name.replace('.jpg', `-${width}.webp`)}`;
    expect(await widthOf(storage, keyOf(wide, 360))).toBe(360);
    expect(await widthOf(storage, keyOf(narrow, 360))).toBe(360);
    expect(await storage.objects.find(keyOf(wide, 700))).toBeNull();
    expect(await storage.objects.find(keyOf(wide, 1000))).toBeNull();
    // Every variant the API names for them is there now.
    for (const image of [wide, narrow, current]) {
      for (const variant of imageVariantsOf('news', `uploads/${image.name}`)!.variants) {
        expect(await storage.objects.find(`${folder}/${variant.url.split('/').at(-1)}`), variant.url).not.toBeNull();
      }
    }
    // What was already right is untouched, byte for byte.
    const after = new Map((await storage.objects.list()).map((object) => [object.key, object.size]));
    const untouched = [...current.files.keys(), ...orphan.files.keys(), wide.name, keyOf(wide, 480).slice(folder.length + 1), narrow.name, keyOf(narrow, 400).slice(folder.length + 1)];
    for (const name of untouched) expect(after.get(`${folder}/${name}`), name).toBe(before.get(`${folder}/${name}`));

    // A second run finds nothing left to do but the file it cannot read.
    expect(await repairImageVariants(storage, () => undefined)).toEqual({ made: 0, removed: 0, failed: 1 });
  });
});

describe('a server started over images stored before a variant width existed', () => {
  let database: TestDatabase;
  let data: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    data = await mkdtemp(path.join(os.tmpdir(), 'sjg-variants-start-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(data, { recursive: true, force: true });
  });

  it('serves the new widths and no longer the widths nothing names, from its first answer', async () => {
    const uploads = path.join(data, 'uploads');
    const image = await imageStoredBefore(1000, 750, [480, 700, 960, 1000]);
    await mkdir(path.join(uploads, folder), { recursive: true });
    for (const [name, bytes] of image.files) await writeFile(path.join(uploads, folder, name), bytes);

    const server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: path.join(data, 'data'), UPLOADS_DIR: uploads, SEED_DEMO_CONTENT: 'false' });
    try {
      const named = imageVariantsOf('news', `uploads/${image.name}`)!.variants;
      expect(named.map((variant) => variant.width)).toEqual([360, 480, 960]);
      for (const variant of named) {
        const served = await fetch(`${server.baseUrl}${variant.url}`);
        expect(served.status, variant.url).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(variant.width);
      }
      for (const gone of [700, 1000]) {
        const served = await fetch(`${server.baseUrl}${named[0]!.url.replace('-360.webp', `-${gone}.webp`)}`);
        expect(served.status, `${gone}`).toBe(404);
      }
    } finally {
      await server.stop();
    }
  });
});
