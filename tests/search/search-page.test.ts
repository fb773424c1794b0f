// The search's own page (/sjg/search?q=…), where the header's search leads when the page's code
// does not run: rendered on the server with what its words find, the same words and results as
// the search dialog, never indexed, and made afresh for each address.
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { createLogger } from '../../server/src/logger.js';
import { createAdminUser } from '../helpers/login.js';
import { loginAs, siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  // The demo's site texts in Hindi and Marathi, published: the search page in each, and the switcher's links.
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  const story = '<p>The SJG Expo brings the group’s ventures under one roof.</p>';
  await t.db.insertInto('news').values({ slug: 'sjg-expo', title: 'The SJG Expo', content: story, year: '2026', image_url: null }).execute();
});
afterAll(async () => t?.close());

const page = async (address: string) => {
  const res = await siteAgent(t).agent.get(address);
  expect(res.status, address).toBe(200);
  return res;
};

/** The result links of a rendered page, as "href: text". */
const resultsIn = (html: string) =>
  [...html.matchAll(/<a class="search-result" href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([, href, inner]) => `${href}: ${inner!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()}`);

describe('the search page', () => {
  it('lists what the words find, as links in the dialog’s words, under a form that searches again', async () => {
    const res = await page('/sjg/search?q=Expo');
    expect(resultsIn(res.text)).toEqual(['/sjg/single-news/sjg-expo: News The SJG Expo The SJG Expo brings the group’s ventures under one roof.']);
    expect(res.text).toMatch(/<form class="search-form" role="search" method="get" action="\/sjg\/search">/);
    expect(res.text).toMatch(/<input id="search-page-words" type="search" name="q"[^>]* required="" value="Expo"\/>/);
    expect(res.text).not.toContain('Searching...');
    expect(res.text).toContain('<meta name="robots" content="noindex"');
    const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(res.text);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
  });

  it('says when nothing is found, shows the form alone without words, and writes the words as text', async () => {
    const none = await page('/sjg/search?q=nowhere%20at%20all');
    expect(resultsIn(none.text)).toEqual([]);
    expect(none.text).toContain('No results found.');

    const blank = await page('/sjg/search?q=%20%20');
    expect(blank.text).toMatch(/<form class="search-form"/);
    expect(blank.text).not.toContain('No results found.');
    expect(blank.text).not.toContain('class="search-results"');

    // A NUL, which no form sends, reads as no words at all (Postgres refuses it in a query).
    const nul = await page('/sjg/search?q=lamps%00');
    expect(nul.text).not.toContain('\u0000');
    expect(nul.text).not.toContain('class="search-results"');

    const markup = await page('/sjg/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(markup.text).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(markup.text).not.toContain('<script>alert(1)</script>');
  });

  it('answers each address afresh: a story published since is found at once, and no copy is offered to a CDN', async () => {
    expect(resultsIn((await page('/sjg/search?q=Monsoon')).text)).toEqual([]);
    await t.db.insertInto('news').values({ slug: 'monsoon-fair', title: 'Monsoon fair', content: '<p>Stalls by the sea.</p>', year: '2026', image_url: null }).execute();
    const again = await page('/sjg/search?q=Monsoon');
    expect(resultsIn(again.text).map((entry) => entry.split(':')[0])).toEqual(['/sjg/single-news/monsoon-fair']);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it("offers each result's picture as its narrow WebP variants, drawn 96 px wide", async () => {
    const stem = 'feed00feed00feed00feed00feed00fe';
    await t.db.insertInto('news').values({ slug: 'lantern-walk', title: 'Lantern walk', content: '<p>Along the bay.</p>', year: '2026', image_url: `uploads/${stem}_1200x700.jpg` }).execute();
    const res = await page('/sjg/search?q=Lantern');
    const thumb = /<img [^>]*class="search-result__thumb[^>]*>/.exec(res.text)![0];
    expect(thumb).toContain(`srcSet="/backend/news/uploads/${stem}_1200x700-360.webp 360w`);
    expect(thumb).toContain('sizes="96px"');
    expect(thumb).toContain(`src="/backend/news/uploads/${stem}_1200x700.jpg"`);
  });

  it("crops each result's picture around its focal point in the media library", async () => {
    const name = 'cafe00cafe00cafe00cafe00cafe00ca_1200x700.jpg';
    await t.db.insertInto('news').values({ slug: 'tide-tables', title: 'Tide tables', content: '<p>High water.</p>', year: '2026', image_url: `uploads/${name}` }).execute();
    // Set as an editor sets it, in the media library.
    const editor = await loginAs(t, await createAdminUser(t.db));
    const { id } = await t.db.selectFrom('media').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    expect((await editor.agent.patch(`/backend/admin/media/${id}`).send({ focal_point: { x: 30, y: 70 } })).status).toBe(200);
    const res = await page('/sjg/search?q=Tide');
    expect(/<img [^>]*class="search-result__thumb[^>]*>/.exec(res.text)![0]).toMatch(/style="object-position:30% 70%;/);
  });

  it('keeps its words across the language switcher', async () => {
    const res = await page('/sjg/search?q=SJG+Expo');
    const switcher = /<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(res.text)![0];
    expect([...switcher.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)).toEqual(['/sjg/hi/search?q=SJG+Expo', '/sjg/mr/search?q=SJG+Expo']);
    const hindi = await page('/sjg/hi/search?q=SJG+Expo');
    expect(/<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(hindi.text)![0]).toContain('href="/sjg/search?q=SJG+Expo"');
    // Kept from search engines, it names no languages to them.
    expect(res.text).not.toContain('hreflang=');
    expect(res.text).not.toContain('og:locale:alternate');
    // Other pages' links are their addresses alone.
    const about = await page('/sjg/about-us?q=SJG');
    expect(about.text).toContain('href="/sjg/hi/about-us"');
    expect(about.text).not.toContain('/sjg/hi/about-us?');
  });

  it('is left out of the sitemap and kept from crawlers', async () => {
    const robots = await page('/robots.txt');
    expect(robots.text).toContain('Disallow: /sjg/search');
    expect((await page('/sjg/sitemap.xml')).text).not.toContain('/sjg/search');
  });
});
