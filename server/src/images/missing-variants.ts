// A stored image's variants are named from its file name and today's widths (common/image-variants.ts),
// so when the widths change, the images stored before lack some variants and keep others that no
// name points at any more. Run before a process serves (and after a restore), this makes what is
// missing and removes what is no longer named, so every srcset names files that exist. When nothing
// is missing it only lists the stored files.
import { buffer } from 'node:stream/consumers';
import { parseProcessedImageName, parseVariantFileName, variantFileName, variantWidthsFor, type ProcessedImageName } from '../../../common/image-variants.js';
import { keyParts, type Storage } from '../storage/storage.js';
import { variantsOfStoredImage } from './image-processing.js';

export type VariantRepair = { made: number; removed: number; failed: number };

/** `base` is the key without its extension: its variants' keys are `<base>-<width>.webp`. */
type StoredOriginal = { folder: string; name: ProcessedImageName; key: string; base: string };

/** The originals among the stored keys, and the widths of the variants stored beside each. */
function readListing(keys: string[]): { originals: StoredOriginal[]; variantWidths: Map<string, number[]> } {
  const originals: StoredOriginal[] = [];
  const variantWidths = new Map<string, number[]>();
  for (const key of keys) {
    const { folder, name: fileName } = keyParts(key);
    const name = parseProcessedImageName(fileName);
    if (name) {
      originals.push({ folder, name, key, base: key.slice(0, key.lastIndexOf('.')) });
      continue;
    }
    const variant = parseVariantFileName(fileName);
    if (!variant) continue;
    const base = `${folder}/${variant.original}`;
    variantWidths.set(base, [...(variantWidths.get(base) ?? []), variant.width]);
  }
  return { originals, variantWidths };
}

/**
 * Makes the variants today's widths name and the stored images lack, then removes the variants they
 * no longer name. Variants without their original are left alone: an upload writes its variants
 * first, so they may belong to an original being written. An image that fails is counted and
 * reported, and the next run tries it again.
 */
export async function repairImageVariants(storage: Storage, report: (failure: { key: string; error: unknown }) => void): Promise<VariantRepair> {
  const { originals, variantWidths } = readListing((await storage.objects.list()).map((object) => object.key));
  const repair: VariantRepair = { made: 0, removed: 0, failed: 0 };
  for (const original of originals) {
    const keyOf = (width: number) => `${original.folder}/${variantFileName(original.name, width)}`;
    const stored = variantWidths.get(original.base) ?? [];
    const wanted = variantWidthsFor(original.name.width);
    const missing = wanted.filter((width) => !stored.includes(width));
    const unnamed = stored.filter((width) => !wanted.includes(width));
    if (missing.length === 0 && unnamed.length === 0) continue;
    try {
      if (missing.length > 0) {
        const file = await storage.objects.find(original.key);
        // Removed since the listing (the trash emptied): its variants went with it.
        if (!file) continue;
        const variants = await variantsOfStoredImage(await buffer(file.open()), missing);
        await Promise.all(variants.map((variant) => storage.objects.put(keyOf(variant.width), variant.bytes)));
        repair.made += variants.length;
      }
      // After the new ones are written, so a failed write leaves the image as it was.
      await Promise.all(unnamed.map((width) => storage.objects.remove(keyOf(width))));
      repair.removed += unnamed.length;
    } catch (error) {
      repair.failed += 1;
      report({ key: original.key, error });
    }
  }
  return repair;
}
