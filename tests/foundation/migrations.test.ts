import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrator.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => database.drop());

  it('build the whole schema from an empty database, then have nothing left to do', async () => {
    const applied = await migrateToLatest(database.db);
    expect(applied[0]).toBe('2026-11-22T10-00-00_initial');
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public'`.execute(database.db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'news', 'blogs', 'ventures', 'venture_stats', 'venture_subcategories', 'venture_clients',
        'venture_gallery', 'investors', 'testimonials', 'admin_users', 'contact_messages', 'session',
      ]),
    );
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('keeps slugs unique', async () => {
    const row = { title: 'A', content: '<p>x</p>', year: '2026', image_url: null, slug: 'a' };
    await database.db.insertInto('news').values(row).execute();
    await expect(database.db.insertInto('news').values(row).execute()).rejects.toThrow(/unique/i);
  });

  it('refuses stars outside 0..5 and keeps one decimal', async () => {
    const base = { name: 'N', position: 'P', review: 'R', image_url: null };
    await expect(
      database.db.insertInto('testimonials').values({ ...base, slug: 't1', stars: 5.5 }).execute(),
    ).rejects.toThrow(/check/i);
    const saved = await database.db
      .insertInto('testimonials')
      .values({ ...base, slug: 't2', stars: 4.46 })
      .returning('stars')
      .executeTakeFirstOrThrow();
    expect(saved.stars).toBe('4.5');
  });

  it('deletes a venture’s children with it', async () => {
    const venture = await database.db
      .insertInto('ventures')
      .values({ slug: 'v', title: 'V', logo_url: null, img_banner_url: null, about_img_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('venture_gallery').values({ venture_id: venture.id, image: 'g.jpg' }).execute();
    await database.db.insertInto('venture_clients').values({ venture_id: venture.id, client_name: 'C', client_image: null }).execute();
    await database.db.deleteFrom('ventures').where('id', '=', venture.id).execute();
    const left = await database.db.selectFrom('venture_gallery').select('id').where('venture_id', '=', venture.id).execute();
    expect(left).toEqual([]);
  });

  it('compares admin e-mails case-insensitively', async () => {
    await database.db.insertInto('admin_users').values({ email: 'Boss@Example.com', username: 'boss', password_hash: 'x' }).execute();
    await expect(
      database.db.insertInto('admin_users').values({ email: 'boss@example.com', username: 'b', password_hash: 'y' }).execute(),
    ).rejects.toThrow(/unique/i);
  });
});

describe('upgrading a database that holds content', () => {
  it('counts the titles already stored into the search vocabulary, so their misspellings are found at once', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      await migrateTo(database.db, '2026-11-22T16-00-00_slug-history');
      await database.db
        .insertInto('ventures')
        .values({ slug: 'sanjeevani-healthcare', title: 'Sanjeevani Healthcare', about_desc: 'Clinics.', logo_url: null, img_banner_url: null, about_img_url: null })
        .execute();
      expect(await migrateToLatest(database.db)).toContain('2026-11-23T15-00-00_search-title-words');
      expect((await searchContent(database.pool, 'helthcare')).map((result) => result.title)).toEqual(['Sanjeevani Healthcare']);
    } finally {
      await database.drop();
    }
  });

  it('gives the gallery pictures already stored an empty caption and keeps their alt text', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      await migrateTo(database.db, '2026-11-24T02-10-00_search-plans-made-once');
      const venture = await database.db
        .insertInto('ventures')
        .values({ slug: 'v', title: 'V', logo_url: null, img_banner_url: null, about_img_url: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into venture_gallery (venture_id, image, alt_text) values (${venture.id}, 'g.jpg', 'A lobby')`.execute(database.db);
      expect(await migrateToLatest(database.db)).toContain('2026-11-25T00-00-00_gallery-captions');
      const rows = await database.db.selectFrom('venture_gallery').select(['alt_text', 'caption']).execute();
      expect(rows).toEqual([{ alt_text: 'A lobby', caption: '' }]);
    } finally {
      await database.drop();
    }
  });
});
