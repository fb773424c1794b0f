// Uploaded files on the local disk (STORAGE=local, the default): the key `news/NAME` is the file
// UPLOADS_DIR/news/NAME. One process, or several sharing one disk.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_FILE_NAME } from '../../../common/upload-areas.js';
import type { ObjectStore, StoredObject } from './object-store.js';

export function createLocalObjects(uploadsDir: string): ObjectStore {
  const root = path.resolve(uploadsDir);
  // Keys are built by storage.ts from names that passed STORED_FILE_NAME and fixed folders, so
  // they never leave the root.
  const fileOf = (key: string) => path.join(root, key);

  return {
    async prepare(folders) {
      await Promise.all(folders.map((folder) => mkdir(path.join(root, folder), { recursive: true })));
    },

    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async size(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },

    read(key, _size, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async list(folder) {
      const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const found: StoredObject[] = [];
      // `.partial` files of writes under way fail the name test, so a backup never copies half a file.
      for (const entry of entries.filter((each) => each.isFile() && STORED_FILE_NAME.test(each.name))) {
        const info = await stat(path.join(root, folder, entry.name)).catch(() => null);
        // Gone since the listing (removed meanwhile): not there, as the other names are.
        if (info) found.push({ key: `${folder}/${entry.name}`, size: info.size });
      }
      return found;
    },

    publicBaseUrl: undefined,
  };
}
