// Earlier slugs of the kinds with pages (migration slug-history): written in the transaction
// that changes a slug, read when a slug is not any item's current one.
import { isPagedKind } from '../../../common/content-kinds.js';
import type { Db } from '../db/database.js';
import type { SlugHistoryTable } from '../db/schema.js';

export type SlugHistoryKind = SlugHistoryTable['kind'];

/** Only the kinds with public pages keep their earlier slugs (a kind without a page keeps none). */
export function keepsSlugHistory(table: string): table is SlugHistoryKind {
  return isPagedKind(table);
}

/**
 * Remembers `oldSlug` for the item. If another item of the kind had left that slug behind, the
 * newest owner takes it (the link most likely meant the item that last had it). The new slug,
 * now current, no longer needs a history row of its own.
 */
export async function recordSlugChange(
  db: Db,
  kind: SlugHistoryKind,
  itemId: number,
  change: { oldSlug: string; newSlug: string },
): Promise<void> {
  await db.deleteFrom('slug_history').where('kind', '=', kind).where('slug', '=', change.newSlug).execute();
  await db
    .insertInto('slug_history')
    .values({ kind, slug: change.oldSlug, item_id: itemId })
    .onConflict((oc) => oc.columns(['kind', 'slug']).doUpdateSet({ item_id: itemId, created_at: new Date() }))
    .execute();
}

/** The item that once had `slug`, if any (callers look up current slugs first: those win). */
export async function findItemIdByEarlierSlug(db: Db, kind: SlugHistoryKind, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('slug_history')
    .select('item_id')
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.item_id;
}
