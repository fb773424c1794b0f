// The migration that ranks OR searches from stored word scores and keeps each item's slug and
// picture with its search document (search-from-stored-scores), on a database that holds content:
// the documents already there get both, edits after it keep them, and down and up again give the
// same search.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrator.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const PREVIOUS = '2026-11-28T17-00-00_demo-seed-state';

describe('the stored-scores migration on existing content', () => {
  let database: TestDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: any;
  const results = async (query: string) =>
    (await searchContent(database.pool, query)).map((result) => [result.title, result.url, result.image, result.excerpt]);

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    db = database.db;
    await migrateTo(db, PREVIOUS);
    await db
      .insertInto('news')
      .values({ slug: 'monsoon-report', title: 'Monsoon report', content: '<p>Our <b>casino</b> guests stayed dry.</p>', year: '2026', image_url: 'uploads/monsoonpic12.jpg' })
      .execute();
    await db.insertInto('ventures').values({ slug: 'goa-grand-casino', title: 'Goa Grand Casino', about_desc: 'Gaming floors on the Mandovi.', logo_url: 'goalogo1234.png' }).execute();
    await db.insertInto('investors').values({ slug: 'meera-kapoor', investor_name: 'Meera Kapoor', investor_image: 'meerapic123.jpg' }).execute();
    await migrateToLatest(db);
  });
  afterAll(async () => database?.drop());

  const casino = [
    ['Goa Grand Casino', '/sjg/singleventure/goa-grand-casino', '/backend/ventures/uploads/logos/goalogo1234.png', 'Gaming floors on the Mandovi.'],
    ['Monsoon report', '/sjg/single-news/monsoon-report', '/backend/news/uploads/monsoonpic12.jpg', 'Our casino guests stayed dry.'],
  ];

  it('scores the words of the documents already there and gives each its slug and picture', async () => {
    const scored = await sql<{ kind: string; words: string[] }>`
      select kind, array_agg(word order by word) as words from search_word_scores group by kind order by kind`.execute(db);
    expect(scored.rows).toEqual([
      { kind: 'investor', words: ['kapoor', 'meera'] },
      { kind: 'news', words: ['casino', 'dri', 'guest', 'monsoon', 'report', 'stay'] },
      { kind: 'venture', words: ['casino', 'floor', 'game', 'goa', 'grand', 'mandovi'] },
    ]);
    expect(await results('casino')).toEqual(casino);
    expect(await results('meera or monsoon')).toEqual([
      ['Meera Kapoor', '/sjg/investors', '/backend/investors/investor_uploads/meerapic123.jpg', ''],
      ['Monsoon report', '/sjg/single-news/monsoon-report', '/backend/news/uploads/monsoonpic12.jpg', 'Our casino guests stayed dry.'],
    ]);
  });

  it('keeps slug and picture current through an edit', async () => {
    await db.updateTable('ventures').set({ slug: 'goa-grand', logo_url: 'goalogo5678.png' }).where('slug', '=', 'goa-grand-casino').execute();
    expect((await results('mandovi'))[0]!.slice(1, 3)).toEqual(['/sjg/singleventure/goa-grand', '/backend/ventures/uploads/logos/goalogo5678.png']);
    await db.updateTable('ventures').set({ slug: 'goa-grand-casino', logo_url: 'goalogo1234.png' }).where('slug', '=', 'goa-grand').execute();
  });

  it('goes down to the previous search and up again', async () => {
    await migrateTo(db, PREVIOUS);
    const table = await sql`select 1 from information_schema.tables where table_name = 'search_word_scores'`.execute(db);
    expect(table.rows).toEqual([]);
    expect(await results('casino')).toEqual(casino);
    await db.updateTable('news').set({ title: 'Monsoon casino report' }).where('slug', '=', 'monsoon-report').execute();
    await migrateToLatest(db);
    expect((await results('casino')).map((result) => result[0])).toEqual(['Monsoon casino report', 'Goa Grand Casino']);
  });
});
