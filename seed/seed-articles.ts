// Seeds the news items and blog posts, dated over the past eighteen months (newest first).
import { slugify } from '../common/slug.js';
import type { SeedDeps } from '../server/src/content-seed.js';
import { coverSvg } from './artwork/editorial-artwork.js';
import { mapConcurrently } from './concurrency.js';
import { blogs } from './content/blogs.js';
import { news } from './content/news.js';
import { seedItem, slugExists } from './seed-item.js';

const DAY_MS = 86_400_000;

/** Returns how many news items were inserted. */
export async function seedNews(deps: SeedDeps, now: Date): Promise<number> {
  const inserted = await mapConcurrently(news, 2, (item, index) => {
    const slug = slugify(item.title);
    const createdAt = new Date(now.getTime() - item.daysAgo * DAY_MS);
    return seedItem(deps, {
      exists: () => slugExists(deps.db, 'news', slug),
      prepare: (storeImage) => storeImage({ area: 'news', svg: coverSvg('News', item.title, index) }),
      async insert(trx, image) {
        const row = await trx
          .insertInto('news')
          .values({
            slug,
            title: item.title,
            content: item.content,
            year: String(createdAt.getUTCFullYear()),
            image_url: image,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .onConflict((oc) => oc.column('slug').where('deleted_at', 'is', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        return Boolean(row);
      },
    });
  });
  return inserted.filter(Boolean).length;
}

/** Returns how many blog posts were inserted. */
export async function seedBlogs(deps: SeedDeps, now: Date): Promise<number> {
  const inserted = await mapConcurrently(blogs, 2, (item, index) => {
    const slug = slugify(item.title);
    const createdAt = new Date(now.getTime() - item.daysAgo * DAY_MS);
    return seedItem(deps, {
      exists: () => slugExists(deps.db, 'blogs', slug),
      prepare: (storeImage) => storeImage({ area: 'blogs', svg: coverSvg('Blog', item.title, index + 3) }),
      async insert(trx, image) {
        const row = await trx
          .insertInto('blogs')
          .values({ slug, title: item.title, content: item.content, image_url: image, created_at: createdAt, updated_at: createdAt })
          .onConflict((oc) => oc.column('slug').where('deleted_at', 'is', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        return Boolean(row);
      },
    });
  });
  return inserted.filter(Boolean).length;
}
