// SITE_LANGUAGES (issue 50, item 1): a language the owner leaves out is absent everywhere (its
// pages 404, its reads answer as unpublished, it is in no hreflang, sitemap, switcher or search,
// nor in the admin's Languages column, tabs and overview), while its stored texts are kept: the
// same database served with it turned on shows them again. Real Postgres, the real build, HTTP.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { ALL_SITE_LANGUAGES } from '../../server/src/site-languages.js';
import { createLogger } from '../../server/src/logger.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem, apis, slugOf } from '../editorial/editorial-harness.js';
import { loginAgent, sessionAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createAppBeside, createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;
let admin: AdminAgent;
let id: number;
let englishSlug: string;
/** The same database and files served with every language on, as after a restart without SITE_LANGUAGES. */
let everyLanguage: App;

const texts = {
  hi: { title: 'मुंबई में नया कार्यालय', content: '<p>मुंबई में हमारा नया कार्यालय खुल गया है।</p>', slug: 'मुंबई-कार्यालय' },
  mr: { title: 'मुंबईतील नवे कार्यालय', content: '<p>मुंबईतील नवे कार्यालय सुरू झाले.</p>', slug: 'मुंबईतील-कार्यालय' },
};

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ env: { SITE_LANGUAGES: 'en,hi' }, config: { webDistDir: dist } });
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  everyLanguage = createAppBeside(t, { siteLanguages: ALL_SITE_LANGUAGES });
  admin = await loginAgent(t);
  ({ id } = await addItem(admin.agent, 'news', 'New Mumbai office'));
  englishSlug = await slugOf(admin.agent, 'news', id);
  // Hindi written through this app; Marathi, which it does not know, through the one that does.
  const allAdmin = await sessionAgent(withApp(everyLanguage), admin.admin.id, 'owner');
  for (const [lang, agent] of [['hi', admin.agent], ['mr', allAdmin.agent]] as const) {
    const { title, content, slug } = texts[lang];
    const base = `/backend/admin/translations/news/${id}/${lang}`;
    // English's picture has alt text, so each language's is needed to publish.
    expect((await agent.put(base).send({ fields: { title, content, image_alt: title }, slug })).status).toBe(200);
    expect((await agent.post(`${base}/publish`).send({})).status).toBe(200);
  }
});
afterAll(async () => {
  everyLanguage?.close();
  await t?.close();
});

/** `t` answered by another app on its database. */
const withApp = (app: App): TestApp => ({ ...t, app: app.app, express: app.express });
const visitor = (app?: App) => siteAgent(app ? withApp(app) : t).agent;

function hreflangs(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]!);
}

describe('a site with SITE_LANGUAGES=en,hi', () => {
  it('has no Marathi pages, and its Hindi and English pages name no Marathi version', async () => {
    expect((await visitor().get('/sjg/mr')).status).toBe(404);
    expect((await visitor().get('/sjg/mr/news')).status).toBe(404);
    expect((await visitor().get(`/sjg/mr/single-news/${encodeURIComponent(texts.mr.slug)}`)).status).toBe(404);
    expect((await visitor().get(`/sjg/hi/single-news/${encodeURIComponent(texts.hi.slug)}`)).status).toBe(200);
    for (const url of ['/sjg/team', '/sjg/hi/team', `/sjg/single-news/${englishSlug}`]) {
      const res = await visitor().get(url);
      expect(res.status, url).toBe(200);
      expect(hreflangs(res.text), url).toEqual(['en', 'hi', 'x-default']);
      expect(res.text, url).not.toContain('mr_IN');
      // Not even as "not available" in the switcher: the site has no such language.
      expect(res.text, url).not.toContain('मराठी');
    }
  });

  it('leaves Marathi out of the sitemap', async () => {
    const sitemap = (await visitor().get('/sjg/sitemap.xml')).text;
    expect(sitemap).toContain('/sjg/hi/team');
    expect(sitemap).not.toContain('/sjg/mr/');
    expect(sitemap).not.toContain('hreflang="mr"');
  });

  it('answers ?lang=mr reads as for a language with nothing published, and names no Marathi alternate', async () => {
    const list = await visitor().get(apis.news).query({ lang: 'mr' });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ news: [], total_pages: 0, lang: 'mr' });
    expect((await visitor().get(apis.news).query({ lang: 'mr', slug: texts.mr.slug })).status).toBe(404);
    expect((await visitor().get(apis.news).query({ lang: 'mr', id })).status).toBe(404);
    expect((await visitor().get('/backend/site/settings.php').query({ lang: 'mr' })).status).toBe(404);
    const hindi = await visitor().get(apis.news).query({ lang: 'hi', slug: texts.hi.slug });
    expect(hindi.body.alternates.map((alternate: { lang: string }) => alternate.lang)).toEqual(['en', 'hi']);
    const settings = await visitor().get('/backend/site/settings.php').query({ lang: 'en' });
    expect(settings.body.alternates).toEqual([{ lang: 'en' }, { lang: 'hi' }]);
    // An unknown code is still refused, unlike a known one turned off.
    expect((await visitor().get(apis.news).query({ lang: 'fr' })).status).toBe(400);
  });

  it('finds nothing in Marathi, and the Hindi story in Hindi', async () => {
    const marathi = await visitor().get('/backend/search/search.php').query({ query: 'मुंबईतील', lang: 'mr' });
    expect(marathi.status).toBe(200);
    expect(marathi.body).toEqual([]);
    const hindi = await visitor().get('/backend/search/search.php').query({ query: 'मुंबई', lang: 'hi' });
    expect(hindi.body.map((result: { id: number }) => result.id)).toContain(id);
  });

  it('shows the admin Hindi alone: its languages, the Languages column, the overview and the editor', async () => {
    expect((await admin.agent.get('/backend/admin/languages')).body).toEqual({ languages: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'Hindi' }] });
    const column = await admin.agent.get('/backend/admin/translations/news').query({ ids: String(id) });
    expect(column.body.items[0].languages.map((status: { lang: string }) => status.lang)).toEqual(['hi']);
    const overview = await admin.agent.get('/backend/admin/translations');
    expect(overview.body.languages).toEqual(['hi']);
    const news = overview.body.kinds.find((entry: { kind: string }) => entry.kind === 'news');
    expect(news).toMatchObject({ published: 1, missing: { hi: 0 } });
    expect(Object.keys(news.missing)).toEqual(['hi']);
    const editor = await admin.agent.get(`/backend/admin/translations/news/${id}`);
    expect(editor.body.languages.map((state: { lang: string }) => state.lang)).toEqual(['en', 'hi']);
    const write = await admin.agent.put(`/backend/admin/translations/news/${id}/mr`).send({ fields: { title: 'x' } });
    expect(write.status).toBe(400);
    expect(write.body).toEqual({ error: 'lang must be one of hi.' });
    expect((await admin.agent.get('/backend/admin/site/languages/mr')).status).toBe(400);
    const filtered = await admin.agent.get('/backend/admin/items/news').query({ missing: 'mr' });
    expect(filtered.status).toBe(400);
    expect(filtered.body).toEqual({ error: 'missing must be one of hi.' });
    // Its preview is no page either: the pages' 404, where Hindi's previews.
    expect((await admin.agent.get(`/sjg/hi/preview/news/${id}`)).status).toBe(200);
    expect((await admin.agent.get(`/sjg/mr/preview/news/${id}`)).status).toBe(404);
  });

  it('keeps the Marathi texts: served with Marathi on, the same database shows them again', async () => {
    const story = await visitor(everyLanguage).get(apis.news).query({ lang: 'mr', slug: texts.mr.slug });
    expect(story.status).toBe(200);
    expect(story.body.news.title).toBe(texts.mr.title);
    expect(story.body.alternates.map((alternate: { lang: string }) => alternate.lang)).toEqual(['en', 'hi', 'mr']);
    const page = await visitor(everyLanguage).get(`/sjg/mr/single-news/${encodeURIComponent(texts.mr.slug)}`);
    expect(page.status).toBe(200);
    expect(hreflangs(page.text)).toEqual(['en', 'hi', 'mr', 'x-default']);
    const search = await visitor(everyLanguage).get('/backend/search/search.php').query({ query: 'मुंबईतील', lang: 'mr' });
    expect(search.body.map((result: { id: number }) => result.id)).toContain(id);
  });
});
