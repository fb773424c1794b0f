// Every stored image goes through here once: decoded with sharp, turned upright (EXIF orientation),
// re-encoded without metadata in its own format, and given WebP variants at the widths of
// common/image-variants.ts (never wider than the original). Storage then keeps them side by side.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { variantWidthsFor } from '../../../common/image-variants.js';
import { serverMessages } from '../../../common/messages.js';
import type { UploadArea } from '../../../common/upload-areas.js';
import { createLimiter } from '../concurrency.js';
import { ValidationError } from '../http/errors.js';
import { MAX_IMAGE_PIXELS } from '../http/image-upload.js';
import type { ImageFiles, Storage } from '../storage/storage.js';

type OutputFormat = { extension: string; encode(pipeline: Sharp, input: Metadata): Sharp };

// sharp writes no metadata (EXIF, XMP, ICC, comments) unless asked to, so re-encoding is what strips
// it. The settings keep a re-encoded file about the size of what was uploaded: mozjpeg at 82 rather
// than a plain encoder at a higher quality, and a palette PNG stays a palette PNG.
const outputFormats: Record<string, OutputFormat> = {
  jpeg: { extension: 'jpg', encode: (pipeline) => pipeline.jpeg({ quality: 82, mozjpeg: true }) },
  png: { extension: 'png', encode: (pipeline, input) => pipeline.png({ palette: input.isPalette === true, compressionLevel: 9 }) },
  webp: { extension: 'webp', encode: (pipeline) => pipeline.webp({ quality: 82 }) },
  // Animated GIFs stay animated: sharp (libvips with cgif) keeps every frame, the delays and the
  // loop count, so re-encoding loses only the metadata (comments, XMP) like every other format.
  gif: { extension: 'gif', encode: (pipeline) => pipeline.gif() },
  // A low effort: AVIF encoding is slow, and the upload waits for it.
  heif: { extension: 'avif', encode: (pipeline) => pipeline.avif({ quality: 60, effort: 2 }) },
};

/** Formats whose files may hold several frames that sharp can carry through as an animation. */
const animatedFormats = new Set(['gif', 'webp']);

const VARIANT_QUALITY = 78;

// libvips keeps recent operations and their pixels (up to 50 MB) for reuse; every upload here is a
// new image, so the cache would only hold memory.
sharp.cache(false);

// Each job decodes the image once per output; two at a time keep both cores busy without letting a
// burst of uploads hold many decoded images in memory at once.
const processingSlot = createLimiter(2);

/** Processes `bytes` (an image checked by checkImage or rendered by the seed) and stores the result. */
export async function storeImage(storage: Storage, area: UploadArea, bytes: Buffer): Promise<string> {
  return (await storeImageFile(storage, area, bytes)).field;
}

/** What the media library records of a stored image: its field value, its size after orientation and its bytes. */
export type StoredImage = { field: string; width: number; height: number; bytes: number };

/** As storeImage, with the stored original's size, for the library's row. */
export async function storeImageFile(storage: Storage, area: UploadArea, bytes: Buffer): Promise<StoredImage> {
  const image = await processImage(bytes);
  const field = await storage.saveImage(area, image);
  return { field, width: image.width, height: image.height, bytes: image.bytes.length };
}

/** The upright, metadata-free original and its WebP variants. Bytes sharp cannot decode are a 400. */
export async function processImage(bytes: Buffer): Promise<ImageFiles> {
  return processingSlot(async () => {
    try {
      return await processNow(bytes);
    } catch (error) {
      throw toValidationError(error);
    }
  });
}

async function processNow(bytes: Buffer): Promise<ImageFiles> {
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  const format = outputFormats[metadata.format];
  if (!format) throw new ValidationError(serverMessages.notAnImage);
  const animated = animatedFormats.has(metadata.format) && (metadata.pages ?? 1) > 1;
  // The pixel limit counts every frame of an animation: that is what decoding it costs.
  // failOn 'error': a file with a minor flaw that browsers show anyway is accepted.
  const decode = () => sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient();

  // The upright size is known from the header, so the original and its variants encode side by side.
  const { width, height } = metadata.autoOrient;
  const [original, variants] = await Promise.all([
    format.encode(decode(), metadata).toBuffer({ resolveWithObject: true }),
    encodeVariants(decode, variantWidthsFor(width)),
  ]);
  // For an animation, info.height is all frames stacked; one frame is pageHeight.
  const encodedHeight = original.info.pageHeight ?? original.info.height;
  if (original.info.width !== width || encodedHeight !== height) {
    throw new Error(`image header said ${width}x${height}, decoding gave ${original.info.width}x${encodedHeight}`);
  }
  return { bytes: original.data, extension: format.extension, width, height, variants };
}

/** The WebP variants `widths` px wide, each from its own decoding, side by side. */
function encodeVariants(decode: () => Sharp, widths: number[]): Promise<{ width: number; bytes: Buffer }[]> {
  return Promise.all(
    widths.map(async (width) => ({
      width,
      bytes: await decode().resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY }).toBuffer(),
    })),
  );
}

/**
 * The WebP variants `widths` px wide of an original stored earlier (already upright and without
 * metadata), for the widths it was stored without (missing-variants.ts).
 */
export async function variantsOfStoredImage(bytes: Buffer, widths: number[]): Promise<{ width: number; bytes: Buffer }[]> {
  return processingSlot(async () => {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    const animated = animatedFormats.has(metadata.format) && (metadata.pages ?? 1) > 1;
    return encodeVariants(() => sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS }), widths);
  });
}

function toValidationError(error: unknown): unknown {
  if (error instanceof ValidationError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new ValidationError(serverMessages.imageTooManyPixels);
  // checkImage read the header; a body sharp cannot decode is still not an image.
  if (error instanceof Error) return new ValidationError(serverMessages.notAnImage);
  return error;
}
