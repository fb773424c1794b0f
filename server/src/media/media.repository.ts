// Kysely queries of the media table's rows one at a time: registering a stored file, finding a
// picture by id or by file name, and forgetting one. The library's lists and uses are in
// media-list.repository.ts.
import type { Db } from '../db/database.js';
import type { MediaRow } from '../db/schema.js';

export type NewMedia = {
  area: string;
  name: string;
  width: number | null;
  height: number | null;
  bytes: number | null;
  title?: string;
  alt_text?: string;
  decorative?: boolean;
  uploaded_by: number | null;
};

/**
 * Registers a stored file (before the write that uses it, so the database's trigger, which knows
 * neither the uploader nor the size, finds it registered). A name registered already is kept as it is.
 */
export async function registerMedia(db: Db, media: NewMedia): Promise<void> {
  await db
    .insertInto('media')
    .values({
      area: media.area,
      name: media.name,
      width: media.width,
      height: media.height,
      bytes: media.bytes,
      title: media.title ?? '',
      alt_text: media.alt_text ?? '',
      decorative: media.decorative ?? false,
      uploaded_by: media.uploaded_by,
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

export async function findMediaById(db: Db, id: number, forUpdate = false): Promise<MediaRow | undefined> {
  let query = db.selectFrom('media').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The rows of these file names (any order); names not in the library are simply absent. */
export async function findMediaByNames(db: Db, names: readonly string[]): Promise<MediaRow[]> {
  if (names.length === 0) return [];
  return db.selectFrom('media').selectAll().where('name', 'in', [...new Set(names)]).execute();
}

/** Forgets a file's row (its file is removed by the caller). */
export async function deleteMediaByName(db: Db, name: string): Promise<void> {
  await db.deleteFrom('media').where('name', '=', name).execute();
}
