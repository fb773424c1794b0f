// The only module that knows where uploaded files live on disk (UPLOADS_DIR), so an object store
// can replace it later. Callers speak in areas and stored field values, never in paths.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  parseProcessedImageName,
  processedImageName,
  variantFileName,
  variantWidthsFor,
} from '../../../common/image-variants.js';
import { STORED_FILE_NAME, uploadAreas, type UploadArea } from '../../../common/upload-areas.js';

/** Folder of each area under UPLOADS_DIR. */
const areaFolders: Record<UploadArea, string> = {
  news: 'news',
  blogs: 'blogs',
  investors: 'investors',
  testimonials: 'testimonials',
  ventureLogos: 'ventures/logos',
  ventureImages: 'ventures/venture_uploads',
  ventureStats: 'ventures/stats',
  ventureCategories: 'ventures/categories',
  ventureClients: 'ventures/clients',
  ventureGallery: 'ventures/gallery',
  team: 'team',
  media: 'media',
};

/** Every folder once; an area's own folder is searched first by find. */
const allFolders = [...new Set(Object.values(areaFolders))];

export type StoredFile = { size: number; open(): Readable };

/** A processed image to store: the re-encoded original, its size after orientation, its WebP variants. */
export type ImageFiles = {
  bytes: Buffer;
  extension: string;
  width: number;
  height: number;
  /** One per variantWidthsFor(width), in any order. */
  variants: { width: number; bytes: Buffer }[];
};

export type Storage = {
  /**
   * Writes the bytes as they are under a new random name and returns the value to keep in the
   * row's field. Uploaded images go through saveImage instead, after processImage.
   */
  save(area: UploadArea, bytes: Buffer, extension: string): Promise<string>;
  /**
   * Stores a processed image and its variants under names carrying its size (common/image-variants.ts)
   * and returns the value to keep in the row's field.
   */
  saveImage(area: UploadArea, image: ImageFiles): Promise<string>;
  /**
   * Removes a stored file and, for a processed image, all its variants; a missing file is not an
   * error (removal is retried after failures).
   */
  remove(area: UploadArea, field: string | null | undefined): Promise<void>;
  /**
   * The stored file for a field value, or null when the value is not one of ours or is gone. A name
   * not in the area's own folder is looked for in the others': a library picture keeps its bytes in
   * the folder it was uploaded to, and every item that uses it names it under its own area.
   */
  find(area: UploadArea, field: string): Promise<StoredFile | null>;
  /** Creates the area folders. */
  prepare(): Promise<void>;
};

export function createStorage(uploadsDir: string): Storage {
  const root = path.resolve(uploadsDir);

  /** The file name a field value names in an area, or null when it is not one we made. */
  function nameOf(area: UploadArea, field: string): string | null {
    const { fieldPrefix } = uploadAreas[area];
    if (!field.startsWith(fieldPrefix)) return null;
    const name = field.slice(fieldPrefix.length);
    // Only names we made ourselves: this also rules out '..', slashes and encoded tricks.
    return STORED_FILE_NAME.test(name) ? name : null;
  }

  function fileOf(area: UploadArea, field: string): string | null {
    const name = nameOf(area, field);
    return name ? path.join(root, areaFolders[area], name) : null;
  }

  async function statFile(file: string): Promise<StoredFile | null> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { size: info.size, open: () => createReadStream(file) };
    } catch {
      return null;
    }
  }

  async function removeStored(area: UploadArea, field: string | null | undefined): Promise<void> {
    if (!field) return;
    const file = fileOf(area, field);
    if (!file) return;
    // The variants are derived from the name, as the API derives their URLs. Changing
    // IMAGE_VARIANT_WIDTHS therefore needs the stored files to be re-processed.
    const parsed = parseProcessedImageName(path.basename(file));
    const variants = parsed ? variantWidthsFor(parsed.width).map((width) => path.join(path.dirname(file), variantFileName(parsed, width))) : [];
    await Promise.all([file, ...variants].map((each) => rm(each, { force: true })));
  }

  async function writeAtomically(area: UploadArea, name: string, bytes: Buffer): Promise<void> {
    const folder = path.join(root, areaFolders[area]);
    await mkdir(folder, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = path.join(folder, `.${name}.partial`);
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(folder, name));
  }

  return {
    async prepare() {
      await Promise.all(
        Object.values(areaFolders).map((folder) => mkdir(path.join(root, folder), { recursive: true })),
      );
    },

    async save(area, bytes, extension) {
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      await writeAtomically(area, name, bytes);
      return `${uploadAreas[area].fieldPrefix}${name}`;
    },

    async saveImage(area, image) {
      const name = processedImageName(randomBytes(16).toString('hex'), image.width, image.height, image.extension);
      const parsed = parseProcessedImageName(name);
      if (!parsed) throw new Error(`not a storable image name: ${name}`);
      const expected = variantWidthsFor(image.width);
      if (image.variants.length !== expected.length || !image.variants.every((variant) => expected.includes(variant.width))) {
        throw new Error(`variants of a ${image.width} px image must be ${expected.join(', ')} px wide`);
      }
      const field = `${uploadAreas[area].fieldPrefix}${name}`;
      try {
        // Variants first: once the original exists (and so a row may point at it), so do they.
        await Promise.all(image.variants.map((variant) => writeAtomically(area, variantFileName(parsed, variant.width), variant.bytes)));
        await writeAtomically(area, name, image.bytes);
      } catch (error) {
        await removeStored(area, field);
        throw error;
      }
      return field;
    },

    remove: removeStored,

    async find(area, field) {
      const name = nameOf(area, field);
      if (!name) return null;
      const own = areaFolders[area];
      // Names are random and unique across areas, so the first folder holding one holds the right
      // file; variants live beside their original, so they are found the same way.
      for (const folder of [own, ...allFolders.filter((each) => each !== own)]) {
        const found = await statFile(path.join(root, folder, name));
        if (found) return found;
      }
      return null;
    },
  };
}
