// Saving an edited venture's subcategory, client and gallery rows: entries with an id change that
// row (after checking it is this venture's own), entries without one become new rows.
import type { Db } from '../db/database.js';
import { NotFoundError } from '../http/errors.js';
import * as repository from './ventures.repository.js';

/** An edit-form entry whose upload, if any, is already stored (`image` is its field value). */
export type ChildEntry = { id?: number | undefined; name?: string | undefined; image?: string | undefined };

/** Refuses an entry whose id is not among `ownIds` (another venture's row, or none at all). */
export function requireOwnIds(entries: { id?: number | undefined }[], ownIds: { has(id: number): boolean }, notFound: string): void {
  for (const entry of entries) {
    if (entry.id !== undefined && !ownIds.has(entry.id)) throw new NotFoundError(notFound);
  }
}

type ChildTable = {
  update(id: number, name: string | undefined, image: string | undefined): Promise<void>;
  insert(rows: { name: string; image: string | null }[]): Promise<void>;
};

/** A replaced picture stays in the media library, so nothing here touches files. */
async function saveChildRows(entries: ChildEntry[], table: ChildTable): Promise<void> {
  const added: { name: string; image: string | null }[] = [];
  for (const entry of entries) {
    if (entry.id === undefined) {
      // The schema requires a name of an entry without an id.
      added.push({ name: entry.name!, image: entry.image ?? null });
      continue;
    }
    await table.update(entry.id, entry.name, entry.image);
  }
  await table.insert(added);
}

export async function saveSubcategories(trx: Db, ventureId: number, entries: ChildEntry[]): Promise<void> {
  await saveChildRows(entries, {
    update: (id, name, image) =>
      repository.updateSubcategory(trx, id, { ...(name !== undefined && { name }), ...(image && { banner_image: image }) }),
    insert: (rows) =>
      repository.insertSubcategories(trx, ventureId, rows.map(({ name, image }) => ({ name, banner_image: image }))),
  });
}

export async function saveClients(trx: Db, ventureId: number, entries: ChildEntry[]): Promise<void> {
  await saveChildRows(entries, {
    update: (id, name, image) =>
      repository.updateClient(trx, id, { ...(name !== undefined && { client_name: name }), ...(image && { client_image: image }) }),
    insert: (rows) =>
      repository.insertClients(trx, ventureId, rows.map(({ name, image }) => ({ client_name: name, client_image: image }))),
  });
}

/** New texts of stored pictures (an absent text is kept), then the new pictures. */
export async function saveGallery(
  trx: Db,
  ventureId: number,
  existing: { id: number; alt?: string | undefined; caption?: string | undefined }[],
  added: { image: string; alt_text: string; caption: string }[],
): Promise<void> {
  for (const item of existing) {
    await repository.updateGalleryImage(trx, item.id, {
      ...(item.alt !== undefined && { alt_text: item.alt }),
      ...(item.caption !== undefined && { caption: item.caption }),
    });
  }
  await repository.insertGalleryImages(trx, ventureId, added);
}
