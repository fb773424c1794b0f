// The pictures the site ships in web/public (the home banner's twenty venture pictures, logos, the
// map, the fallbacks) all decode: an SVG that is not well-formed XML ("&AMP;" for "&amp;") shows
// as a broken-image icon, and librsvg, parsing with libxml2, refuses it just as a browser does.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bannerVentures } from '../../web/src/content/banner-ventures';

const publicDir = path.resolve(import.meta.dirname, '../../web/public');

async function picturesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(svg|png|jpe?g|webp|gif|avif)$/i.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('the pictures in web/public', () => {
  it('include the picture of every venture on the home banner', async () => {
    const pictures = await picturesIn(publicDir);
    for (const venture of bannerVentures) expect(pictures, venture.name).toContain(venture.image);
  });

  it('each decode to their pixels', async () => {
    const pictures = await picturesIn(publicDir);
    expect(pictures.length).toBeGreaterThan(20);
    for (const picture of pictures) {
      const decoded = await sharp(path.join(publicDir, picture))
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ info }) => ({ width: info.width }))
        .catch((error: unknown) => ({ error: String(error) }));
      expect(decoded, picture).toMatchObject({ width: expect.any(Number) });
    }
  });
});
