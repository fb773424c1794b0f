// The life of uploaded files around a database write, for content, ventures and the team alike:
// each new upload is stored and registered in the media library before the transaction, and when
// the write fails both the files and their library rows are removed again (no orphans). A picture
// the write replaces, drops or deletes forever stays in the library, unused, until someone deletes
// it from the Media screen; so a committed write removes nothing.
import { MEDIA_ALT_MAX } from '../../../common/media.js';
import type { UploadArea } from '../../../common/upload-areas.js';
import type { Clock } from '../clock.js';
import type { AdminGuardDeps } from '../http/require-admin.js';
import type { Db } from '../db/database.js';
import { storeImageFile } from '../images/image-processing.js';
import type { Logger } from '../logger.js';
import { isLibraryChoice, type ImageSource } from './library-choice.js';
import { deleteMediaByName, registerMedia } from './media.repository.js';
import { mediaNameOf } from './item-pictures.js';
import type { Storage } from '../storage/storage.js';

export type FileDeps = { storage: Storage; logger: Logger; db: Db };

/** What a content write needs: its files, and the clock that dates it. */
export type ContentDeps = FileDeps & { clock?: Clock | undefined };

/** What a route that writes content needs: the above, and what the admin guard reads. */
export type ContentRouteDeps = ContentDeps & AdminGuardDeps;

/** How the library records a new upload: its alt text (until a form says otherwise) and its uploader. */
export type StoreOptions = { alt: string; uploadedBy: number | null };

type StoredField = { area: UploadArea; field: string };

/** The files one write stored, to undo if it fails. */
export class FileChanges {
  readonly #stored: StoredField[] = [];

  constructor(private readonly deps: FileDeps) {}

  /**
   * Stores a new upload, registers it in the library and returns its field value; a library
   * choice returns the field it names (nothing is stored); undefined in, undefined out.
   */
  async store(area: UploadArea, source: ImageSource, options: StoreOptions): Promise<string>;
  async store(area: UploadArea, source: ImageSource | undefined, options: StoreOptions): Promise<string | undefined>;
  async store(area: UploadArea, source: ImageSource | undefined, options: StoreOptions): Promise<string | undefined> {
    if (!source) return undefined;
    if (isLibraryChoice(source)) return source.field;
    // Processed (upright, no metadata, WebP variants) before the transaction, which stays short.
    const stored = await storeImageFile(this.deps.storage, area, source.bytes);
    this.#stored.push({ area, field: stored.field });
    const name = mediaNameOf(area, stored.field);
    // Registered before the write, so the database's trigger (which knows neither the uploader nor the size) finds it.
    if (name) {
      await registerMedia(this.deps.db, {
        area,
        name,
        width: stored.width,
        height: stored.height,
        bytes: stored.bytes,
        alt_text: options.alt.trim().slice(0, MEDIA_ALT_MAX),
        uploaded_by: options.uploadedBy,
      });
    }
    return stored.field;
  }

  /** The write failed: remove what it stored, and the library rows of those files. */
  async discardStored(): Promise<void> {
    const files = this.#stored.splice(0);
    const results = await Promise.allSettled(
      files.map(async ({ area, field }) => {
        const name = mediaNameOf(area, field);
        if (name) await deleteMediaByName(this.deps.db, name);
        await this.deps.storage.remove(area, field);
      }),
    );
    results.forEach((result, index) => {
      // A file left behind costs disk space only; the write's own error is what the client must hear.
      if (result.status === 'rejected') {
        this.deps.logger.warn({ err: result.reason, file: files[index] }, 'could not remove a stored file');
      }
    });
  }
}

/**
 * Runs `write` with a fresh FileChanges; when it throws, the files it stored (and their library
 * rows) are removed and the error rethrown. `write` should hold one transaction, so that either
 * outcome matches the rows.
 */
export async function withFileChanges<T>(deps: FileDeps, write: (files: FileChanges) => Promise<T>): Promise<T> {
  const files = new FileChanges(deps);
  try {
    return await write(files);
  } catch (error) {
    await files.discardStored();
    throw error;
  }
}

/**
 * Stores many uploads side by side (image processing bounds its own concurrency), but lets every
 * store settle before a failure is rethrown, so discardStored() sees every file that was written.
 */
export async function storeAll<T, R>(items: T[], store: (item: T) => Promise<R>): Promise<R[]> {
  const results = await Promise.allSettled(items.map(store));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<R>).value);
}
