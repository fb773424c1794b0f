// News, blogs, investors and testimonials from the old site: where each is listed, how its reply is
// read, which of its fields make an item here, and the admin's own rules and services that write it.
import type { z } from 'zod';
import { uploadAreas } from '../../../common/upload-areas.js';
import { addBlog, blogKind, editBlog } from '../blogs/blogs.service.js';
import { blogsWriteSchema } from '../blogs/blogs.schema.js';
import type { ContentDeps } from '../content/content.service.js';
import type { Db } from '../db/database.js';
import { itemPictures } from '../media/item-pictures.js';
import type { ImageSource } from '../media/library-choice.js';
import { addInvestor, editInvestor } from '../investors/investors.service.js';
import { investorsWriteSchema } from '../investors/investors.schema.js';
import { addNews, editNews, newsKind } from '../news/news.service.js';
import { newsInsertSchema } from '../news/news.schema.js';
import { addTestimonial, editTestimonial } from '../testimonials/testimonials.service.js';
import { testimonialsWriteSchema } from '../testimonials/testimonials.schema.js';
import type { ItemWriter, OldItem, PictureSet } from './import-item.js';
import { checked, slugOf } from './import-item.js';
import {
  oldBlogSchema,
  oldInvestorSchema,
  oldNewsSchema,
  oldTestimonialSchema,
  type OldBlog,
  type OldInvestor,
  type OldNews,
  type OldTestimonial,
} from './old-site.schema.js';

type ContentTable = 'news' | 'blogs' | 'investors' | 'testimonials';

export type ContentImport<Old> = {
  kind: ContentTable;
  /** The old list's path under the backend and its reply's key (SPEC §7). */
  path: string;
  listKey: string;
  schema: z.ZodType<Old>;
  /**
   * Oldest first: items without a date of their own (investors, testimonials) are then listed
   * here in the old site's order, since the newest (or, for testimonials, the latest added) comes first.
   */
  item(old: Old): OldItem;
  writer(deps: ContentDeps, old: Old): ItemWriter;
};

/** The picture a write sends: a new download, a library picture, or none (the item keeps its own). */
function imageOf(pictures: PictureSet): ImageSource | undefined {
  return pictures.fetched.get('image')?.upload ?? pictures.reused.get('image');
}

function singlePicture(table: ContentTable, field: string | null): OldItem['pictures'] {
  const area = table;
  return field ? [{ slot: 'image', area, field, limit: uploadAreas[area].maxBytes, resent: false }] : [];
}

/** The picture each content item keeps: its one image column, read inside the write. */
async function storedImage(tx: Db, table: ContentTable, id: number): Promise<Record<string, string | null>> {
  const [picture] = await itemPictures(tx, table, id);
  return { image: picture?.field ?? null };
}

/** SPEC §3 formattedDate ('November 22, 2026') as a date in Mumbai, for an old reply without created_at. */
function dateOf(old: { created_at?: string | undefined; formattedDate?: string | undefined }): Date | null {
  const date = old.created_at ? new Date(old.created_at) : old.formattedDate ? new Date(`${old.formattedDate} 00:00:00 GMT+0530`) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

export const newsImport: ContentImport<OldNews> = {
  kind: 'news',
  path: 'news/news_api.php',
  listKey: 'news',
  schema: oldNewsSchema,
  item: (old) => ({
    kind: 'news',
    sourceId: old.id,
    slug: slugOf(old),
    title: old.title,
    createdAt: dateOf(old),
    content: { title: old.title, content: old.content, year: old.year, date: dateOf(old)?.toISOString() ?? null },
    pictures: singlePicture('news', old.image_url),
  }),
  writer: (deps, old) => ({
    prepare(target, pictures) {
      // The add form's rules on both: an update's only differ in what a form may leave out.
      const input = checked(newsInsertSchema, { type: 'insert', title: old.title, content: old.content, year: old.year });
      return (write) => (target ? editNews(deps, target.id, input, imageOf(pictures), write) : addNews(deps, input, imageOf(pictures), write));
    },
    storedFields: (tx, id) => storedImage(tx, newsKind.table, id),
  }),
};

export const blogsImport: ContentImport<OldBlog> = {
  kind: 'blogs',
  path: 'blogs/blogs_api.php',
  listKey: 'blogs',
  schema: oldBlogSchema,
  item: (old) => ({
    kind: 'blogs',
    sourceId: old.id,
    slug: slugOf(old),
    title: old.title,
    createdAt: dateOf(old),
    content: { title: old.title, content: old.content, date: dateOf(old)?.toISOString() ?? null },
    pictures: singlePicture('blogs', old.image_url),
  }),
  writer: (deps, old) => ({
    prepare(target, pictures) {
      const input = checked(blogsWriteSchema, { type: 'insert', title: old.title, content: old.content });
      return (write) => (target ? editBlog(deps, target.id, input, imageOf(pictures), write) : addBlog(deps, input, imageOf(pictures), write));
    },
    storedFields: (tx, id) => storedImage(tx, blogKind.table, id),
  }),
};

export const investorsImport: ContentImport<OldInvestor> = {
  kind: 'investors',
  path: 'investors/investors_api.php',
  listKey: 'investors',
  schema: oldInvestorSchema,
  item: (old) => ({
    kind: 'investors',
    sourceId: old.id,
    slug: slugOf({ slug: old.slug, title: old.investor_name }),
    title: old.investor_name,
    createdAt: null,
    content: { investor_name: old.investor_name },
    pictures: singlePicture('investors', old.investor_image),
  }),
  writer: (deps, old) => ({
    prepare(target, pictures) {
      const input = checked(investorsWriteSchema, { type: 'insert', investor_name: old.investor_name });
      return (write) =>
        target ? editInvestor(deps, target.id, input, imageOf(pictures), write) : addInvestor(deps, input, imageOf(pictures), write);
    },
    storedFields: (tx, id) => storedImage(tx, 'investors', id),
  }),
};

export const testimonialsImport: ContentImport<OldTestimonial> = {
  kind: 'testimonials',
  path: 'testimonials/testimonials_api.php',
  listKey: 'testimonials',
  schema: oldTestimonialSchema,
  item: (old) => ({
    kind: 'testimonials',
    sourceId: old.id,
    slug: slugOf({ slug: old.slug, title: old.name }),
    title: old.name,
    createdAt: null,
    content: { name: old.name, position: old.position, stars: old.stars, review: old.review },
    // The add form's limit (SPEC §5: 1 MB; 600 KB on edit): the picture is the one the old site was given on add.
    pictures: singlePicture('testimonials', old.image_url),
  }),
  writer: (deps, old) => ({
    prepare(target, pictures) {
      const fields = { name: old.name, position: old.position, stars: old.stars, review: old.review };
      const input = checked(testimonialsWriteSchema, { type: 'insert', ...fields });
      return (write) =>
        target ? editTestimonial(deps, target.id, input, imageOf(pictures), write) : addTestimonial(deps, input, imageOf(pictures), write);
    },
    storedFields: (tx, id) => storedImage(tx, 'testimonials', id),
  }),
};
