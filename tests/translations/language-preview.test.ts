// Preview per language (issue 50, item 7): /sjg/<lang>/preview/:kind/:id shows an item's saved text
// in Hindi or Marathi, in any state, as its page in that language would (its words, switcher,
// <html lang> and the language's site texts as saved, published or not), to a signed-in admin only,
// marked, never indexed nor cached, while the public page in that language is still not found.
// Real Postgres, the real build, HTTP as a browser sends it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/logger.js';
import { siteTexts } from '../../seed/content/site-texts.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem, apis } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { readHead } from '../seo/seo-harness.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;
let admin: AdminAgent;

const BAR = 'Preview — not published';
const hindiTitle = 'पुणे में नई शाखा';
const hindiBody = 'पुणे में हमारी नई शाखा अगले महीने खुलेगी।';
const hindiSlug = 'पुणे-शाखा';

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  // The demo's site texts in both languages; Marathi's then taken off the site, its texts kept as saved.
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  admin = await loginAgent(t);
  expect((await admin.agent.post('/backend/admin/site/languages/mr/unpublish')).status).toBe(200);
});
afterAll(async () => t?.close());

/** Saves the item's text in `lang` as a draft (nothing published in that language). */
async function saveText(kind: string, id: number, lang: 'hi' | 'mr', fields: Record<string, string>, slug?: string) {
  const res = await admin.agent.put(`/backend/admin/translations/${kind}/${id}/${lang}`).send({ fields, ...(slug && { slug }) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

function expectPreview(res: { status: number; text: string; headers: Record<string, string> }, lang: string) {
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  expect(res.text).toContain(BAR);
  expect(res.text).toMatch(new RegExp(`<html\\b[^>]* lang="${lang}"`));
  expect(res.headers['content-language']).toBe(lang);
  expect(res.headers['x-robots-tag']).toMatch(/noindex/);
  expect(res.headers['cache-control']).toMatch(/private/);
  expect(res.headers['cache-control']).toMatch(/no-store/);
  const head = readHead(res.text);
  expect(head.meta('robots').join(' ')).toMatch(/noindex/);
  // No hreflang cluster: a preview is no version of the page.
  expect(head.head).not.toMatch(/hreflang/);
  expect(res.text).not.toMatch(/<script type="module"/);
}

function switcherOf(html: string): string {
  return /<nav class="language-switcher"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
}

describe('a Hindi draft of a published news item', () => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await addItem(admin.agent, 'news', 'New Pune branch'));
    // English's picture has alt text, so Hindi's is needed to publish (translated-picture-alts.test.ts).
    await saveText('news', id, 'hi', { title: hindiTitle, content: `<p>${hindiBody}</p>`, image_alt: 'पुणे शाखा का चित्र' }, hindiSlug);
  });

  it('previews as its Hindi page, with the Hindi site texts, while /sjg/hi/... of it is not found', async () => {
    const res = await admin.agent.get(`/sjg/hi/preview/news/${id}`);
    expectPreview(res, 'hi');
    expect(readHead(res.text).titles).toEqual([`Preview: ${hindiTitle} | ${siteTexts.hi.seo.siteTitle}`]);
    expect(res.text).toContain(hindiBody);
    expect(res.text).not.toContain('New Pune branch body');
    // The page's links stay in Hindi, as on its Hindi page.
    expect(res.text).toContain('href="/sjg/hi/news"');
    // The switcher: Hindi current, English's preview linked, Marathi (no text saved) unavailable.
    const switcher = switcherOf(res.text);
    expect(switcher).toMatch(/<span lang="hi" aria-current="true">हिन्दी<\/span>/);
    expect(switcher).toContain(`<a href="/sjg/preview/news/${id}" hrefLang="en" lang="en">English</a>`);
    expect(switcher).toContain('<span lang="mr" class="language-switcher__missing">मराठी<span class="visually-hidden" lang="hi">');

    expect((await siteAgent(t).agent.get(`/sjg/hi/single-news/${encodeURIComponent(hindiSlug)}`)).status).toBe(404);
    expect((await siteAgent(t).agent.get(`${apis.news}?slug=${encodeURIComponent(hindiSlug)}&lang=hi`)).status).toBe(404);
  });

  it('sends a visitor without a session to sign in, as English previews do, and lets a viewer see it', async () => {
    const res = await siteAgent(t).agent.get(`/sjg/hi/preview/news/${id}`).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sjg/login');
    expect(res.text).not.toContain(hindiBody);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const viewer = await loginAgent(t, { role: 'viewer' });
    expectPreview(await viewer.agent.get(`/sjg/hi/preview/news/${id}`), 'hi');
  });

  it('shows the published Hindi text too, and once trashed says so instead', async () => {
    expect((await admin.agent.post(`/backend/admin/translations/news/${id}/hi/publish`).send({})).status).toBe(200);
    expectPreview(await admin.agent.get(`/sjg/hi/preview/news/${id}`), 'hi');
    expect((await admin.agent.delete(`/backend/admin/translations/news/${id}/hi`)).status).toBe(200);
    const trashed = await admin.agent.get(`/sjg/hi/preview/news/${id}`);
    expect(trashed.status).toBe(404);
    expect(trashed.text).toBe('The Hindi text of this item is in the trash: restore it to preview it.');
    expect(trashed.headers['x-robots-tag']).toMatch(/noindex/);
  });
});

describe('a language whose site texts are not published', () => {
  it('previews a Marathi draft blog with the Marathi site texts as saved, while /sjg/mr/ has no pages', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Draft pune blog', { status: 'draft' });
    await saveText('blogs', id, 'mr', { title: 'पुण्यातील गोष्टी', content: '<p>पुण्यातील आमच्या कामाची गोष्ट.</p>' }, 'पुण्यातील-गोष्टी');
    const res = await admin.agent.get(`/sjg/mr/preview/blogs/${id}`);
    expectPreview(res, 'mr');
    expect(readHead(res.text).titles).toEqual([`Preview: पुण्यातील गोष्टी | ${siteTexts.mr.seo.siteTitle}`]);
    expect(res.text).toContain('पुण्यातील आमच्या कामाची गोष्ट.');
    expect((await siteAgent(t).agent.get(`/sjg/mr/single-blog/${encodeURIComponent('पुण्यातील-गोष्टी')}`)).status).toBe(404);
  });
});

describe('ventures', () => {
  it('previews a draft venture’s Hindi draft with its Hindi title and about text', async () => {
    const { id } = await addItem(admin.agent, 'ventures', 'Sagar Drinks', { status: 'draft' });
    await saveText('ventures', id, 'hi', { title: 'सागर पेय', about_desc: 'सागर पेय मुंबई में बनते हैं।' }, 'सागर-पेय');
    const res = await admin.agent.get(`/sjg/hi/preview/ventures/${id}`);
    expectPreview(res, 'hi');
    expect(readHead(res.text).titles).toEqual([`Preview: सागर पेय | ${siteTexts.hi.seo.siteTitle}`]);
    expect(res.text).toContain('सागर पेय मुंबई में बनते हैं।');
  });
});

describe('nothing to preview', () => {
  it('answers 404 with the reason: no text in that language, a kind without a page, an unknown item', async () => {
    const { id } = await addItem(admin.agent, 'news', 'English only story');
    const none = await admin.agent.get(`/sjg/mr/preview/news/${id}`);
    expect(none.status).toBe(404);
    expect(none.text).toBe('This item has no Marathi text to preview yet: save one first.');
    for (const url of [`/sjg/hi/preview/investors/${id}`, '/sjg/hi/preview/news/987654', '/sjg/hi/preview/news/new', '/sjg/hi/preview/gadgets/1']) {
      expect((await admin.agent.get(url)).status, url).toBe(404);
    }
  });

  it('is no preview under any other first segment: the pages answer it, without asking to sign in', async () => {
    for (const url of ['/sjg/fr/preview/news/1', '/sjg/HI/preview/news/1', '/sjg/en/preview/news/1']) {
      const res = await siteAgent(t).agent.get(url).redirects(0);
      expect(res.status, url).toBe(404);
    }
  });
});
