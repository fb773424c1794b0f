// Responsive versions of stored images. A processed image's file name carries its size
// (`<32 hex>_<width>x<height>.<ext>`), and its WebP variants are named after it
// (`<32 hex>_<width>x<height>-<variant width>.webp`), so the server can describe every variant of
// a row's image from the field value alone: no extra column, no query, no disk access per request.
import { uploadAreas, uploadUrl, type UploadArea } from './upload-areas.js';

/** The widths of the WebP variants, narrowest first. */
export const IMAGE_VARIANT_WIDTHS = [360, 480, 960, 1600] as const;

export type ImageVariant = { width: number; url: string };

/**
 * The `<field>_variants` sibling of an image field (the field's name without a trailing `_url`,
 * then `_variants`: image_url -> image_variants, logo_url -> logo_variants, client_image ->
 * client_image_variants). width/height are the original's, after orientation; variants are WebP,
 * narrowest first, none wider than the original. null when the image is absent or was not
 * processed (a full URL, a file stored before processing existed).
 */
export type ImageVariants = { width: number; height: number; variants: ImageVariant[] };

/** `<32 hex>_<width>x<height>`: a processed image's name without its extension, which its variants' names start with. */
const processedBase = String.raw`([0-9a-f]{32})_([1-9]\d{0,4})x([1-9]\d{0,4})`;
const processedNamePattern = new RegExp(String.raw`^${processedBase}\.(jpg|png|webp|gif|avif)$`);

export type ProcessedImageName = { stem: string; width: number; height: number; extension: string };

/**
 * The widths to make for an original `width` px wide: every width narrower than it, and its own
 * width when at most one is narrower (up to 480 px), so a screen that wants a small picture whole
 * gets a WebP rather than its JPEG or PNG (a 400 px picture: 360 and 400). A wider picture's
 * largest slot is served its original: a full-size WebP beside it would cost every upload an
 * encode that few screens ask for.
 */
export function variantWidthsFor(width: number): number[] {
  const narrower = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  return narrower.length <= 1 ? [...narrower, width] : narrower;
}

export function processedImageName(stem: string, width: number, height: number, extension: string): string {
  return `${stem}_${width}x${height}.${extension}`;
}

/** The parts of a processed image's file name, or null for any other name. */
export function parseProcessedImageName(name: string): ProcessedImageName | null {
  const match = processedNamePattern.exec(name);
  if (!match) return null;
  return { stem: match[1]!, width: Number(match[2]), height: Number(match[3]), extension: match[4]! };
}

const variantNamePattern = new RegExp(String.raw`^(?<original>${processedBase})-(?<width>[1-9]\d{0,4})\.webp$`);

/** A variant's file name read back: its original's name without the extension, and its width; null for any other name. */
export function parseVariantFileName(name: string): { original: string; width: number } | null {
  const match = variantNamePattern.exec(name);
  return match?.groups ? { original: match.groups.original!, width: Number(match.groups.width) } : null;
}

/** The file name of a processed image's variant `width` px wide. */
export function variantFileName(name: ProcessedImageName, width: number): string {
  return `${name.stem}_${name.width}x${name.height}-${width}.webp`;
}

/**
 * What the API adds beside an image field: the original's size and its variants' URLs. Only a file
 * the server stored directly in the area's folder has variants (a full URL has none).
 */
export function imageVariantsOf(area: UploadArea, field: string | null | undefined): ImageVariants | null {
  const { fieldPrefix } = uploadAreas[area];
  if (!field?.startsWith(fieldPrefix) || field.includes('/', fieldPrefix.length)) return null;
  return imageVariantsOfUrl(uploadUrl(area, field));
}

/**
 * The variants of the image at `url` (an upload URL, or its public storage address), read from its
 * file name as imageVariantsOf reads a field, in the same folder: for the search's results, whose
 * reply names each picture by its URL alone: it is made afresh for every query, and listing the
 * variants in it made it much larger and slower (bench/RESULTS.md, 2026-12-05).
 */
export function imageVariantsOfUrl(url: string | null | undefined): ImageVariants | null {
  if (!url) return null;
  const folderEnd = url.lastIndexOf('/') + 1;
  const name = parseProcessedImageName(url.slice(folderEnd));
  if (!name) return null;
  const folder = url.slice(0, folderEnd);
  return { width: name.width, height: name.height, variants: variantWidthsFor(name.width).map((width) => ({ width, url: folder + variantFileName(name, width) })) };
}

/**
 * The `srcset` of an image: its variants, plus the original (`originalUrl`) when it is wider than
 * every variant, so a wide or dense screen can still have full resolution. Undefined when there is
 * nothing to choose from, so `<img srcSet={...}>` is simply left out.
 */
export function srcsetOf(image: ImageVariants | null | undefined, originalUrl?: string | null): string | undefined {
  if (!image || image.variants.length === 0) return undefined;
  const candidates = image.variants.map((variant) => `${variant.url} ${variant.width}w`);
  const widest = Math.max(...image.variants.map((variant) => variant.width));
  if (originalUrl && image.width > widest) candidates.push(`${originalUrl} ${image.width}w`);
  return candidates.join(', ');
}

/**
 * The URL of an image's narrowest variant, for a thumbnail (the admin lists' 64 px pictures), or
 * `originalUrl` when the image has no variants (a full URL, a file stored before processing).
 */
export function narrowestImageUrl(image: ImageVariants | null | undefined, originalUrl: string | null): string | null {
  const narrowest = image?.variants.reduce<ImageVariant | undefined>((best, variant) => (best && best.width <= variant.width ? best : variant), undefined);
  return narrowest?.url ?? originalUrl;
}
