// Real images for upload tests, made with sharp, some padded to an exact byte size.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { processedImageName } from '../../common/image-variants.js';

export async function smallJpeg(color = '#c33'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 5, height: 5, channels: 4, background: '#3c3c' } })
    .png()
    .toBuffer();
}

/** A valid JPEG of exactly `size` bytes: comment (COM) segments after SOI make up the difference. */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const jpeg = await smallJpeg();
  let remaining = size - jpeg.length;
  if (remaining < 0 || (remaining > 0 && remaining < 4)) throw new Error(`cannot pad a JPEG to ${size} bytes`);
  const segments: Buffer[] = [];
  while (remaining > 0) {
    // A segment is FF FE, a 2-byte length (counting itself, at most 65535), then the data.
    let take = Math.min(remaining, 65_537);
    if (remaining - take > 0 && remaining - take < 4) take -= 4;
    const segment = Buffer.alloc(take, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(take - 2, 2);
    segments.push(segment);
    remaining -= take;
  }
  const padded = Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
  if (padded.length !== size) throw new Error('padding went wrong');
  return padded;
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
);

/**
 * An uploaded JPEG's files as an older version stored them: the original under its processed
 * name, and WebP variants at `widths` only (an older version's widths, or one no rule names).
 */
export async function imageStoredBefore(width: number, height: number, widths: number[]): Promise<{ name: string; files: Map<string, Buffer> }> {
  const original = await sharp({ create: { width, height, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
  const name = processedImageName(randomBytes(16).toString('hex'), width, height, 'jpg');
  const files = new Map([[name, original]]);
  for (const each of widths) files.set(name.replace('.jpg', `-${each}.webp`), await sharp(original).resize({ width: each }).webp().toBuffer());
  return { name, files };
}
