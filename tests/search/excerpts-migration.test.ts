// The migration that keeps each search document's body as plain text (search-excerpts-from-plain-text)
// on a database that holds content: the documents already there get their text, and down and up
// again give the same search.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrator.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const PREVIOUS = '2026-11-26T00-00-00_media-library';

describe('the plain-text excerpts migration on existing content', () => {
  let database: TestDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: any;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    db = database.db;
    await migrateTo(db, PREVIOUS);
    await db
      .insertInto('news')
      .values({ slug: 'monsoon-report', title: 'Monsoon report', content: '<p>Rain &amp; wind.</p><p>Our <b>casino</b> guests stayed dry.</p>', year: '2026', image_url: null })
      .execute();
    await db.insertInto('ventures').values({ slug: 'goa-grand-casino', title: 'Goa Grand Casino', about_desc: 'Gaming floors\non the Mandovi.' }).execute();
    await migrateToLatest(db);
  });
  afterAll(async () => database?.drop());

  it('fills the plain text of the documents already there, tags stripped and entities decoded', async () => {
    const texts = await sql<{ kind: string; body_text: string }>`select kind, body_text from search_documents order by kind`.execute(db);
    expect(texts.rows).toEqual([
      { kind: 'news', body_text: 'Rain & wind. Our casino guests stayed dry.' },
      { kind: 'venture', body_text: 'Gaming floors on the Mandovi.' },
    ]);
    expect((await searchContent(database.pool, 'casino')).map((result) => [result.title, result.excerpt])).toEqual([
      ['Goa Grand Casino', 'Gaming floors on the Mandovi.'],
      ['Monsoon report', 'Our casino guests stayed dry.'],
    ]);
  });

  it('goes down to the previous search and up again', async () => {
    await migrateTo(db, PREVIOUS);
    const column = await sql`select 1 from information_schema.columns where table_name = 'search_documents' and column_name = 'body_text'`.execute(db);
    expect(column.rows).toEqual([]);
    const previous = await sql<{ title: string }>`select title from sjg_search_results(sjg_search_query('casino'), 'casino'::tsquery, 20, '')`.execute(db);
    expect(previous.rows.map((row) => row.title)).toEqual(['Goa Grand Casino', 'Monsoon report']);
    await migrateToLatest(db);
    expect((await searchContent(database.pool, 'casino')).map((result) => result.excerpt)).toEqual(['Gaming floors on the Mandovi.', 'Our casino guests stayed dry.']);
  });
});
