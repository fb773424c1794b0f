// The site's pages in Hindi and Marathi (issue 50, items 3 and 4): each language at its own address
// under /sjg/<code>/, rendered on the server in that language with its lang, Content-Language,
// self canonical, a reciprocal hreflang cluster of published versions only (x-default English),
// og:locale and JSON-LD inLanguage; an item not published in a language is not found there, and its
// not-found page offers the languages it has. Real Postgres, the real build, HTTP as a browser sends it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/logger.js';
import { siteTexts } from '../../seed/content/site-texts.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem, slugOf } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { ldOfType, readHead } from '../seo/seo-harness.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;
let admin: AdminAgent;
let englishSlug: string;
let origin: string;

const hindiTitle = 'मुंबई में नया कार्यालय';
/** The site's title in each language's site texts, after each page's own in the document title. */
const siteTitle = { hi: siteTexts.hi.seo.siteTitle, mr: siteTexts.mr.seo.siteTitle };
const hindiSlug = 'मुंबई-कार्यालय';
/** The picture's alt text in Hindi: English's picture has one, so publishing asks for it. */
const hindiAlt = 'मुंबई के नए कार्यालय का प्रवेश द्वार';
const encodedHindi = encodeURIComponent(hindiSlug);

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  // The demo's site texts in Hindi and Marathi, both published: without them neither language has pages.
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  admin = await loginAgent(t);
  const { id } = await addItem(admin.agent, 'news', 'New Mumbai office');
  englishSlug = await slugOf(admin.agent, 'news', id);
  const base = `/backend/admin/translations/news/${id}/hi`;
  const fields = { title: hindiTitle, content: '<p>मुंबई में हमारा नया कार्यालय खुल गया है।</p>', image_alt: hindiAlt };
  expect((await admin.agent.put(base).send({ fields, slug: hindiSlug })).status).toBe(200);
  expect((await admin.agent.post(`${base}/publish`).send({})).status).toBe(200);
  const home = await siteAgent(t).agent.get('/sjg/');
  origin = new URL(readHead(home.text).canonical[0]!).origin;
});
afterAll(async () => t?.close());

function page(url: string) {
  return siteAgent(t).agent.get(url);
}

/** The page's hreflang links, by language tag. */
function hreflangs(html: string): Record<string, string> {
  const head = readHead(html).head;
  return Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
}

describe('a news item published in English and Hindi', () => {
  it('answers at its Devanagari address under /sjg/hi in Hindi, with its head tags in Hindi', async () => {
    const res = await page(`/sjg/hi/single-news/${encodedHindi}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.text).toMatch(/<html lang="hi"/);
    const head = readHead(res.text);
    expect(head.titles).toEqual([`${hindiTitle} | ${siteTitle.hi}`]);
    expect(head.canonical).toEqual([`${origin}/sjg/hi/single-news/${encodedHindi}`]);
    expect(head.one('og:locale')).toBe('hi_IN');
    expect(head.meta('og:locale:alternate')).toEqual(['en_IN']);
    expect(ldOfType(head, 'NewsArticle')).toMatchObject({ inLanguage: 'hi', headline: hindiTitle });
    // The page's own text is the Hindi one, and its links stay in Hindi.
    expect(res.text).toContain('मुंबई में हमारा नया कार्यालय खुल गया है।');
    expect(res.text).toContain('href="/sjg/hi/news"');
    // The picture is named in Hindi, never by English's alt text.
    expect(res.text).toMatch(new RegExp(`<img [^>]*alt="${hindiAlt}"`));
    expect(res.text).not.toContain('alt="New Mumbai office"');
    expect(head.one('og:image:alt')).toBe(hindiAlt);
  });

  it('names both versions and English as the default, from each side, and every link answers 200', async () => {
    const hindi = hreflangs((await page(`/sjg/hi/single-news/${encodedHindi}`)).text);
    const english = hreflangs((await page(`/sjg/single-news/${englishSlug}`)).text);
    const expected = {
      en: `${origin}/sjg/single-news/${englishSlug}`,
      hi: `${origin}/sjg/hi/single-news/${encodedHindi}`,
      'x-default': `${origin}/sjg/single-news/${englishSlug}`,
    };
    expect(hindi).toEqual(expected);
    expect(english).toEqual(expected);
    for (const url of Object.values(expected)) expect((await page(new URL(url).pathname)).status).toBe(200);
  });

  it('is not found in Marathi, where its page offers the languages it has', async () => {
    const res = await page(`/sjg/mr/single-news/${encodedHindi}`);
    expect(res.status).toBe(404);
    expect(res.text).toMatch(/<html lang="mr"/);
    expect(hreflangs(res.text)).toEqual({});
    expect(res.text).toContain('हे पान या भाषांमध्ये उपलब्ध आहे:');
    expect(res.text).toContain(`href="/sjg/hi/single-news/${encodedHindi}"`);
    expect(res.text).toContain(`href="/sjg/single-news/${englishSlug}"`);
    // Its text says it is not in Marathi and links to it where it is, not that it does not exist.
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(res.text)![1]!;
    expect(main).toContain('<p class="lead">हे मराठीत प्रकाशित झालेले नाही. ते येथे वाचा:</p>');
    expect(main).toContain(`<a href="/sjg/hi/single-news/${encodedHindi}" hrefLang="hi" lang="hi" class="btn btn--navy">हिन्दी</a>`);
    expect(main).toContain(`<a href="/sjg/single-news/${englishSlug}" hrefLang="en" lang="en" class="btn btn--navy">English</a>`);
    expect(main).not.toContain('अस्तित्वात नाही');
  });

  it('says a page found nowhere does not exist, with no languages to offer', async () => {
    const res = await page('/sjg/mr/single-news/no-such-story');
    expect(res.status).toBe(404);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(res.text)![1]!;
    expect(main).not.toContain('प्रकाशित झालेले नाही');
    expect(main).not.toContain('hrefLang');
  });

  it('sends its English address under /sjg/hi on to its Hindi page, and under /sjg/mr to the page offering its languages', async () => {
    const hindi = await page(`/sjg/hi/single-news/${englishSlug}?from=banner`);
    expect(hindi.status).toBe(301);
    expect(hindi.headers.location).toBe(`/sjg/hi/single-news/${encodedHindi}?from=banner`);
    const marathi = await page(`/sjg/mr/single-news/${englishSlug}`);
    expect(marathi.status).toBe(404);
    expect(marathi.text).toContain(`href="/sjg/hi/single-news/${encodedHindi}"`);
  });

  it('switches language on its page by links to the same item, and says Marathi is not available', async () => {
    const res = await page(`/sjg/single-news/${englishSlug}`);
    const switcher = /<nav class="language-switcher"[^>]*>([\s\S]*?)<\/nav>/.exec(res.text)?.[1] ?? '';
    expect(switcher).toContain(`<a href="/sjg/hi/single-news/${encodedHindi}" hrefLang="hi" lang="hi">हिन्दी</a>`);
    // The note is in the page's language, though it stands inside a name in another.
    expect(switcher).toContain('मराठी<span class="visually-hidden" lang="en"> (not available)</span>');
    expect(switcher).toMatch(/<span lang="en" aria-current="true">English<\/span>/);
  });
});

describe('a Hindi address changed', () => {
  it('answers its earlier address with a 301 to the new one, in Hindi only', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Field notes from Pune');
    const base = `/backend/admin/translations/blogs/${id}/hi`;
    const fields = { title: 'पुणे से क्षेत्र की बातें', content: '<p>पुणे के खेतों से कुछ बातें।</p>' };
    expect((await admin.agent.put(base).send({ fields, slug: 'पुणे-की-बातें' })).status).toBe(200);
    expect((await admin.agent.post(`${base}/publish`).send({})).status).toBe(200);
    expect((await admin.agent.put(base).send({ fields, slug: 'पुणे-के-खेत' })).status).toBe(200);
    const earlier = await page(`/sjg/hi/single-blog/${encodeURIComponent('पुणे-की-बातें')}?from=mail`);
    expect(earlier.status).toBe(301);
    expect(earlier.headers.location).toBe(`/sjg/hi/single-blog/${encodeURIComponent('पुणे-के-खेत')}?from=mail`);
    expect((await page(`/sjg/hi/single-blog/${encodeURIComponent('पुणे-के-खेत')}`)).status).toBe(200);
    // The earlier Hindi address is no address in English or Marathi.
    expect((await page(`/sjg/single-blog/${encodeURIComponent('पुणे-की-बातें')}`)).status).toBe(404);
    expect((await page(`/sjg/mr/single-blog/${encodeURIComponent('पुणे-की-बातें')}`)).status).toBe(404);
  });
});

describe('the site’s other pages in a language', () => {
  it('titles a static page in its language, its links and reads in that language', async () => {
    const res = await page('/sjg/mr/news');
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('mr');
    const head = readHead(res.text);
    expect(head.titles).toEqual([`बातम्या | ${siteTitle.mr}`]);
    expect(head.canonical).toEqual([`${origin}/sjg/mr/news`]);
    expect(head.one('og:locale')).toBe('mr_IN');
  });

  it('heads each legal page with the name its document title gives it, in the page’s language', async () => {
    const headings: Record<string, string[]> = {};
    for (const prefix of ['', '/hi', '/mr']) {
      for (const slug of ['privacy-policy', 'terms', 'legal-disclaimer', 'credits']) {
        const res = await page(`/sjg${prefix}/${slug}`);
        expect(res.status).toBe(200);
        const heading = /<h1 class="page-hero__title">([^<]+)<\/h1>/.exec(res.text)![1]!;
        expect(readHead(res.text).titles[0], `${prefix}/${slug}`).toMatch(new RegExp(`^${heading} \\| `));
        (headings[prefix] ??= []).push(heading);
      }
    }
    expect(headings['']).toEqual(['Privacy Policy', 'Terms of Use', 'Legal Disclaimer', 'Credits']);
    expect(headings['/hi']).toEqual(['गोपनीयता नीति', 'उपयोग की शर्तें', 'कानूनी अस्वीकरण', 'आभार']);
    expect(headings['/mr']).toEqual(['गोपनीयता धोरण', 'वापराच्या अटी', 'कायदेशीर अस्वीकरण', 'श्रेयनामावली']);
  });

  it('names the Home banner’s ventures in the page’s language, and links none that has no page there', async () => {
    const english = await page('/sjg/');
    const marathi = await page('/sjg/mr');
    expect(marathi.status).toBe(200);
    // The SPEC's banner list in English; in Marathi its names in Devanagari and its numbers in Marathi's digits.
    expect(english.text).toContain('<span class="banner__number">03</span><span class="banner__name">Goa Grand Casino</span>');
    expect(marathi.text).toContain('<span class="banner__number">०३</span><span class="banner__name">गोवा ग्रँड कॅसिनो</span>');
    expect(marathi.text).not.toContain('Goa Grand Casino');
    // No venture of the banner is published here (tests/ventures/banner-addresses.test.ts has those that are).
    expect(marathi.text).not.toContain('/singleventure/');
    expect(english.text).not.toContain('/singleventure/');
  });

  it('keeps the English pages where SPEC has them, in English', async () => {
    const res = await page('/sjg/news');
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('en');
    expect(res.text).toMatch(/<html lang="en"/);
    expect(readHead(res.text).titles).toEqual(['News | SJG Group']);
  });

  it('has no sign-in or admin page in another language', async () => {
    for (const url of ['/sjg/hi/login', '/sjg/mr/admin', '/sjg/hi/admin/trash']) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).not.toContain('data-shell');
    }
  });

  it('keeps 100 concurrent Hindi and Marathi renders apart, each page in its own words only', async () => {
    // A query of its own per request: each is rendered afresh, none served from the kept pages.
    const asked = Array.from({ length: 100 }, (_, n) => (n % 2 === 0 ? 'hi' : 'mr') as 'hi' | 'mr');
    const pages = await Promise.all(asked.map((language, n) => page(`/sjg/${language}/news?render=${n}`)));
    const own = { hi: 'समाचार', mr: 'बातम्या' };
    pages.forEach((res, n) => {
      const language = asked[n]!;
      const other = language === 'hi' ? 'mr' : 'hi';
      expect(res.status).toBe(200);
      expect(res.text).toMatch(new RegExp(`<html lang="${language}"`));
      expect(readHead(res.text).titles).toEqual([`${own[language]} | ${siteTitle[language]}`]);
      const body = res.text.slice(res.text.indexOf('<body'));
      expect(body, `render ${n}`).toContain(own[language]);
      expect(body, `render ${n}`).not.toContain(own[other]);
    });
  });

  it('names each static page’s three versions in its head and in the sitemap alike', async () => {
    const expected = { en: `${origin}/sjg/team`, hi: `${origin}/sjg/hi/team`, mr: `${origin}/sjg/mr/team`, 'x-default': `${origin}/sjg/team` };
    for (const url of ['/sjg/team', '/sjg/hi/team', '/sjg/mr/team']) expect(hreflangs((await page(url)).text), url).toEqual(expected);
    const sitemap = (await page('/sjg/sitemap.xml')).text;
    for (const loc of [expected.en, expected.hi, expected.mr]) {
      const entry = new RegExp(`<url><loc>${loc.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
      const links = Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
      expect(links, loc).toEqual(expected);
    }
    // The story: English and Hindi only, in the sitemap as in its heads.
    expect(sitemap).toContain(`<loc>${origin}/sjg/hi/single-news/${encodedHindi}</loc>`);
    expect(sitemap).not.toContain(`/sjg/mr/single-news/${encodedHindi}`);
  });

  it('takes a language only as a lower-case prefix of its own', async () => {
    expect((await page('/sjg/HI/news')).status).toBe(404);
    expect((await page('/sjg/fr/news')).status).toBe(404);
    expect((await page('/sjg/hindi')).status).toBe(404);
  });
});

describe('a language whose site texts are unpublished', () => {
  it('has no pages, and leaves every head, the switcher and the sitemap', async () => {
    const owner = admin; // loginAgent signs in the test app's owner.
    expect((await owner.agent.post('/backend/admin/site/languages/mr/unpublish')).status).toBe(200);
    expect((await page('/sjg/mr/news')).status).toBe(404);
    expect((await page('/sjg/mr')).status).toBe(404);
    const english = await page('/sjg/team');
    expect(Object.keys(hreflangs(english.text))).toEqual(['en', 'hi', 'x-default']);
    expect(english.text).toContain('मराठी<span class="visually-hidden" lang="en"> (not available)</span>');
    expect((await page('/sjg/sitemap.xml')).text).not.toContain('/sjg/mr/');
    expect((await owner.agent.post('/backend/admin/site/languages/mr/publish')).status).toBe(200);
    expect((await page('/sjg/mr/news')).status).toBe(200);
  });
});
