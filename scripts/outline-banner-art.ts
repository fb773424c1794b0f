// Writes the banner's slides to web/public/images/banner/ from their sources in web/artwork/banner/:
// the text drawn as outlines (scripts/svg-text-outlines.ts), then drawn as WebP pictures in two
// widths. Chrome draws an SVG picture on the page's main thread, and a WebP off it (bench/RESULTS.md,
// 2026-12-03). Run after editing a source: npm run artwork:banner
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { BANNER_PICTURE_WIDTHS, bannerPictureFile } from '../common/banner-pictures';
import { outlineSvgText } from './svg-text-outlines';

const root = path.resolve(import.meta.dirname, '..');
export const bannerSources = path.join(root, 'web/artwork/banner');
export const bannerOutputs = path.join(root, 'web/public/images/banner');
/** Each source's SHA-256 when its pictures were last drawn: a source edited since differs from it. */
export const drawnSources = path.join(bannerSources, 'drawn.json');

export function sourceHash(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

/** The artwork's own width: the sources are drawn on a 720 × 540 canvas. */
const SOURCE_WIDTH = 720;
const WEBP_QUALITY = 75;

/** A slide's source drawn `width` pixels wide with its text outlined, for sharp to write as WebP or read as pixels. */
export function drawSlide(source: string, width: number): Sharp {
  return sharp(Buffer.from(outlineSvgText(source)), { density: (72 * width) / SOURCE_WIDTH }).resize(width);
}

if (import.meta.filename === process.argv[1]) {
  const names = (await readdir(bannerSources)).filter((name) => name.endsWith('.svg')).sort();
  for (const old of await readdir(bannerOutputs)) await rm(path.join(bannerOutputs, old));
  const drawn: Record<string, string> = {};
  for (const name of names) {
    const source = await readFile(path.join(bannerSources, name), 'utf8');
    drawn[name] = sourceHash(source);
    const number = /(\d+)\.svg$/.exec(name)![1]!;
    for (const width of BANNER_PICTURE_WIDTHS) {
      await drawSlide(source, width).webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(path.join(bannerOutputs, bannerPictureFile(number, width)));
    }
  }
  await writeFile(drawnSources, `${JSON.stringify(drawn, null, 2)}\n`);
  console.log(`Drew ${names.length} banner slides into ${path.relative(root, bannerOutputs)}/ (${BANNER_PICTURE_WIDTHS.join(' and ')} px wide)`);
}
