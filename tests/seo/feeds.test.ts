// The Atom feeds of News and Blogs (/sjg/news/feed.xml, /sjg/blogs/feed.xml, and under /sjg/hi and
// /sjg/mr): what a feed reader gets (read with a real XML parser), that they carry only what the
// list page shows in that language, and that the list pages name them in their heads.
// Real Postgres, the real build, HTTP as a browser or a feed reader sends it.
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKinds } from '../../common/content-kinds.js';
import { defaultSiteSettings } from '../../common/site-settings.js';
import { createLogger } from '../../server/src/logger.js';
import { siteTexts } from '../../seed/content/site-texts.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem, apis, isoAfter, slugOf } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { readHead } from './seo-harness.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;
let admin: AdminAgent;
let origin: string;
const published: { id: number; slug: string; title: string }[] = [];
const hindiTitle = 'नागपुर में नया क्षेत्रीय कार्यालय';
const hindiSlug = 'नागपुर-कार्यालय';
const englishSiteTitle = defaultSiteSettings.seo.siteTitle;
const newsPageSize = contentKinds.news.listed.api.pageSize;

type Entry = {
  id: string;
  title: string;
  link: { '@_href': string };
  published: string;
  updated: string;
  'media:thumbnail'?: { '@_url': string; '@_width'?: string; '@_height'?: string };
  content: { '#text': string; '@_type': string };
};
type AtomFeed = {
  '@_xml:lang': string;
  '@_xml:base': string;
  id: string;
  title: string;
  subtitle: string;
  updated: string;
  author: { name: string };
  link: { '@_rel': string; '@_href': string; '@_type': string }[];
  entry: Entry[];
};

/** The feed at `url`, checked well-formed and read as a feed reader would (every entry a list, even one). */
async function readFeed(url: string): Promise<{ feed: AtomFeed; res: Awaited<ReturnType<typeof get>> }> {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link', processEntities: true, htmlEntities: false });
  const { feed } = parser.parse(res.text) as { feed: AtomFeed & { link: unknown; entry?: Entry[] } };
  // Links: the feed's are a list; each entry has the one.
  const entries = (feed.entry ?? []).map((entry) => ({ ...entry, link: (entry.link as unknown as Entry['link'][])[0]! }));
  return { feed: { ...feed, entry: entries } as AtomFeed, res };
}

function get(url: string) {
  return siteAgent(t).agent.get(url).buffer(true);
}

/** The media type `url` (an absolute address on the test server) is served as; not 200, its status. */
async function servedType(url: string): Promise<string | number> {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  const res = await get(url.slice(origin.length));
  return res.status === 200 ? res.headers['content-type']! : res.status;
}

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  admin = await loginAgent(t);
  for (const title of ['Pune plant opens', 'Q3 results & outlook', 'Nagpur regional office']) {
    const { id } = await addItem(admin.agent, 'news', title);
    const slug = await slugOf(admin.agent, 'news', id);
    published.unshift({ id, slug, title });
  }
  // Neither a draft, nor one due later, nor one in the trash is news yet.
  await addItem(admin.agent, 'news', 'A draft nobody may read', { status: 'draft' });
  await addItem(admin.agent, 'news', 'Due next month', { status: 'scheduled', publish_at: isoAfter(Date.now(), 30 * 24 * 3600_000) });
  const trashed = await addItem(admin.agent, 'news', 'Sent to the trash');
  expect((await admin.agent.delete(apis.news).send({ id: trashed.id })).status).toBe(200);
  // One item in Hindi too.
  const nagpur = published[0]!;
  const base = `/backend/admin/translations/news/${nagpur.id}/hi`;
  const fields = { title: hindiTitle, content: '<p>नागपुर में <a href="/sjg/hi/news">हमारा</a> नया कार्यालय।</p>', image_alt: 'नागपुर कार्यालय' };
  expect((await admin.agent.put(base).send({ fields, slug: hindiSlug })).status).toBe(200);
  expect((await admin.agent.post(`${base}/publish`).send({})).status).toBe(200);
  origin = new URL(readHead((await get('/sjg/news')).text).canonical[0]!).origin;
});
afterAll(async () => t?.close());

describe('the news feed', () => {
  it('is an Atom feed of the published news, newest first, each linking its page with its whole text', async () => {
    const { feed, res } = await readFeed('/sjg/news/feed.xml');
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(feed['@_xml:lang']).toBe('en');
    expect(feed['@_xml:base']).toBe(`${origin}/`);
    expect(feed.id).toBe(`${origin}/sjg/news/feed.xml`);
    expect(feed.title).toBe(`News | ${englishSiteTitle}`);
    expect(feed.author.name).toBe(englishSiteTitle);
    expect(feed.link.map((link) => [link['@_rel'], link['@_href']])).toEqual([
      ['self', `${origin}/sjg/news/feed.xml`],
      ['alternate', `${origin}/sjg/news`],
    ]);
    expect(feed.entry.map((entry) => entry.title)).toEqual(published.map((item) => item.title));
    const [first] = feed.entry;
    expect(first!.link['@_href']).toBe(`${origin}/sjg/single-news/${published[0]!.slug}`);
    // The picture its page shows above the text, then the text.
    const picture = /^<figure><img src="([^"]+)" alt="Nagpur regional office" width="8" height="6"><\/figure>(.*)$/s.exec(first!.content['#text']);
    expect(first!.content['@_type']).toBe('html');
    expect(picture?.[2]).toBe('<p>Nagpur regional office body</p>');
    expect(await servedType(picture![1]!)).toBe('image/jpeg');
    // A picture narrower than a card has no smaller version: the card shows it whole.
    expect(first!['media:thumbnail']).toEqual({ '@_url': picture![1], '@_width': '8', '@_height': '6' });
    expect(first!.id).toMatch(new RegExp(`^tag:[^,]+,\\d{4}-\\d{2}-\\d{2}:news/${published[0]!.id}$`));
    expect(Date.parse(feed.updated)).toBe(Math.max(...feed.entry.map((entry) => Date.parse(entry.updated))));
    // The & of a title reaches the reader as written.
    expect(feed.entry.map((entry) => entry.title)).toContain('Q3 results & outlook');
  });

  it("gives a card a smaller version of a wide picture, with the picture's own alt text", async () => {
    const wide = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    await addItem(admin.agent, 'news', 'Solar park commissioned', { image_alt: 'Rows of solar panels at dusk' }, { image: wide });
    const { feed } = await readFeed('/sjg/news/feed.xml');
    const entry = feed.entry[0]!;
    expect(entry.title).toBe('Solar park commissioned');
    const src = /^<figure><img src="([^"]+)" alt="Rows of solar panels at dusk" width="1200" height="700"><\/figure>/.exec(entry.content['#text'])?.[1];
    expect(await servedType(src!)).toBe('image/jpeg');
    const thumbnail = entry['media:thumbnail']!;
    expect([thumbnail['@_width'], thumbnail['@_height']]).toEqual(['480', '280']);
    expect(thumbnail['@_url']).not.toBe(src);
    expect(await servedType(thumbnail['@_url'])).toBe('image/webp');
    // Readers that show a page's whole text get it unchanged after the picture.
    expect(entry.content['#text']).toMatch(/<\/figure><p>Solar park commissioned body<\/p>$/);
  });

  it('carries the first page the News page lists, no more', async () => {
    for (let n = 0; n < newsPageSize; n += 1) await addItem(admin.agent, 'news', `Filler ${n}`);
    const { feed } = await readFeed('/sjg/news/feed.xml');
    expect(feed.entry).toHaveLength(newsPageSize);
    expect(feed.entry[0]!.title).toBe(`Filler ${newsPageSize - 1}`);
  });

  it('has a Hindi feed of the news published in Hindi alone, linking its Hindi pages', async () => {
    const { feed } = await readFeed('/sjg/hi/news/feed.xml');
    expect(feed['@_xml:lang']).toBe('hi');
    expect(feed.id).toBe(`${origin}/sjg/hi/news/feed.xml`);
    expect(feed.title.endsWith(` | ${siteTexts.hi.seo.siteTitle}`)).toBe(true);
    expect(feed.entry.map((entry) => entry.title)).toEqual([hindiTitle]);
    expect(feed.entry[0]!.link['@_href']).toBe(`${origin}/sjg/hi/single-news/${encodeURIComponent(hindiSlug)}`);
    expect(feed.entry[0]!.id.endsWith(`:news/${published.find((item) => item.title === 'Nagpur regional office')!.id}/hi`)).toBe(true);
    // The text as the page shows it, its relative link resolved by the feed's xml:base, after the
    // picture with the translation's alt text.
    expect(feed.entry[0]!.content['#text']).toMatch(/^<figure><img src="[^"]+" alt="नागपुर कार्यालय" width="8" height="6"><\/figure><p>नागपुर में <a href="\/sjg\/hi\/news"[^>]*>हमारा<\/a> नया कार्यालय।<\/p>$/);
    // Marathi has its site texts but no news in Marathi: a feed with none.
    expect((await readFeed('/sjg/mr/news/feed.xml')).feed.entry).toEqual([]);
  });
});

describe('the feeds and the pages', () => {
  it('has a blogs feed too', async () => {
    await addItem(admin.agent, 'blogs', 'Forty-five years of trust');
    const { feed } = await readFeed('/sjg/blogs/feed.xml');
    expect(feed.title).toBe(`Blogs | ${englishSiteTitle}`);
    expect(feed.entry.map((entry) => entry.title)).toEqual(['Forty-five years of trust']);
    expect(feed.entry[0]!.link['@_href']).toMatch(new RegExp(`^${origin}/sjg/single-blog/forty-five-years-of-trust`));
    // A post without a picture (a blog's is optional) has its text alone.
    expect(feed.entry[0]!.content['#text']).toBe('<p>Forty-five years of trust body</p>');
    expect(feed.entry[0]!['media:thumbnail']).toBeUndefined();
  });

  it("are named in the head of the list pages and their items' pages, in their language, and of no other page", async () => {
    const feedLinks = async (url: string) =>
      [...readHead((await get(url)).text).head.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]);
    expect(await feedLinks('/sjg/news')).toEqual([[`News | ${englishSiteTitle}`, `${origin}/sjg/news/feed.xml`]]);
    expect(await feedLinks('/sjg/blogs')).toEqual([[`Blogs | ${englishSiteTitle}`, `${origin}/sjg/blogs/feed.xml`]]);
    expect((await feedLinks('/sjg/hi/news'))[0]?.[1]).toBe(`${origin}/sjg/hi/news/feed.xml`);
    expect(await feedLinks('/sjg/')).toEqual([]);
    // And offered on the page itself, in its language: a visitor's browser no longer shows a head's feed.
    const offer = (html: string) => {
      const link = /<a ([^>]*type="application\/atom\+xml"[^>]*)>(?:<svg[\s\S]*?<\/svg>)?([^<]*)<\/a>/.exec(html);
      return link ? [/href="([^"]+)"/.exec(link[1]!)?.[1], link[2]] : undefined;
    };
    expect(offer((await get('/sjg/news')).text)).toEqual(['/sjg/news/feed.xml', 'Follow the news in your feed reader']);
    expect(offer((await get('/sjg/hi/news')).text)).toEqual(['/sjg/hi/news/feed.xml', 'अपने फ़ीड रीडर में समाचार पाएँ']);
    expect(offer((await get('/sjg/mr/blogs')).text)).toEqual(['/sjg/mr/blogs/feed.xml', 'तुमच्या फीड रीडरमध्ये ब्लॉग मिळवा']);
    expect(offer((await get('/sjg/about-us')).text)).toBeUndefined();
    // An item's page names its list's feed, as WordPress names its feed on every post.
    expect(await feedLinks(`/sjg/single-news/${published[0]!.slug}`)).toEqual([[`News | ${englishSiteTitle}`, `${origin}/sjg/news/feed.xml`]]);
    const [hindiFeed] = await feedLinks(`/sjg/hi/single-news/${encodeURIComponent(hindiSlug)}`);
    expect(hindiFeed?.[1]).toBe(`${origin}/sjg/hi/news/feed.xml`);
    expect(hindiFeed?.[0]).toBe((await feedLinks('/sjg/hi/news'))[0]?.[0]);
    expect(hindiFeed?.[0]?.startsWith('News')).toBe(false);
    const blog = await addItem(admin.agent, 'blogs', 'A blog with a feed');
    const blogSlug = await slugOf(admin.agent, 'blogs', blog.id);
    expect(await feedLinks(`/sjg/single-blog/${blogSlug}`)).toEqual([[`Blogs | ${englishSiteTitle}`, `${origin}/sjg/blogs/feed.xml`]]);
    // Not an item's earlier address (a redirect), nor a news item that is not there.
    expect((await get('/sjg/single-news/no-such-news')).status).toBe(404);
    expect(await feedLinks('/sjg/single-news/no-such-news')).toEqual([]);
  });

  it('is not found in a language the site is not in, nor at any other feed address', async () => {
    const off = await createTestApp({ config: { webDistDir: dist, siteLanguages: ['en', 'hi'] } });
    try {
      // Marathi's texts are published, but the site is not in Marathi.
      await seedSiteTexts({ db: off.db, storage: off.storage, logger: createLogger('silent') });
      const res = await siteAgent(off).agent.get('/sjg/mr/news/feed.xml');
      expect(res.status).toBe(404);
      expect((await siteAgent(off).agent.get('/sjg/hi/news/feed.xml')).status).toBe(200);
    } finally {
      await off.close();
    }
    expect((await get('/sjg/investors/feed.xml')).status).toBe(404);
    expect((await get('/sjg/news/feed.json')).status).toBe(404);
  });
});
