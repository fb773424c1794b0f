// The search keeps each body's plain text as the database makes it (sjg_plain_text, the
// plain-text-sentence-breaks migration): it must be the text common/plain-text.ts makes for every
// other excerpt, so a result reads as the cards and the meta descriptions do. Held equal here on
// the demo content and on the shapes an editor's HTML takes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextOf } from '../../common/plain-text.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { blogs } from '../../seed/content/blogs.js';
import { news } from '../../seed/content/news.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const shapes = [
  '<h2>A festive showcase</h2><p>The SJG Expo brings the group’s ventures under one roof.</p>',
  '<h3>Why now?</h3><p>Because.</p><ul><li>One</li><li>Two!</li></ul><p>Done</p>',
  '<p>Uptime above <strong>99.7% of the time</strong>. Our <em>engi</em>neers know.</p><p>Next&nbsp;paragraph<br>new line</p>',
  '<p>Fish &amp; chips &lt;b&gt; &quot;quoted&quot; it&#39;s</p><blockquote><p>“Said so”</p></blockquote><p></p><p>  </p>',
  '<p>Highlights:</p><ol><li>First (one)</li><li>Second “two”</li></ol><!-- a comment --><div>Last</div>',
  '<table><tr><td>Name</td><td>Value</td></tr><tr><th>Other</th></tr></table>',
  '',
];

describe('the search text and the excerpts', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.drop());

  const databaseText = async (html: string) =>
    (await sql<{ text: string }>`select sjg_plain_text(${html}, true) as text`.execute(database.db)).rows[0]!.text;

  it('makes the same text from HTML as common/plain-text.ts', async () => {
    for (const html of [...shapes, ...news.map((item) => item.content), ...blogs.map((item) => item.content)]) {
      expect(await databaseText(html), html.slice(0, 80)).toBe(plainTextOf(html));
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
