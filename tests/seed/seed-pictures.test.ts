// Every picture of the demo content decodes: each SVG the seed draws is well-formed XML (librsvg
// parses it with libxml2, which refuses "&AMP;" and any other slip), and each file it stores, the
// rendered original and every WebP variant, decodes to pixels.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageFormat, RenderedImage } from '../../seed/artwork/render.js';
import { blogs } from '../../seed/content/blogs.js';
import { investors } from '../../seed/content/investors.js';
import { news } from '../../seed/content/news.js';
import { testimonials } from '../../seed/content/testimonials.js';
import { ventures } from '../../seed/content/ventures.js';
import { createLogger } from '../../server/src/logger.js';
import { createStorage } from '../../server/src/storage/storage.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const SEED_TIMEOUT = 180_000;
/** Decoding every stored file whole takes 21 s on a quiet 2-core machine and over 30 s on a busy one. */
const DECODE_TIMEOUT = 120_000;

/** Every SVG the seed hands to the renderer, in the order it does. */
const drawn = vi.hoisted(() => [] as { svg: string; format: ImageFormat }[]);

vi.mock('../../seed/artwork/render.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../seed/artwork/render.js')>();
  return {
    ...original,
    renderImage(svg: string, format: ImageFormat, limitBytes: number): Promise<RenderedImage> {
      drawn.push({ svg, format });
      return original.renderImage(svg, format, limitBytes);
    },
  };
});

describe('the pictures of the demo content', () => {
  let database: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-seed-pictures-'));
    const storage = createStorage(folder);
    await storage.prepare();
    // Test files share a worker's modules (vitest.config.ts): an earlier file may have loaded the
    // renderer before the mock above, so the seed is loaded afresh, with the mock in place.
    vi.resetModules();
    const { seedDemoContent } = await import('../../seed/seed.js');
    await seedDemoContent({ db: database.db, storage, logger: createLogger('silent') });
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await database?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('draws every picture as well-formed SVG', async () => {
    // Each venture's logo, banner, about picture and stats card and one per child; one per other item.
    const perVenture = ventures.map((v) => 4 + v.subcategories.length + v.clients.length + v.gallery.length);
    const expected = perVenture.reduce((a, b) => a + b, 0) + news.length + blogs.length + investors.length + testimonials.length;
    expect(drawn).toHaveLength(expected);
    for (const [i, { svg }] of drawn.entries()) {
      expect(svg, `picture ${i}`).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const meta = await sharp(Buffer.from(svg)).metadata().catch((error: unknown) => ({ error: String(error), svg }));
      expect(meta, `picture ${i}`).toMatchObject({ format: 'svg' });
    }
  });

  it('stores every picture, original and variants, as a file that decodes to its pixels', async () => {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
    const originals = files.filter((file) => !/-\d+\.webp$/.test(file));
    expect(originals).toHaveLength(drawn.length);
    expect(files.length).toBeGreaterThan(originals.length);
    for (const file of files) {
      // A full decode, not only the header: a truncated or corrupt body fails here.
      const decoded = await sharp(file, { failOn: 'warning' })
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ info }) => ({ width: info.width, height: info.height }))
        .catch((error: unknown) => ({ error: String(error) }));
      expect(decoded, path.relative(folder, file)).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
      expect((decoded as { width?: number }).width, path.relative(folder, file)).toBeGreaterThan(0);
      const expectedFormats = file.endsWith('.webp') ? ['webp'] : ['jpeg', 'png'];
      expect(expectedFormats, path.relative(folder, file)).toContain((await sharp(file).metadata()).format);
    }
  }, DECODE_TIMEOUT);
});
