// The Home banner's slides lead to their ventures' pages in the page's language: banner_api.php says
// where each of the 20 fixed ventures has its page (its current address, found by its English one,
// earlier addresses included), and Home links a slide and its caption there, or not at all where
// the venture has no public page in that language. Real Postgres, the real build, HTTP.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/logger.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createAppBeside, createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const bannerUrl = '/backend/ventures/banner_api.php';
const marathiSlug = 'हिमालय-स्प्रिंग्स';
let t: TestApp;
let admin: AdminAgent;

async function ok(request: PromiseLike<{ status: number; body: unknown; text: string }>) {
  const res = await request;
  expect(res.status, res.text).toBe(200);
  return res.body as Record<string, unknown>;
}

async function marathiText(id: number, slug: string, publish: boolean) {
  const base = `/backend/admin/translations/ventures/${id}`;
  const english = ((await ok(admin.agent.get(base))).languages as { fields: Record<string, string> }[])[0]!;
  const fields = Object.fromEntries(Object.keys(english.fields).map((key) => [key, 'हिमालय स्प्रिंग्स']));
  await ok(admin.agent.put(`${base}/mr`).send({ fields, slug }));
  if (publish) await ok(admin.agent.post(`${base}/mr/publish`).send({}));
}

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  // The demo's site texts in Hindi and Marathi: without them neither language has pages.
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  admin = await loginAgent(t);
  // Six of the banner's names: published, a draft (published in Marathi), trashed, renamed, and two with a Marathi text (one published).
  await addItem(admin.agent, 'ventures', 'SJG Lottery Terminals');
  const royal = await addItem(admin.agent, 'ventures', 'Royal Play Gaming', { status: 'draft' });
  // Published in Marathi while a draft in English: Marathi's pages show it, English's do not.
  await marathiText(royal.id, 'रॉयल-प्ले-गेमिंग', true);
  const casino = await addItem(admin.agent, 'ventures', 'Goa Grand Casino');
  await ok(admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id: casino.id }));
  const realty = await addItem(admin.agent, 'ventures', 'SJG Realty');
  await ok(admin.agent.post('/backend/ventures/edit_venture_api.php').field('venture_id', String(realty.id)).field('title', 'SJG Realty Group'));
  const springs = await addItem(admin.agent, 'ventures', 'Himalaya Springs Beverages');
  await marathiText(springs.id, marathiSlug, true);
  const hotels = await addItem(admin.agent, 'ventures', 'SJG Hotels & Resorts');
  await marathiText(hotels.id, 'एसजेजी-हॉटेल्स', false);
});
afterAll(async () => t?.close());

const unnamed = Array<null>(14).fill(null);

describe('banner_api.php', () => {
  it('names each banner venture’s current English address, in the banner’s order, and null where it has no public page', async () => {
    const reply = await ok(siteAgent(t).agent.get(bannerUrl));
    expect(reply).toEqual({
      slugs: ['sjg-lottery-terminals', null, null, 'sjg-realty-group', 'himalaya-springs-beverages', 'sjg-hotels-resorts', ...unnamed],
    });
    expect((await ok(siteAgent(t).agent.get(`${bannerUrl}?lang=en`))).lang).toBe('en');
  });

  it('names in Marathi only the ventures whose Marathi text is published, by their Marathi addresses, whatever English’s state', async () => {
    const reply = await ok(siteAgent(t).agent.get(`${bannerUrl}?lang=mr`));
    expect(reply).toEqual({ slugs: [null, 'रॉयल-प्ले-गेमिंग', null, null, marathiSlug, null, ...unnamed], lang: 'mr' });
  });

  it('names nothing in a language the site is not in, its texts kept for when it is', async () => {
    const withoutMarathi = createAppBeside(t, { siteLanguages: ['en', 'hi'] });
    try {
      const reply = await ok(siteAgent(withoutMarathi.app).agent.get(`${bannerUrl}?lang=mr`));
      expect(reply).toEqual({ slugs: Array<null>(20).fill(null), lang: 'mr' });
    } finally {
      withoutMarathi.close();
    }
  });

  it('refuses a language it does not know', async () => {
    const res = await siteAgent(t).agent.get(`${bannerUrl}?lang=xx`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/lang/i);
  });
});

/** The hrefs of Home's banner slides and captions, and its slides without a link. */
function bannerLinks(html: string): { hrefs: string[]; unlinkedSlides: number } {
  const banner = html.slice(html.indexOf('class="banner__track"'), html.indexOf('class="banner__pause"'));
  const hrefs = [...banner.matchAll(/href="([^"]+)"/g)].map((match) => decodeURIComponent(match[1]!));
  const unlinkedSlides = [...banner.matchAll(/<div class="banner__slide-link">/g)].length;
  return { hrefs, unlinkedSlides };
}

describe('Home’s banner', () => {
  it('links in English each slide with a page to its current address, and no slide to a page that is not there', async () => {
    const res = await siteAgent(t).agent.get('/sjg/');
    expect(res.status).toBe(200);
    const { hrefs, unlinkedSlides } = bannerLinks(res.text);
    // Each linked venture twice: its slide and its caption.
    expect([...new Set(hrefs)]).toEqual([
      '/sjg/singleventure/sjg-lottery-terminals',
      '/sjg/singleventure/sjg-realty-group',
      '/sjg/singleventure/himalaya-springs-beverages',
      '/sjg/singleventure/sjg-hotels-resorts',
    ]);
    expect(hrefs).toHaveLength(8);
    expect(unlinkedSlides).toBe(16);
    for (const href of new Set(hrefs)) expect((await siteAgent(t).agent.get(href).redirects(0)).status, href).toBe(200);
  });

  it('links in Marathi straight to the Marathi pages of the ventures published in Marathi, and nothing else', async () => {
    const res = await siteAgent(t).agent.get('/sjg/mr/');
    expect(res.status).toBe(200);
    const { hrefs, unlinkedSlides } = bannerLinks(res.text);
    const pages = ['/sjg/mr/singleventure/रॉयल-प्ले-गेमिंग', `/sjg/mr/singleventure/${marathiSlug}`];
    expect([...new Set(hrefs)]).toEqual(pages);
    expect(hrefs).toHaveLength(4);
    expect(unlinkedSlides).toBe(18);
    for (const href of pages) expect((await siteAgent(t).agent.get(encodeURI(href)).redirects(0)).status, href).toBe(200);
  });

  it('stops linking a venture once it is in the trash, though Home was rendered before', async () => {
    const before = bannerLinks((await siteAgent(t).agent.get('/sjg/')).text);
    expect(before.hrefs).toContain('/sjg/singleventure/sjg-lottery-terminals');
    const id = ((await ok(siteAgent(t).agent.get('/backend/ventures/get_venture.php?slug=sjg-lottery-terminals'))).venture as { id: number }).id;
    await ok(admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id }));
    const after = bannerLinks((await siteAgent(t).agent.get('/sjg/')).text);
    expect(after.hrefs).not.toContain('/sjg/singleventure/sjg-lottery-terminals');
    expect(after.unlinkedSlides).toBe(17);
  });
});
