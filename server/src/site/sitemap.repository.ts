// The items with public pages, for the sitemap: slug and id (a venture has a details page by id)
// and when each last changed, kind by kind as declared (common/content-kinds.ts, `page`).
import { contentKinds, PAGED_KINDS, type KindDeclaration, type PagedKind } from '../../../common/content-kinds.js';
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
