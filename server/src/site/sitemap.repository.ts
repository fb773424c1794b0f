// The items with public pages, for the sitemap: slug (ventures also id, for their details page)
// and when each last changed.
import type { Db } from '../db/database.js';

export type SitemapItem = { id: number; slug: string; updated_at: Date };

export async function listSitemapItems(db: Db): Promise<{ news: SitemapItem[]; blogs: SitemapItem[]; ventures: SitemapItem[] }> {
  const [news, blogs, ventures] = await Promise.all([
    db.selectFrom('news').select(['id', 'slug', 'updated_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('blogs').select(['id', 'slug', 'updated_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('ventures').select(['id', 'slug', 'updated_at']).orderBy('position').orderBy('id').execute(),
  ]);
  return { news, blogs, ventures };
}
