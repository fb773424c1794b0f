// The items with public pages, for the sitemap: slug and id (a venture has a details page by id)
// and when each last changed, kind by kind as declared (common/content-kinds.ts, `page`).
import { sql } from 'kysely';
import { contentKinds, PAGED_KINDS, type KindDeclaration, type PagedKind } from '../../../common/content-kinds.js';
import type { LanguageCode } from '../../../common/languages.js';
import { publicOnly, whereVisible } from '../content/visibility.repository.js';
import type { Db } from '../db/database.js';

export type SitemapItem = { id: number; slug: string; updated_at: Date };

/** Published items outside the trash (drafts, schedules and the trash are not announced), in the order their list shows them. */
function publicRows(db: Db, kind: PagedKind): Promise<SitemapItem[]> {
  const { table, order }: KindDeclaration = contentKinds[kind];
  const rows = whereVisible(db.selectFrom(table as PagedKind).select(['id', 'slug', 'updated_at']), table, publicOnly);
  return (order ? rows.orderBy(order.column as 'id').orderBy('id') : rows.orderBy('created_at', 'desc').orderBy('id', 'desc')).execute();
}

export async function listSitemapItems(db: Db): Promise<{ kind: PagedKind; items: SitemapItem[] }[]> {
  return Promise.all(PAGED_KINDS.map(async (kind) => ({ kind, items: await publicRows(db, kind) })));
}

/** A published translation of an item with a page: its language, its address there and its last change. */
export type SitemapTranslation = { item_id: number; lang: LanguageCode; slug: string; updated_at: Date };

/**
 * The kind's published translations whose item is outside the trash (published in English or not:
 * a translation is public on its own), its own slug or else the item's.
 */
export async function listSitemapTranslations(db: Db, kind: PagedKind): Promise<SitemapTranslation[]> {
  const { rows } = await sql<SitemapTranslation>`
    select t.item_id, t.lang, coalesce(t.slug, k.slug) as slug, t.updated_at
    from translations t join ${sql.table(contentKinds[kind].table)} k on k.id = t.item_id
    where t.kind = ${kind} and t.status = 'published' and t.deleted_at is null and k.deleted_at is null
    order by t.item_id, t.lang`.execute(db);
  return rows;
}
