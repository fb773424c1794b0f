// The editorial-states migration (issue 22) on a database that holds content: every existing item
// becomes published, outside the trash, with exactly one initial revision that names its pictures
// and that the app reads and restores like its own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrator.js';
import { restoreRevision, revisionDetail, revisionsOf } from '../../server/src/editorial/editorial.service.js';
import { createLogger } from '../../server/src/logger.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createStorage } from '../../server/src/storage/storage.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const PREVIOUS = '2026-11-25T00-00-00_gallery-captions';
const EDITORIAL = '2026-11-25T06-00-00_editorial-states';

describe('the editorial-states migration on existing content', () => {
  let database: TestDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: any;
  const ids: Record<string, number> = {};
  const created = new Date('2025-06-01T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    db = database.db;
    await migrateTo(db, PREVIOUS);
    const one = async (table: string, values: Record<string, unknown>) =>
      (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
    ids.news = await one('news', { slug: 'old-news', title: 'Old news', content: '<p>Old body</p>', year: '2025', image_url: 'uploads/oldnews.jpg', created_at: created, updated_at: created });
    ids.newsNoImage = await one('news', { slug: 'old-news-2', title: 'Old news two', content: '<p>Two</p>', year: '2024', image_url: null, created_at: created, updated_at: created });
    ids.blogs = await one('blogs', { slug: 'old-blog', title: 'Old blog', content: '<p>Blog body</p>', image_url: 'uploads/oldblog.jpg', created_at: created, updated_at: created });
    ids.investors = await one('investors', { slug: 'old-capital', investor_name: 'Old Capital', investor_image: 'oldcapital.jpg', created_at: created, updated_at: created });
    ids.testimonials = await one('testimonials', { slug: 'old-reviewer', name: 'Old Reviewer', position: 'Chairman', stars: 4.5, review: 'Good', image_url: null, created_at: created, updated_at: created });
    ids.ventures = await one('ventures', { slug: 'old-venture', title: 'Old venture', about_desc: 'About old', logo_url: 'oldlogo.png', img_banner_url: 'oldbanner.jpg', about_img_url: 'oldabout.jpg', position: 1, created_at: created, updated_at: created });
    await db.insertInto('venture_stats').values({ venture_id: ids.ventures, stats_image: 'oldstats.jpg', stats_right_section_title: 'R', stats_right_section_content: 'RC', stats_left_section_title: 'L', stats_left_section_content: 'LC' }).execute();
    await db.insertInto('venture_subcategories').values({ venture_id: ids.ventures, name: 'Old retail', banner_image: 'oldsub.jpg', position: 0 }).execute();
    await db.insertInto('venture_clients').values({ venture_id: ids.ventures, client_name: 'Old client', client_image: 'oldclient.jpg', position: 0 }).execute();
    await db.insertInto('venture_gallery').values({ venture_id: ids.ventures, image: 'oldgallery.jpg', alt_text: 'Old alt', caption: 'Old caption', position: 0 }).execute();
    expect(await migrateToLatest(db)).toContain(EDITORIAL);
  });
  afterAll(async () => database.drop());

  const items = [
    ['news', 'news'],
    ['news', 'newsNoImage'],
    ['blogs', 'blogs'],
    ['investors', 'investors'],
    ['testimonials', 'testimonials'],
    ['ventures', 'ventures'],
  ] as const;

  it.each(items)('makes the existing %s item (%s) published, outside the trash, first published when it was created', async (table, key) => {
    const row = await db.selectFrom(table).selectAll().where('id', '=', ids[key]).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'published', publish_at: null, deleted_at: null, deleted_by: null });
    expect(row.first_published_at.toISOString()).toBe(created.toISOString());
  });

  it.each(items)('gives the existing %s item (%s) exactly one initial revision', async (table, key) => {
    const list = await revisionsOf(db, table, ids[key]!);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ event: 'created', status: 'published', author: null });
  });

  it('names every picture of an item in its initial revision', async () => {
    const files = async (kind: string, id: number) =>
      (
        await sql<{ area: string; field: string }>`
          select f.area, f.field from revision_files f join revisions r on r.id = f.revision_id
          where r.kind = ${kind} and r.item_id = ${id} order by f.area, f.field`.execute(db)
      ).rows;
    expect(await files('news', ids.news!)).toEqual([{ area: 'news', field: 'uploads/oldnews.jpg' }]);
    expect(await files('news', ids.newsNoImage!)).toEqual([]);
    expect(await files('blogs', ids.blogs!)).toEqual([{ area: 'blogs', field: 'uploads/oldblog.jpg' }]);
    expect(await files('investors', ids.investors!)).toEqual([{ area: 'investors', field: 'oldcapital.jpg' }]);
    expect(await files('testimonials', ids.testimonials!)).toEqual([]);
    expect(await files('ventures', ids.ventures!)).toEqual(
      [
        { area: 'ventureCategories', field: 'oldsub.jpg' },
        { area: 'ventureClients', field: 'oldclient.jpg' },
        { area: 'ventureGallery', field: 'oldgallery.jpg' },
        { area: 'ventureImages', field: 'oldabout.jpg' },
        { area: 'ventureImages', field: 'oldbanner.jpg' },
        { area: 'ventureLogos', field: 'oldlogo.png' },
        { area: 'ventureStats', field: 'oldstats.jpg' },
      ].sort((a, b) => (a.area + a.field < b.area + b.field ? -1 : 1)),
    );
  });

  it('writes revisions the app reads as labelled fields', async () => {
    const detail = async (kind: string, id: number) => revisionDetail(db, (await revisionsOf(db, kind as never, id))[0]!.id);
    expect(await detail('news', ids.news!)).toMatchObject({
      fields: { Title: 'Old news', Content: '<p>Old body</p>', Year: '2025' },
      images: { Image: '/backend/news/uploads/oldnews.jpg' },
    });
    expect((await detail('testimonials', ids.testimonials!)).fields).toMatchObject({ Name: 'Old Reviewer', Position: 'Chairman', Review: 'Good' });
    const venture = await detail('ventures', ids.ventures!);
    expect(venture.fields).toMatchObject({ Title: 'Old venture', About: 'About old', Subcategories: 'Old retail', Clients: 'Old client', Gallery: 'Old alt — Old caption' });
    expect(venture.images).toMatchObject({ Logo: '/backend/ventures/uploads/logos/oldlogo.png', 'Stats image': '/backend/ventures/uploads/stats/oldstats.jpg' });
  });

  it('writes revisions the app restores: a venture with its rows, as a draft', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-migration-'));
    try {
      const storage = createStorage(path.join(folder, 'uploads'));
      await storage.prepare();
      await db.updateTable('ventures').set({ title: 'Renamed venture', about_desc: 'Changed' }).where('id', '=', ids.ventures).execute();
      await db.deleteFrom('venture_subcategories').where('venture_id', '=', ids.ventures).execute();
      const [initial] = await revisionsOf(db, 'ventures', ids.ventures!);
      await restoreRevision({ db, storage, logger: createLogger('silent') }, initial!.id, null, new Date());
      const row = await db.selectFrom('ventures').selectAll().where('id', '=', ids.ventures).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ title: 'Old venture', about_desc: 'About old', slug: 'old-venture', status: 'draft' });
      const subs = await db.selectFrom('venture_subcategories').select(['name', 'banner_image']).where('venture_id', '=', ids.ventures).execute();
      expect(subs).toEqual([{ name: 'Old retail', banner_image: 'oldsub.jpg' }]);
      const gallery = await db.selectFrom('venture_gallery').select(['image', 'alt_text', 'caption']).where('venture_id', '=', ids.ventures).execute();
      expect(gallery).toEqual([{ image: 'oldgallery.jpg', alt_text: 'Old alt', caption: 'Old caption' }]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps the published items in search', async () => {
    expect((await searchContent(database.pool, 'old blog')).map((result) => result.title)).toContain('Old blog');
    expect((await searchContent(database.pool, 'old capital')).map((result) => result.title)).toContain('Old Capital');
  });

  it('goes back down, leaving the content as it was', async () => {
    await migrateTo(db, PREVIOUS);
    const news = await db.selectFrom('news').selectAll().where('id', '=', ids.news).executeTakeFirstOrThrow();
    expect(news).toMatchObject({ slug: 'old-news', title: 'Old news' });
    expect(news.status).toBeUndefined();
    // Later migrations (the audit log, …) went down with it and come back after it.
    expect((await migrateToLatest(db))[0]).toBe(EDITORIAL);
  });
});
