// The files one venture write touches. New files are stored before the transaction and removed
// again if it fails; files the write replaces or deletes are removed only after it commits, so a
// failed write never leaves an orphan and a committed one never points at a missing file.
import type { UploadArea } from '../../../common/upload-areas.js';
import type { UploadedImage } from '../http/image-upload.js';
import { storeImage } from '../images/image-processing.js';
import type { Logger } from '../logger.js';
import type { Storage } from '../storage/storage.js';

type StoredField = { area: UploadArea; field: string };

export class VentureFileChanges {
  readonly #stored: StoredField[] = [];
  readonly #retired: StoredField[] = [];

  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  /** Stores a new upload and returns its field value; undefined in, undefined out. */
  async store(area: UploadArea, image: UploadedImage): Promise<string>;
  async store(area: UploadArea, image: UploadedImage | undefined): Promise<string | undefined>;
  async store(area: UploadArea, image: UploadedImage | undefined): Promise<string | undefined> {
    if (!image) return undefined;
    const field = await storeImage(this.storage, area, image.bytes);
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

  /** The write committed: remove the files it replaced or deleted. */
  async removeRetired(): Promise<void> {
    this.#stored.length = 0;
    await this.#removeAll(this.#retired.splice(0));
  }

  async #removeAll(files: StoredField[]): Promise<void> {
    const results = await Promise.allSettled(files.map(({ area, field }) => this.storage.remove(area, field)));
    results.forEach((result, index) => {
      // A file left behind costs disk space only; failing a request whose rows are settled would lie.
      if (result.status === 'rejected') {
        this.logger.warn({ err: result.reason, file: files[index] }, 'could not remove a venture file');
      }
    });
  }
}
