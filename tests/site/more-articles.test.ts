// "More news" under a story and "More from the blog" under a post: the newest other articles of
// the list, as the server renders the page (static HTML, valid, in the page's language), none when
// the article is alone, new ones as soon as they are published, and the same in a preview. Real
// Postgres, the real build.
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/logger.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem, apis, slugOf } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
let t: TestApp;
let admin: AdminAgent;
/** The stories' slugs by title, oldest added first. */
const slugs = new Map<string, string>();

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  admin = await loginAgent(t);
  for (const title of ['Expo opens', 'New terminals', 'Goa resort', 'Pune office', 'Annual report']) {
    const { id } = await addItem(admin.agent, 'news', title);
    slugs.set(title, await slugOf(admin.agent, 'news', id));
  }
});
afterAll(async () => t?.close());

/** The page's "More …" aside: its heading and its links (text and address), or null. */
function moreOf(html: string): { heading: string; links: { text: string; href: string }[]; dates: string[] } | null {
  const aside = /<aside class="more-articles"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1];
  if (aside === undefined) return null;
  return {
    heading: /<h2[^>]*>([^<]*)<\/h2>/.exec(aside)![1]!,
    links: [...aside.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ href: m[1]!, text: m[2]! })),
    dates: [...aside.matchAll(/<time [^>]*>([^<]*)<\/time>/g)].map((m) => m[1]!),
  };
}

async function page(url: string) {
  const res = await siteAgent(t).agent.get(url);
  expect(res.status).toBe(200);
  return res.text;
}

describe('under a news story', () => {
  it('lists the three newest other stories, newest first, each with its date, in valid HTML', async () => {
    const html = await page(`/sjg/single-news/${slugs.get('Goa resort')}`);
    const more = moreOf(html);
    expect(more?.heading).toBe('More news');
    expect(more?.links).toEqual(
      ['Annual report', 'Pune office', 'New terminals'].map((title) => ({ text: title, href: `/sjg/single-news/${slugs.get(title)}` })),
    );
    // The site's one way of writing a date (common/site-dates.ts), e.g. "December 7, 2026".
    expect(more?.dates).toHaveLength(3);
    for (const date of more!.dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // Labelled by its heading, inside the article it belongs to.
    expect(html).toMatch(/<aside class="more-articles" aria-labelledby="([^"]+)"><h2 id="\1"/);
    // Static markup: the islands' loader, which reads again what an island hydrates with, leaves the list out.
    const loader = /<script data-src="[^"]*" data-replies="([^"]*)" data-missing="([^"]*)">/.exec(html);
    expect(loader?.[1]?.split(' ')).toEqual([`/backend/news/news_api.php?slug=${slugs.get('Goa resort')}`, '/backend/site/settings.php']);
    expect(loader?.[2]).toBe('');
    expect(html).not.toContain('news_api.php?page=1');
    const report = await validator.validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('shows a story published since the page was last served', async () => {
    const url = `/sjg/single-news/${slugs.get('Expo opens')}`;
    expect(moreOf(await page(url))?.links.map((link) => link.text)).toEqual(['Annual report', 'Pune office', 'Goa resort']);
    await addItem(admin.agent, 'news', 'Monsoon relief');
    expect(moreOf(await page(url))?.links.map((link) => link.text)).toEqual(['Monsoon relief', 'Annual report', 'Pune office']);
  });

  it('leaves out a draft and a story in the trash', async () => {
    const draft = await addItem(admin.agent, 'news', 'Draft story', { status: 'draft' });
    const trashed = await addItem(admin.agent, 'news', 'Trashed story');
    expect((await admin.agent.delete(apis.news).send({ id: trashed.id })).status).toBe(200);
    const titles = moreOf(await page(`/sjg/single-news/${slugs.get('Expo opens')}`))?.links.map((link) => link.text);
    expect(draft.status).toBe(200);
    expect(titles).toEqual(['Monsoon relief', 'Annual report', 'Pune office']);
  });
});

describe('in a preview', () => {
  it("shows what visitors will see under the story: the published list, without the story itself", async () => {
    const draft = await addItem(admin.agent, 'news', 'Coming soon', { status: 'draft' });
    const preview = await admin.agent.get(`/sjg/preview/news/${draft.id}`);
    expect(preview.status).toBe(200);
    expect(moreOf(preview.text)?.links.map((link) => link.text)).toEqual(['Monsoon relief', 'Annual report', 'Pune office']);
    const published = await admin.agent.get(`/sjg/preview/news/${(await siteAgent(t).agent.get(`${apis.news}?slug=${slugs.get('Pune office')}`)).body.news.id}`);
    expect(moreOf(published.text)?.links.map((link) => link.text)).toEqual(['Monsoon relief', 'Annual report', 'Goa resort']);
  });
});

describe('under a blog post', () => {
  it('is "More from the blog", and absent while the post is the only one', async () => {
    const first = await addItem(admin.agent, 'blogs', 'Field notes');
    const firstSlug = await slugOf(admin.agent, 'blogs', first.id);
    expect(moreOf(await page(`/sjg/single-blog/${firstSlug}`))).toBeNull();
    const second = await addItem(admin.agent, 'blogs', 'Lessons from Goa');
    const secondSlug = await slugOf(admin.agent, 'blogs', second.id);
    const more = moreOf(await page(`/sjg/single-blog/${firstSlug}`));
    expect(more?.heading).toBe('More from the blog');
    expect(more?.links).toEqual([{ text: 'Lessons from Goa', href: `/sjg/single-blog/${secondSlug}` }]);
  });
});

describe('in Hindi', () => {
  it('lists the stories published in Hindi, by their Hindi titles and addresses, under a Hindi heading', async () => {
    const hindi = [
      ['Expo opens', 'एक्सपो शुरू', 'एक्सपो-शुरू'],
      ['Pune office', 'पुणे कार्यालय', 'पुणे-कार्यालय'],
    ] as const;
    for (const [english, title, slug] of hindi) {
      const { body } = await siteAgent(t).agent.get(`${apis.news}?slug=${encodeURIComponent(slugs.get(english)!)}`);
      const base = `/backend/admin/translations/news/${body.news.id}/hi`;
      expect((await admin.agent.put(base).send({ fields: { title, content: `<p>${title}</p>`, image_alt: `${title} का चित्र` }, slug })).status).toBe(200);
      expect((await admin.agent.post(`${base}/publish`).send({})).status).toBe(200);
    }
    const more = moreOf(await page(`/sjg/hi/single-news/${encodeURIComponent('एक्सपो-शुरू')}`));
    expect(more?.heading).toBe('और समाचार');
    expect(more?.links).toEqual([{ text: 'पुणे कार्यालय', href: `/sjg/hi/single-news/${encodeURIComponent('पुणे-कार्यालय')}` }]);
    // The date in Hindi's words and digits, as the story's own date line writes it.
    expect(more?.dates[0]).toMatch(/[\u0900-\u097F]/);
  });
});
