// The life of uploaded files around a database write: new files are stored before the
// transaction, removed again when it fails (no orphans), and the files it replaced or deleted are
// removed only after it has committed (no row ever points at a missing file).
import type { UploadArea } from '../../../common/upload-areas.js';
import type { UploadedImage } from '../http/image-upload.js';
import { storeImage } from '../images/image-processing.js';
import type { Storage } from '../storage/storage.js';

export type NewFile = { area: UploadArea; image: UploadedImage };
export type StoredFileRef = { area: UploadArea; field: string | null | undefined };

/** What a write hands back: its result and the files that are no longer referenced. */
export type WriteOutcome<T> = { result: T; obsolete: StoredFileRef[] };

/**
 * Stores `files`, then runs `write` with their field values (in the same order). `write` should be
 * one transaction; whatever it throws is rethrown after the new files are removed.
 */
export async function writeWithFiles<T>(
  storage: Storage,
  files: NewFile[],
  write: (storedFields: string[]) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const stored: { area: UploadArea; field: string }[] = [];
  let outcome: WriteOutcome<T>;
  try {
    for (const file of files) {
      // Processed (upright, no metadata, WebP variants) before the transaction, which stays short.
      stored.push({ area: file.area, field: await storeImage(storage, file.area, file.image.bytes) });
    }
    outcome = await write(stored.map((file) => file.field));
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
  await removeFiles(storage, outcome.obsolete);
  return outcome.result;
}

/**
 * Best effort: the write has already succeeded or failed on its own account, and a file that
 * cannot be removed now only costs disk space, so a removal failure does not fail the request.
 */
async function removeFiles(storage: Storage, files: StoredFileRef[]): Promise<void> {
  await Promise.allSettled(files.map((file) => storage.remove(file.area, file.field)));
}
