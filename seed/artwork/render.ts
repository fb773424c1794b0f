// Renders an artwork SVG to the bytes we store: JPEG for photos and banners, PNG for logos.
import sharp from 'sharp';

export type ImageFormat = 'jpg' | 'png';

export type RenderedImage = { bytes: Buffer; extension: ImageFormat };

/** Renders the SVG; fails loudly when the result would break the upload limit of its kind (SPEC §5). */
export async function renderImage(svg: string, format: ImageFormat, limitBytes: number): Promise<RenderedImage> {
  const image = sharp(Buffer.from(svg));
  const bytes =
    format === 'png'
      ? await image.png({ palette: true, compressionLevel: 9, effort: 4 }).toBuffer()
      : // The upload pipeline re-encodes it (mozjpeg at 82): for this first copy a plain encoder at a
        // high quality is all but free, where mozjpeg took as long as drawing the SVG.
        await image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
  if (bytes.length > limitBytes) {
    throw new Error(`generated ${format} of ${bytes.length} bytes exceeds its ${limitBytes}-byte limit`);
  }
  return { bytes, extension: format };
}
