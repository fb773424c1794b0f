// Redraws a picture on a canvas, smaller, and encodes it until it fits a byte limit (see
// shrink-plan.ts for the sizes and qualities). Runs in the browser only, on the editor's demand.
import { shrinkRounds, type Size } from './shrink-plan';

export type ShrunkImage = { file: File; width: number; height: number };

/** Types that may carry transparency: kept as WebP when the browser can encode it, JPEG would blacken it. */
const mayBeTransparent = new Set(['image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * The picture as a JPEG (or WebP) of at most maxBytes, turned upright from its EXIF orientation,
 * or null when even the smallest round does not fit. Throws when the browser cannot decode it.
 */
export async function shrinkImage(file: File, maxBytes: number, recommended: Size | null): Promise<ShrunkImage | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let type = mayBeTransparent.has(file.type) ? 'image/webp' : 'image/jpeg';
    for (const round of shrinkRounds({ width: bitmap.width, height: bitmap.height }, recommended)) {
      const canvas = drawn(bitmap, round, type === 'image/jpeg');
      for (const quality of round.qualities) {
        let blob = await encode(canvas, type, quality);
        if (blob.type !== type) {
          // This browser cannot encode WebP (it answers with PNG): JPEG on white from here on.
          type = 'image/jpeg';
          blob = await encode(drawn(bitmap, round, true), type, quality);
        }
        if (blob.size <= maxBytes) {
          return { file: new File([blob], renamed(file.name, type), { type, lastModified: Date.now() }), width: round.width, height: round.height };
        }
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function drawn(bitmap: ImageBitmap, size: Size, onWhite: boolean): AnyCanvas {
  const canvas: AnyCanvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(size.width, size.height) : Object.assign(document.createElement('canvas'), size);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas in this browser.');
  if (onWhite) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

function encode(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))), type, quality));
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}
