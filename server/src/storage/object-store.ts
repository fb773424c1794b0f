// What a storage backend is: puts, reads, lists and deletes objects by key. local-storage.ts and
// s3-storage.ts each make one, and storage.ts, the one that chooses between them, builds its rules on it.
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included, as an HTTP Range names them. */
export type ByteRange = { start: number; end: number };

/** A stored object's key (`ventures/gallery/NAME`) and size in bytes. */
export type StoredObject = { key: string; size: number };

/** What a backend does, by key (`news/NAME`): storage.ts builds every rule on these alone. */
export type ObjectStore = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  read(key: string, size: number, range?: ByteRange): Readable;
  /** Deletes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The objects directly under a folder (`news`, not `news/x/…`) whose names pass STORED_FILE_NAME. */
  list(folder: string): Promise<StoredObject[]>;
  prepare(folders: string[]): Promise<void>;
  /** Where `${publicBaseUrl}/${key}` serves each object, or undefined when the app serves them. */
  publicBaseUrl: string | undefined;
};
