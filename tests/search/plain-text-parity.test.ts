// The search keeps each body's plain text as the database makes it (sjg_plain_text, the
// plain-text-sentence-breaks migration): it must be the text common/plain-text.ts makes for every
// other excerpt, so a result reads as the cards and the meta descriptions do. Held equal here on
// the demo content and on the shapes an editor's HTML takes, in a UTF8 database and in a
// SQL_ASCII one (what the embedded Postgres of `npm start` creates).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextOf } from '../../common/plain-text.js';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database.js';
import { migrateToLatest } from '../../server/src/db/migrator.js';
import { createLogger } from '../../server/src/logger.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { blogs } from '../../seed/content/blogs.js';
import { news } from '../../seed/content/news.js';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const shapes = [
  '<h2>A festive showcase</h2><p>The SJG Expo brings the group’s ventures under one roof.</p>',
  '<h3>Why now?</h3><p>Because.</p><ul><li>One</li><li>Two!</li></ul><p>Done</p>',
  '<p>Uptime above <strong>99.7% of the time</strong>. Our <em>engi</em>neers know.</p><p>Next&nbsp;paragraph<br>new line</p>',
  '<p>Fish &amp; chips &lt;b&gt; &quot;quoted&quot; it&#39;s</p><blockquote><p>“Said so”</p></blockquote><p></p><p>  </p>',
  '<p>Highlights:</p><ol><li>First (one)</li><li>Second “two”</li></ol><!-- a comment --><div>Last</div>',
  '<p>Wait for it…</p><p>“Go!”</p><p>‘Quoted’</p><p>x</p>',
  '<table><tr><td>Name</td><td>Value</td></tr><tr><th>Other</th></tr></table>',
  '',
];

type Db = DatabaseHandle['db'];

/** A migrated database in SQL_ASCII, dropped by the returned function. */
async function sqlAsciiDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_ascii_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name} encoding 'SQL_ASCII' lc_collate 'C' lc_ctype 'C' template template0`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString(), createLogger('silent'));
  await migrateToLatest(handle.db);
  return {
    db: handle.db,
    async drop() {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

const samples = [...shapes, ...news.map((item) => item.content), ...blogs.map((item) => item.content)];

const databaseText = async (db: Db, html: string) =>
  (await sql<{ text: string }>`select sjg_plain_text(${html}, true) as text`.execute(db)).rows[0]!.text;

describe('the search text and the excerpts', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.drop());

  it('makes the same text from HTML as common/plain-text.ts', async () => {
    for (const html of samples) expect(await databaseText(database.db, html), html.slice(0, 80)).toBe(plainTextOf(html));
  });

  it('makes the same text in a SQL_ASCII database', async () => {
    const ascii = await sqlAsciiDatabase();
    try {
      for (const html of samples) expect(await databaseText(ascii.db, html), html.slice(0, 80)).toBe(plainTextOf(html));
    } finally {
      await ascii.drop();
    }
  });

  it('shows a result whose body starts with a heading as sentences', async () => {
    await database.db.insertInto('news').values({ slug: 'sjg-expo', title: 'The SJG Expo', content: shapes[0]!, year: '2026', image_url: null }).execute();
    const excerpt = async (query: string) => (await searchContent(database.pool, query))[0]?.excerpt;
    expect(await excerpt('festive')).toBe('A festive showcase. The SJG Expo brings the group’s ventures under one roof.');
    // A word of the paragraph: the excerpt starts at its sentence, after the heading's.
    expect(await excerpt('roof')).toBe('The SJG Expo brings the group’s ventures under one roof.');
  });
});
