// The items with public pages, for the sitemap: slug (ventures also id, for their details page)
// and when each last changed.
import type { Db } from '../db/database.js';

/** Published items outside the trash: drafts, schedules and the trash are not announced. */
function publicRows(db: Db, table: 'news' | 'blogs' | 'ventures') {
  return db.selectFrom(table).select(['id', 'slug', 'updated_at']).where('status', '=', 'published').where('deleted_at', 'is', null);
}

export type SitemapItem = { id: number; slug: string; updated_at: Date };

export async function listSitemapItems(db: Db): Promise<{ news: SitemapItem[]; blogs: SitemapItem[]; ventures: SitemapItem[] }> {
  const [news, blogs, ventures] = await Promise.all([
    publicRows(db, 'news').orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    publicRows(db, 'blogs').orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    publicRows(db, 'ventures').orderBy('position').orderBy('id').execute(),
  ]);
  return { news, blogs, ventures };
}
