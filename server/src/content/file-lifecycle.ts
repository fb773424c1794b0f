// The life of uploaded files around a database write, for content and ventures alike: new files are
// stored before the transaction and removed again when it fails (no orphans); the files it replaced
// or deleted are removed only after it has committed (no row ever points at a missing file), and
// only when no revision names them any more (a revision is restorable with its pictures).
import type { UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { filesNamedByNoRevision } from '../editorial/revisions.repository.js';
import type { UploadedImage } from '../http/image-upload.js';
import { storeImage } from '../images/image-processing.js';
import type { Logger } from '../logger.js';
import type { Storage } from '../storage/storage.js';

export type FileDeps = { storage: Storage; logger: Logger; db: Db };
export type NewFile = { area: UploadArea; image: UploadedImage };
export type StoredFileRef = { area: UploadArea; field: string | null | undefined };

/** What a write hands back: its result and the files that are no longer referenced. */
export type WriteOutcome<T> = { result: T; obsolete: StoredFileRef[] };

type StoredField = { area: UploadArea; field: string };

/** The files one write touches: those it stored and those it means to retire once committed. */
export class FileChanges {
  readonly #stored: StoredField[] = [];
  readonly #retired: StoredField[] = [];

  constructor(private readonly deps: FileDeps) {}

  /** Stores a new upload and returns its field value; undefined in, undefined out. */
  async store(area: UploadArea, image: UploadedImage): Promise<string>;
  async store(area: UploadArea, image: UploadedImage | undefined): Promise<string | undefined>;
  async store(area: UploadArea, image: UploadedImage | undefined): Promise<string | undefined> {
    if (!image) return undefined;
    // Processed (upright, no metadata, WebP variants) before the transaction, which stays short.
    const field = await storeImage(this.deps.storage, area, image.bytes);
    this.#stored.push({ area, field });
    return field;
  }

  /** Marks a stored file for removal once the write has committed. */
  retire(area: UploadArea, field: string | null | undefined): void {
    if (field) this.#retired.push({ area, field });
  }

  /** The write failed: remove what it stored, keep what it meant to retire. */
  async discardStored(): Promise<void> {
    await this.#removeAll(this.#stored.splice(0));
    this.#retired.length = 0;
  }

  /** The write committed: remove the files it replaced or deleted that no revision names. */
  async removeRetired(): Promise<void> {
    this.#stored.length = 0;
    const retired = this.#retired.splice(0);
    let unnamed: StoredField[];
    try {
      unnamed = (await filesNamedByNoRevision(this.deps.db, retired)) as StoredField[];
    } catch (error) {
      // Unsure whether a revision still names them: keeping a file is the safe mistake.
      this.deps.logger.warn({ err: error }, 'could not check stored files against revisions');
      return;
    }
    await this.#removeAll(unnamed);
  }

  async #removeAll(files: StoredField[]): Promise<void> {
    const results = await Promise.allSettled(files.map(({ area, field }) => this.deps.storage.remove(area, field)));
    results.forEach((result, index) => {
      // A file left behind costs disk space only; failing a request whose rows are settled would lie.
      if (result.status === 'rejected') {
        this.deps.logger.warn({ err: result.reason, file: files[index] }, 'could not remove a stored file');
      }
    });
  }
}

/**
 * Runs `write` with a fresh FileChanges: when it succeeds, the files it retired are removed; when
 * it throws, the files it stored are removed and the error rethrown. `write` should hold one
 * transaction, so that either outcome matches the rows.
 */
export async function withFileChanges<T>(deps: FileDeps, write: (files: FileChanges) => Promise<T>): Promise<T> {
  const files = new FileChanges(deps);
  let result: T;
  try {
    result = await write(files);
  } catch (error) {
    await files.discardStored();
    throw error;
  }
  await files.removeRetired();
  return result;
}

/**
 * Stores `files`, then runs `write` with their field values (in the same order); the files in its
 * outcome's `obsolete` are removed after it succeeds.
 */
export async function writeWithFiles<T>(
  deps: FileDeps,
  files: NewFile[],
  write: (storedFields: string[]) => Promise<WriteOutcome<T>>,
): Promise<T> {
  return withFileChanges(deps, async (changes) => {
    const stored: string[] = [];
    for (const file of files) stored.push(await changes.store(file.area, file.image));
    const outcome = await write(stored);
    for (const file of outcome.obsolete) changes.retire(file.area, file.field);
    return outcome.result;
  });
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
