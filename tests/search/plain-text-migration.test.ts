// The plain-text-joins-inline-tags migration on a database that holds content: a body's text in
// its search excerpts reads as the page shows it (a tag inside a sentence adds no space), for the
// documents already there and those written after, and down and up again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextOf } from '../../common/plain-text.js';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrator.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const PREVIOUS = '2026-11-29T13-00-00_search-from-stored-scores';
const uptime = '<p>Uptime above <strong>99.7% of the time</strong>. Our <em>engi</em>neers know their districts.</p><p>Next&nbsp;paragraph<br>new line</p>';
const asShown = 'Uptime above 99.7% of the time. Our engineers know their districts. Next paragraph new line';

describe('the plain-text migration on existing content', () => {
  let database: TestDatabase;
  const excerpts = async (query: string) => (await searchContent(database.pool, query)).map((result) => result.excerpt);

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateTo(database.db, PREVIOUS);
    await database.db.insertInto('news').values({ slug: 'uptime', title: 'Uptime report', content: uptime, year: '2026', image_url: null }).execute();
    await database.db.insertInto('blogs').values({ slug: 'field-notes', title: 'Field notes', content: '<p>Rohan’s <b>van</b>, and his <i>districts</i>.</p>', image_url: null }).execute();
  });
  afterAll(async () => database?.drop());

  it('gave a tag inside a sentence a space of its own before it', async () => {
    expect(await excerpts('uptime')).toEqual(['Uptime above 99.7% of the time . Our engi neers know their districts. Next paragraph new line']);
    expect(await excerpts('van')).toEqual(['Rohan’s van , and his districts .']);
  });

  it('reads the text already there as the page shows it, as the SPA makes it from the same HTML', async () => {
    await migrateToLatest(database.db);
    expect(await excerpts('uptime')).toEqual([asShown]);
    expect(asShown).toBe(plainTextOf(uptime));
    expect(await excerpts('van')).toEqual(['Rohan’s van, and his districts.']);
  });

  it('makes the text of an item written after it the same way', async () => {
    await database.db.updateTable('news').set({ content: `${uptime}<ul><li>One</li><li>Two</li></ul>` }).where('slug', '=', 'uptime').execute();
    // Blocks after a paragraph that ends without punctuation: a sentence break each (plain-text-sentence-breaks migration).
    expect(await excerpts('uptime')).toEqual([`${asShown}. One. Two`]);
  });

  it('goes down to the previous text and up again', async () => {
    await migrateTo(database.db, PREVIOUS);
    expect((await excerpts('uptime'))[0]).toMatch(/^Uptime above 99\.7% of the time \. Our engi neers/);
    await migrateToLatest(database.db);
    expect((await excerpts('uptime'))[0]).toMatch(/^Uptime above 99\.7% of the time\. Our engineers/);
  });
});
