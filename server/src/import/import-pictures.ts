// A picture the old site names, made ready for the admin's image pipeline: downloaded, checked as
// an upload is (its bytes must be an image, within the pixel limit), and, when it is over the
// limit of the field it goes to, made smaller until it fits: the old site's pictures predate the
// limits, and a smaller picture serves the pages better than none.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { checkImage, type UploadedImage } from '../http/image-upload.js';
import type { UploadArea } from '../../../common/upload-areas.js';
import type { OldSiteClient } from './old-site.client.js';

export type FetchedPicture = {
  url: string;
  /** SHA-256 of the bytes the old site served: what the next run compares. */
  sha256: string;
  /** What goes to the services, as a checked upload of the form would. */
  upload: UploadedImage;
  /** Set when the picture had to be made smaller to fit its limit. */
  resized?: { fromBytes: number; toBytes: number; from: string; to: string };
};

export function sha256Of(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function fetchPicture(client: OldSiteClient, area: UploadArea, field: string, limit: number): Promise<FetchedPicture> {
  const url = client.pictureUrl(area, field);
  const bytes = await client.getPicture(url);
  const checked = await checkImage(area, bytes).catch((error: unknown) => {
    throw new Error(`the picture ${url} is broken: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (bytes.length <= limit) return { url, sha256: sha256Of(bytes), upload: checked };
  const smaller = await shrinkToFit(bytes, checked, limit);
  return {
    url,
    sha256: sha256Of(bytes),
    upload: await checkImage(area, smaller.bytes),
    resized: { fromBytes: bytes.length, toBytes: smaller.bytes.length, from: `${checked.width}×${checked.height}`, to: `${smaller.width}×${smaller.height}` },
  };
}

/** Encoders that keep each format (a PNG stays lossless, a GIF stays a GIF), at the pipeline's own settings. */
function encode(pipeline: Sharp, extension: string): Sharp {
  switch (extension) {
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: true });
    case 'webp':
      return pipeline.webp({ quality: 82 });
    case 'gif':
      return pipeline.gif();
    case 'avif':
      return pipeline.avif({ quality: 60, effort: 2 });
    default:
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
  }
}

/**
 * Re-encodes, then scales down by the square root of the overshoot (bytes grow with the area) with
 * a margin, until the file fits; a few rounds suffice for any real picture.
 */
async function shrinkToFit(bytes: Buffer, image: UploadedImage, limit: number): Promise<{ bytes: Buffer; width: number; height: number }> {
  const animated = image.extension === 'gif' || image.extension === 'webp';
  let width = image.width;
  let scale = 1;
  for (let round = 0; round < 8; round += 1) {
    const pipeline = sharp(bytes, { animated, failOn: 'error' }).autoOrient();
    const resized = scale < 1 ? pipeline.resize({ width: Math.max(1, Math.floor(width * scale)) }) : pipeline;
    const { data, info } = await encode(resized, image.extension).toBuffer({ resolveWithObject: true });
    if (data.length <= limit) return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
    width = info.width;
    scale = Math.sqrt(limit / data.length) * 0.9;
  }
  throw new Error(`could not make the picture smaller than ${limit} bytes`);
}
