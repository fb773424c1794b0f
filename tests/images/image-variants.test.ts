// The naming rules of processed images and their variants (common/image-variants.ts), and the
// storage module's handling of them: what it serves, what it refuses, what remove() clears.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantsOf, imageVariantsOfUrl, narrowestImageUrl, parseProcessedImageName, parseVariantFileName, srcsetOf, variantWidthsFor } from '../../common/image-variants.js';
import { createStorage, type Storage } from '../../server/src/storage/storage.js';

const stem = 'a'.repeat(32);

describe('variantWidthsFor', () => {
  it('makes the widths narrower than the original, and its own when at most one is narrower', () => {
    expect(variantWidthsFor(4000)).toEqual([360, 480, 960, 1600]);
    expect(variantWidthsFor(1601)).toEqual([360, 480, 960, 1600]);
    expect(variantWidthsFor(1600)).toEqual([360, 480, 960]);
    expect(variantWidthsFor(961)).toEqual([360, 480, 960]);
    expect(variantWidthsFor(481)).toEqual([360, 480]);
    expect(variantWidthsFor(480)).toEqual([360, 480]);
    expect(variantWidthsFor(400)).toEqual([360, 400]);
    expect(variantWidthsFor(360)).toEqual([360]);
    expect(variantWidthsFor(300)).toEqual([300]);
  });
});

describe('imageVariantsOfUrl', () => {
  it("reads an image's URL as its field: the same variants, at the app's address or the bucket's", () => {
    expect(imageVariantsOfUrl(`/backend/news/uploads/${stem}_1200x800.jpg`)).toEqual(imageVariantsOf('news', `uploads/${stem}_1200x800.jpg`));
    expect(imageVariantsOfUrl(`https://cdn.example/media/uploads/${stem}_600x600.png`)?.variants).toEqual([
      { width: 360, url: `https://cdn.example/media/uploads/${stem}_600x600-360.webp` },
      { width: 480, url: `https://cdn.example/media/uploads/${stem}_600x600-480.webp` },
    ]);
  });

  it('has none for no picture, or one stored before processing', () => {
    expect(imageVariantsOfUrl(null)).toBeNull();
    expect(imageVariantsOfUrl('/backend/news/uploads/abcdefgh12.jpg')).toBeNull();
    expect(imageVariantsOfUrl('https://example.com/photo.jpg')).toBeNull();
  });
});

describe('imageVariantsOf', () => {
  it('describes a processed image from its field value alone', () => {
    expect(imageVariantsOf('news', `uploads/${stem}_1200x800.jpg`)).toEqual({
      width: 1200,
      height: 800,
      variants: [
        { width: 360, url: `/backend/news/uploads/${stem}_1200x800-360.webp` },
        { width: 480, url: `/backend/news/uploads/${stem}_1200x800-480.webp` },
        { width: 960, url: `/backend/news/uploads/${stem}_1200x800-960.webp` },
      ],
    });
    expect(imageVariantsOf('ventureGallery', `${stem}_300x200.png`)?.variants).toEqual([
      { width: 300, url: `/backend/ventures/uploads/gallery/${stem}_300x200-300.webp` },
    ]);
  });

  it('answers null for no image, a full URL, a file stored before processing and a wrong prefix', () => {
    expect(imageVariantsOf('news', null)).toBeNull();
    expect(imageVariantsOf('blogs', 'https://example.com/a_1200x800.jpg')).toBeNull();
    expect(imageVariantsOf('ventureLogos', `https://cdn.example/logos/${stem}_600x600.png`)).toBeNull();
    expect(imageVariantsOf('news', `uploads/old/${stem}_1200x800.jpg`)).toBeNull();
    expect(imageVariantsOf('news', 'uploads/Zq3v9Xw1Ab_cD-efGhIjKl.jpg')).toBeNull();
    expect(imageVariantsOf('news', `${stem}_1200x800.jpg`)).toBeNull();
    expect(parseProcessedImageName(`${stem}_0x800.jpg`)).toBeNull();
    expect(parseProcessedImageName(`${stem}_1200x800-480.webp`)).toBeNull();
  });

  it("reads a variant's file name back to its original and width, and nothing else", () => {
    expect(parseVariantFileName(`${stem}_1200x800-480.webp`)).toEqual({ original: `${stem}_1200x800`, width: 480 });
    expect(parseVariantFileName(`${stem}_1200x800.jpg`)).toBeNull();
    expect(parseVariantFileName(`${stem}_1200x800-480.jpg`)).toBeNull();
    expect(parseVariantFileName(`../${stem}_1200x800-480.webp`)).toBeNull();
  });
});

describe('srcsetOf', () => {
  it('lists the variants, and the original when it is wider than all of them', () => {
    const image = imageVariantsOf('news', `uploads/${stem}_2000x1000.jpg`);
    expect(srcsetOf(image, '/o.jpg')).toBe(
      `/backend/news/uploads/${stem}_2000x1000-360.webp 360w, /backend/news/uploads/${stem}_2000x1000-480.webp 480w, /backend/news/uploads/${stem}_2000x1000-960.webp 960w, ` +
        `/backend/news/uploads/${stem}_2000x1000-1600.webp 1600w, /o.jpg 2000w`,
    );
    expect(srcsetOf(imageVariantsOf('news', `uploads/${stem}_300x200.jpg`), '/o.jpg')).toBe(
      `/backend/news/uploads/${stem}_300x200-300.webp 300w`,
    );
    expect(srcsetOf(null, '/o.jpg')).toBeUndefined();
  });
});

describe('narrowestImageUrl', () => {
  it('picks the narrowest variant for a thumbnail, and the original only when there is none', () => {
    expect(narrowestImageUrl(imageVariantsOf('news', `uploads/${stem}_2000x1000.jpg`), '/o.jpg')).toBe(`/backend/news/uploads/${stem}_2000x1000-360.webp`);
    expect(narrowestImageUrl(imageVariantsOf('ventureLogos', `${stem}_300x300.png`), '/o.png')).toBe(`/backend/ventures/uploads/logos/${stem}_300x300-300.webp`);
    expect(narrowestImageUrl({ width: 2000, height: 1000, variants: [{ width: 960, url: '/960.webp' }, { width: 480, url: '/480.webp' }] }, '/o.jpg')).toBe('/480.webp');
    expect(narrowestImageUrl(null, 'https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(narrowestImageUrl({ width: 10, height: 10, variants: [] }, '/o.jpg')).toBe('/o.jpg');
    expect(narrowestImageUrl(undefined, null)).toBeNull();
  });
});

describe('storage of processed images', () => {
  let folder: string;
  let storage: Storage;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-image-storage-'));
    storage = createStorage(folder);
    await storage.prepare();
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const files = (width: number) => ({
    bytes: Buffer.from('original'),
    extension: 'jpg',
    width,
    height: 700,
    variants: variantWidthsFor(width).map((each) => ({ width: each, bytes: Buffer.from(`w${each}`) })),
  });

  it('stores the original beside its variants, serves both, and removes them together', async () => {
    const field = await storage.saveImage('news', files(1000));
    expect(field).toMatch(/^uploads\/[0-9a-f]{32}_1000x700\.jpg$/);
    const variants = imageVariantsOf('news', field)!.variants;
    expect(variants.map((variant) => variant.width)).toEqual([360, 480, 960]);
    for (const variant of variants) {
      const name = `uploads/${variant.url.split('/').pop()}`;
      expect(await storage.find('news', name), name).not.toBeNull();
    }
    expect(await readdir(path.join(folder, 'news'))).toHaveLength(4);
    await storage.remove('news', field);
    expect(await readdir(path.join(folder, 'news'))).toEqual([]);
  });

  it('refuses variants that do not match the original width', async () => {
    await expect(storage.saveImage('news', { ...files(1000), variants: [{ width: 1600, bytes: Buffer.from('x') }] })).rejects.toThrow();
    expect(await readdir(path.join(folder, 'news'))).toEqual([]);
  });

  it('finds no file for names it never makes', async () => {
    const field = await storage.saveImage('ventureGallery', files(500));
    const variant = field.replace('.jpg', '-480.webp');
    expect(await storage.find('ventureGallery', variant)).not.toBeNull();
    for (const name of [`../${variant}`, `x/${variant}`, `${variant}/..`, '..', `${field}.webp`, field.replace('.jpg', '-480.webp.exe')]) {
      expect(await storage.find('ventureGallery', name), name).toBeNull();
    }
  });
});
