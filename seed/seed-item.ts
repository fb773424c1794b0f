// Seeds one item: when its slug is missing, renders and stores its images, then inserts the row
// and its child rows in one transaction. Files of an item that is not inserted are removed again.
import type { Transaction } from 'kysely';
import type { ListedKind } from '../common/content-kinds.js';
import { uploadAreas, type UploadArea } from '../common/upload-areas.js';
import type { SeedDeps } from '../server/src/content-seed.js';
import type { Db } from '../server/src/db/database.js';
import type { Database } from '../server/src/db/schema.js';
import { createLimiter } from '../server/src/concurrency.js';
import { storeImage as storeProcessedImage } from '../server/src/images/image-processing.js';
import { renderImage, type ImageFormat } from './artwork/render.js';

export type ImageJob = { area: UploadArea; svg: string; format?: ImageFormat };

/** Renders and stores one image; resolves to the value for the row's image field. */
export type StoreImage = (job: ImageJob) => Promise<string>;

export type SeedItem<Row> = {
  /** Whether a row with this item's slug is already there. */
  exists(): Promise<boolean>;
  /** Stores the item's images and returns what insert() needs. */
  prepare(storeImage: StoreImage): Promise<Row>;
  /** Inserts the row and its children; false when another run inserted the slug meanwhile. */
  insert(trx: Transaction<Database>, row: Row): Promise<boolean>;
};

// Two renders at a time keep both cores busy without starving the database connection.
const renderSlot = createLimiter(2);

/** True when the item was inserted, false when it was there already or the seed was stopped. */
export async function seedItem<Row>(deps: SeedDeps, item: SeedItem<Row>): Promise<boolean> {
  if (deps.signal?.aborted || (await item.exists())) return false;
  const stored: { area: UploadArea; field: string }[] = [];
  const pending: Promise<string>[] = [];
  const storeImage: StoreImage = ({ area, svg, format = 'jpg' }) => {
    const saving = renderSlot(() => renderImage(svg, format, uploadAreas[area].maxBytes)).then(async (image) => {
      // The same pipeline as an upload: the rendered file becomes an original with WebP variants.
      const field = await storeProcessedImage(deps.storage, area, image.bytes);
      stored.push({ area, field });
      return field;
    });
    pending.push(saving);
    return saving;
  };
  let inserted = false;
  try {
    const row = await item.prepare(storeImage);
    inserted = await deps.db.transaction().execute((trx) => item.insert(trx, row));
    if (inserted) deps.onChange?.();
    return inserted;
  } finally {
    if (!inserted) {
      // Wait for saves still running (one image failing does not stop its siblings), then undo them all.
      await Promise.allSettled(pending);
      await Promise.all(stored.map(({ area, field }) => deps.storage.remove(area, field)));
    }
  }
}

type SluggedTable = ListedKind | 'ventures';

export async function slugExists(db: Db, table: SluggedTable, slug: string): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}
