// The only module that knows where uploaded files live: on the local disk (UPLOADS_DIR,
// local-storage.ts) or in an S3-compatible bucket (s3-storage.ts), chosen by STORAGE. Callers speak
// in areas and stored field values, never in paths or keys. The rules every backend shares (names,
// variants written before their original, no orphan after a failed write, the search across area
// folders) live here once; a backend (object-store.ts) only puts, reads and deletes objects by key.
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Readable } from 'node:stream';
import {
  parseProcessedImageName,
  processedImageName,
  variantFileName,
  variantWidthsFor,
} from '../../../common/image-variants.js';
import { STORED_FILE_NAME, uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import type { Config } from '../config.js';
import type { ByteRange, ObjectStore, StoredObject } from './object-store.js';
import { createLocalObjects } from './local-storage.js';
import { createS3Objects } from './s3-storage.js';

/**
 * Folder of each area under UPLOADS_DIR, and key prefix of each area in the bucket: the same
 * layout, so `npm run storage:migrate` copies `news/NAME` to the key `news/NAME`.
 */
export const areaFolders = Object.fromEntries(Object.entries(uploadAreas).map(([area, { folder }]) => [area, folder])) as Record<UploadArea, string>;

/** Every folder once; an area's own folder is searched first by find. */
export const allFolders = [...new Set(Object.values(areaFolders))];

export type StoredFile = {
  size: number;
  /** The file's bytes, or only `range` of them (which must lie inside the file). */
  open(range?: ByteRange): Readable;
};

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
  /**
   * Where visitors fetch a file stored in `area` (its bytes' own area) from outside the app: the
   * bucket's or CDN's address under S3_PUBLIC_BASE_URL, or null when the app serves it itself
   * under its /backend URL (local disk, or a bucket without a public address).
   */
  publicUrlOf(area: UploadArea, field: string): string | null;
  /** The origin of those public addresses (for the pages' img-src), or null when the app serves every file. */
  publicOrigin: string | null;
  /** Creates the area folders, or checks that the bucket answers. */
  prepare(): Promise<void>;
  /**
   * The stored files as they are, by key (`news/NAME`), for backups and restores (server/src/backup),
   * which copy every object rather than follow the fields that name them.
   */
  objects: StoredObjects;
};

export type StoredObjects = {
  /** Every stored file under the area folders, sorted by key; temporary and foreign files are left out. */
  list(): Promise<StoredObject[]>;
  /** The file under a key, or null when there is none. */
  find(key: string): Promise<StoredFile | null>;
  /** Writes a file under a key; a key that is not `<area folder>/<stored name>` is refused (archives are outside input). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Deletes a file by key; a missing one is not an error. */
  remove(key: string): Promise<void>;
};

/** A key's folder (empty when it has none) and the file's name within it. */
export function keyParts(key: string): { folder: string; name: string } {
  const slash = key.lastIndexOf('/');
  return { folder: key.slice(0, Math.max(slash, 0)), name: key.slice(slash + 1) };
}

/** Whether a key is one storage itself would make: a known folder and a name it gives. */
export function isStoredKey(key: string): boolean {
  const { folder, name } = keyParts(key);
  return allFolders.includes(folder) && STORED_FILE_NAME.test(name);
}

export const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type of a stored name by its extension (every stored name has one of these). */
export function contentTypeOf(name: string): string {
  return contentTypes[/\.([a-z]+)$/.exec(name)?.[1] ?? ''] ?? 'application/octet-stream';
}

export type StorageConfig = Pick<Config, 'uploadsDir' | 'storage'>;

/**
 * The storage STORAGE names. A plain folder is the local disk there (tests and tools that need no
 * configuration).
 */
export function createStorage(config: StorageConfig | string): Storage {
  if (typeof config === 'string') return storageOn(createLocalObjects(config));
  if (config.storage.kind === 'local') return storageOn(createLocalObjects(config.uploadsDir));
  return storageOn(createS3Objects(config.storage));
}

/** The shared rules of every backend over its objects. */
export function storageOn(objects: ObjectStore): Storage {
  /** The file name a field value names in an area, or null when it is not one we made. */
  function nameOf(area: UploadArea, field: string): string | null {
    const { fieldPrefix } = uploadAreas[area];
    if (!field.startsWith(fieldPrefix)) return null;
    const name = field.slice(fieldPrefix.length);
    // Only names we made ourselves: this also rules out '..', slashes and encoded tricks.
    return STORED_FILE_NAME.test(name) ? name : null;
  }

  const keyOf = (folder: string, name: string) => `${folder}/${name}`;
  /** Folders of files last found outside their URL's area (library pictures used elsewhere): a hint, checked on use. */
  const foundElsewhere = new LRUCache<string, string>({ max: 10_000 });

  /** The keys of a stored file and, for a processed image, of its variants. */
  function keysOf(area: UploadArea, name: string): string[] {
    const folder = areaFolders[area];
    // The variants are derived from the name, as the API derives their URLs. After
    // IMAGE_VARIANT_WIDTHS changes, each start makes the stored files match (missing-variants.ts).
    const parsed = parseProcessedImageName(name);
    const variants = parsed ? variantWidthsFor(parsed.width).map((width) => keyOf(folder, variantFileName(parsed, width))) : [];
    return [keyOf(folder, name), ...variants];
  }

  async function removeStored(area: UploadArea, field: string | null | undefined): Promise<void> {
    if (!field) return;
    const name = nameOf(area, field);
    if (!name) return;
    await Promise.all(keysOf(area, name).map((key) => objects.delete(key)));
  }

  async function fileAt(key: string): Promise<StoredFile | null> {
    const size = await objects.size(key);
    return size === null ? null : { size, open: (range) => objects.read(key, size, range) };
  }

  return {
    prepare: () => objects.prepare(allFolders),

    async save(area, bytes, extension) {
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      await objects.put(keyOf(areaFolders[area], name), bytes, contentTypeOf(name));
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
      const folder = areaFolders[area];
      try {
        // Variants first: once the original exists (and so a row may point at it), so do they.
        // allSettled, not all: the clean-up below must not run while a sibling write is still
        // under way, or that write would land after it and stay behind as an orphan.
        const written = await Promise.allSettled(
          image.variants.map((variant) => objects.put(keyOf(folder, variantFileName(parsed, variant.width)), variant.bytes, 'image/webp')),
        );
        const failed = written.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        await objects.put(keyOf(folder, name), image.bytes, contentTypeOf(name));
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
      // Nearly every read is of a file in its own area's folder: one look. A library picture used
      // elsewhere costs one more round, the other folders looked at together (11 requests to a
      // bucket), and then its folder is remembered, so the next read is one look again. Names are
      // random and unique across areas, so any folder holding one holds the right file; variants
      // live beside their original, so they are found the same way.
      const first = foundElsewhere.get(name) ?? areaFolders[area];
      const inFirst = await fileAt(keyOf(first, name));
      if (inFirst) return inFirst;
      foundElsewhere.delete(name);
      const others = allFolders.filter((folder) => folder !== first);
      const found = await Promise.all(others.map((folder) => fileAt(keyOf(folder, name))));
      const index = found.findIndex((file) => file !== null);
      if (index < 0) return null;
      if (others[index] !== areaFolders[area]) foundElsewhere.set(name, others[index]!);
      return found[index]!;
    },

    publicUrlOf(area, field) {
      const name = nameOf(area, field);
      return name && objects.publicBaseUrl ? `${objects.publicBaseUrl}/${keyOf(areaFolders[area], name)}` : null;
    },

    publicOrigin: objects.publicBaseUrl ? new URL(objects.publicBaseUrl).origin : null,

    objects: {
      async list() {
        const listed = await Promise.all(allFolders.map((folder) => objects.list(folder)));
        return listed.flat().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      },
      find: (key) => (isStoredKey(key) ? fileAt(key) : Promise.resolve(null)),
      async put(key, bytes) {
        if (!isStoredKey(key)) throw new Error(`not a stored file's key: ${JSON.stringify(key)}`);
        await objects.put(key, bytes, contentTypeOf(key));
      },
      async remove(key) {
        if (isStoredKey(key)) await objects.delete(key);
      },
    },
  };
}
