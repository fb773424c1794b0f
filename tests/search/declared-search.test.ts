// The search reads what the content kinds declare: each searched kind's trigger is made from its
// declaration after the migrations, and a field added to a declaration with `search: 'body'` (and
// its column) is found by the site search, for the items already there and the ones written next.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKinds, searchedKinds, type KindDeclaration } from '../../common/content-kinds.js';
import { searchTriggerArguments, syncDeclaredSearch } from '../../server/src/db/declared-search.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/** The declarations with one more news field, searched as body text. */
function withNewsSummary(): Record<string, KindDeclaration> {
  const news = contentKinds.news;
  const summary = { type: 'longText', label: 'Summary', translatable: true, search: 'body' } as const;
  return { ...contentKinds, news: { ...news, fields: { ...news.fields, summary } } };
}

describe('the search made from the content kinds declarations', () => {
  let database: TestDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: any;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => database?.drop());

  it('has each searched kind’s trigger as declared after the migrations, so nothing is made again', async () => {
    expect(searchedKinds().map(searchTriggerArguments)).toEqual([
      ['news', 'title', 'content', 'html', 'image_url'],
      ['blog', 'title', 'content', 'html', 'image_url'],
      ['venture', 'title', 'about_desc', 'text', 'logo_url'],
      ['investor', 'investor_name', '', 'text', 'investor_image'],
    ]);
    expect(await syncDeclaredSearch(db)).toEqual([]);
  });

  it('finds a declared field’s words in the items already there and in the ones written next', async () => {
    await sql`alter table news add column summary text`.execute(db);
    await db.insertInto('news').values({ slug: 'expo', title: 'Expo report', content: '<p>Stalls and visitors.</p>', year: '2026', summary: 'Kolhapuri sandals sold out.' }).execute();
    expect(await searchContent(database.pool, 'kolhapuri')).toEqual([]);

    expect(await syncDeclaredSearch(db, searchedKinds(withNewsSummary()))).toEqual(['news']);
    expect((await searchContent(database.pool, 'kolhapuri')).map((result) => [result.title, result.excerpt])).toEqual([
      ['Expo report', 'Kolhapuri sandals sold out.'],
    ]);

    await db.insertInto('news').values({ slug: 'fair', title: 'Trade fair', content: '<p>Hall 4.</p>', year: '2026', summary: 'Paithani weavers came.' }).execute();
    expect((await searchContent(database.pool, 'paithani')).map((result) => result.url)).toEqual(['/sjg/single-news/fair']);
    // The declaration as it ships: the summary is not searched any more.
    expect(await syncDeclaredSearch(db)).toEqual(['news']);
    expect(await searchContent(database.pool, 'paithani')).toEqual([]);
  });
});
