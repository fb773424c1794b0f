// processImage on its own: animations survive, and bytes sharp cannot decode are a typed 400.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages.js';
import { ValidationError } from '../../server/src/http/errors.js';
import { processImage } from '../../server/src/images/image-processing.js';

describe('processImage', () => {
  it('keeps an animated GIF animated, frames and delays included, and animates its variant', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } }).gif({ delay: [100, 200, 300], loop: 0 }).toBuffer();
    const processed = await processImage(gif);
    expect(processed).toMatchObject({ extension: 'gif', width: 40, height: 30 });
    expect(await sharp(processed.bytes).metadata()).toMatchObject({ format: 'gif', pages: 3, delay: [100, 200, 300] });
    expect(processed.variants).toHaveLength(1);
    expect(await sharp(processed.variants[0]!.bytes).metadata()).toMatchObject({ format: 'webp', width: 40, pages: 3 });
  });

  it('keeps a palette PNG a palette PNG', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#123456' } }).png({ palette: true }).toBuffer();
    const processed = await processImage(png);
    expect(processed.extension).toBe('png');
    expect((await sharp(processed.bytes).metadata()).isPalette).toBe(true);
    expect(processed.variants.map((variant) => variant.width)).toEqual([360, 480]);
  });

  it('refuses a truncated JPEG as not an image', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const error = await processImage(jpeg.subarray(0, 200)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(serverMessages.notAnImage);
  });
});
