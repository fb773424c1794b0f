// The only module that knows where uploaded files live on disk (UPLOADS_DIR), so an object store
// can replace it later. Callers speak in areas and stored field values, never in paths.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { uploadAreas, type UploadArea } from '../../../common/upload-areas.js';

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
};

const storedNamePattern = /^[A-Za-z0-9_-]{8,64}\.(jpg|png|webp|gif|avif)$/;

export type StoredFile = { size: number; open(): Readable };

export type Storage = {
  /** Writes the bytes under a new random name and returns the value to keep in the row's field. */
  save(area: UploadArea, bytes: Buffer, extension: string): Promise<string>;
  /** Removes a stored file; a missing file is not an error (removal is retried after failures). */
  remove(area: UploadArea, field: string | null | undefined): Promise<void>;
  /** The stored file for a field value, or null when the value is not one of ours or is gone. */
  find(area: UploadArea, field: string): Promise<StoredFile | null>;
  /** Creates the area folders. */
  prepare(): Promise<void>;
};

export function createStorage(uploadsDir: string): Storage {
  const root = path.resolve(uploadsDir);

  function fileOf(area: UploadArea, field: string): string | null {
    const { fieldPrefix } = uploadAreas[area];
    if (!field.startsWith(fieldPrefix)) return null;
    const name = field.slice(fieldPrefix.length);
    // Only names we made ourselves: this also rules out '..', slashes and encoded tricks.
    if (!storedNamePattern.test(name)) return null;
    return path.join(root, areaFolders[area], name);
  }

  return {
    async prepare() {
      await Promise.all(
        Object.values(areaFolders).map((folder) => mkdir(path.join(root, folder), { recursive: true })),
      );
    },

    async save(area, bytes, extension) {
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      const folder = path.join(root, areaFolders[area]);
      await mkdir(folder, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = path.join(folder, `.${name}.partial`);
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(folder, name));
      return `${uploadAreas[area].fieldPrefix}${name}`;
    },

    async remove(area, field) {
      if (!field) return;
      const file = fileOf(area, field);
      if (file) await rm(file, { force: true });
    },

    async find(area, field) {
      const file = fileOf(area, field);
      if (!file) return null;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { size: info.size, open: () => createReadStream(file) };
      } catch {
        return null;
      }
    },
  };
}
