// What seeding an item takes besides the admin's own add: whether its slug is there already, its
// pictures drawn as the uploads a form would send, and a guard against another seed (npm run seed
// beside a first start) that added the same item meanwhile.
import type { ListedKind } from '../common/content-kinds.js';
import { uploadAreas, type UploadArea } from '../common/upload-areas.js';
import type { Db } from '../server/src/db/database.js';
import { createLimiter } from '../server/src/concurrency.js';
import { checkImage, type UploadedImage } from '../server/src/http/image-upload.js';
import { renderImage, type ImageFormat } from './artwork/render.js';

// Two renders at a time keep both cores busy without starving the database connection.
const renderSlot = createLimiter(2);

/** Draws the artwork and checks it as an upload is checked: the file a form's field would carry. */
export async function drawUpload(field: string, area: UploadArea, svg: string, format: ImageFormat = 'jpg'): Promise<UploadedImage> {
  const image = await renderSlot(() => renderImage(svg, format, uploadAreas[area].maxBytes));
  return checkImage(field, image.bytes);
}

type SluggedTable = ListedKind | 'ventures';

/** Whether an item (in the trash or not), other than `exceptId`, has this slug. */
export async function slugExists(db: Db, table: SluggedTable, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

class AddedMeanwhile extends Error {}

/**
 * For an add's `amend` (WriteContext): inside the write, fails it when another item took the
 * slug meanwhile (this one then got `<slug>-2`), so the write and its files are undone.
 */
export async function keepOwnSlug(tx: Db, table: SluggedTable, slug: string, id: number): Promise<void> {
  if (await slugExists(tx, table, slug, id)) throw new AddedMeanwhile(`${table} ${slug} was added meanwhile`);
}

/** Runs an item's add: true when it added the item, false when another seed had added it meanwhile. */
export async function addUnlessAddedMeanwhile(add: () => Promise<unknown>): Promise<boolean> {
  try {
    await add();
    return true;
  } catch (error) {
    if (error instanceof AddedMeanwhile) return false;
    throw error;
  }
}
