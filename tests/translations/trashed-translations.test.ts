// A trashed text in Hindi or Marathi answers as English's trashed item does (issue 50): its address
// (current or earlier) is 410 Gone, in the read with ?lang= and on its page, so search engines drop
// it rather than retry a 404; an address no text ever had is still 404, and a restored text answers
// 200 again. Real Postgres, the real build, HTTP as a browser sends it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/logger.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem, apis } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  // The demo's site texts in Hindi and Marathi, published: without them neither language has pages.
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  admin = await loginAgent(t);
});
afterAll(async () => t?.close());

const base = (kind: string, id: number) => `/backend/admin/translations/${kind}/${id}`;
const ventureUrl = '/backend/ventures/get_venture.php';
const detailsUrl = '/backend/ventures/ventures_details_api.php';
const gone = { error: 'This item has been deleted.' };

async function ok(request: PromiseLike<{ status: number; body: unknown }>) {
  const res = await request;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>;
}

function get(url: string) {
  return siteAgent(t).agent.get(url);
}

const encoded = (slug: string) => encodeURIComponent(slug);

describe('a news item’s Hindi text in the trash', () => {
  let id: number;
  const earlier = 'पुराना-बंदरगाह';
  const current = 'नया-बंदरगाह';

  beforeAll(async () => {
    ({ id } = await addItem(admin.agent, 'news', 'Harbour news'));
    const fields = { title: 'बंदरगाह की ख़बर', content: '<p>बंदरगाह की ख़बर।</p>', image_alt: 'बंदरगाह' };
    await ok(admin.agent.put(`${base('news', id)}/hi`).send({ fields, slug: earlier }));
    await ok(admin.agent.post(`${base('news', id)}/hi/publish`).send({}));
    await ok(admin.agent.put(`${base('news', id)}/hi`).send({ fields, slug: current }));
    await ok(admin.agent.delete(`${base('news', id)}/hi`));
  });

  it('answers 410 by its address and its earlier one, as English’s trashed item does', async () => {
    for (const slug of [current, earlier]) {
      const res = await get(`${apis.news}?lang=hi&slug=${encoded(slug)}`);
      expect(res.status, slug).toBe(410);
      expect(res.body).toEqual(gone);
    }
    // An address no Hindi text had, and the same address in Marathi, are not found.
    expect((await get(`${apis.news}?lang=hi&slug=${encoded('कोई-और-पता')}`)).status).toBe(404);
    expect((await get(`${apis.news}?lang=mr&slug=${encoded(current)}`)).status).toBe(404);
    // By id, English answers 404 for a trashed item, and so does Hindi.
    expect((await get(`${apis.news}?lang=hi&id=${id}`)).status).toBe(404);
  });

  it('answers 410 on its page under /sjg/hi, marked noindex', async () => {
    const res = await get(`/sjg/hi/single-news/${encoded(current)}`);
    expect(res.status).toBe(410);
    expect(res.text).toMatch(/<html lang="hi"/);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 200 again once restored', async () => {
    await ok(admin.agent.post(`${base('news', id)}/hi/restore`).send({}));
    expect((await get(`${apis.news}?lang=hi&slug=${encoded(current)}`)).status).toBe(200);
    expect((await get(`/sjg/hi/single-news/${encoded(current)}`)).status).toBe(200);
  });

  it('answers 410 in Hindi when the English item goes to the trash, its languages with it', async () => {
    await ok(admin.agent.delete(apis.news).send({ id }));
    expect((await get(`${apis.news}?lang=hi&slug=${encoded(current)}`)).status).toBe(410);
    expect((await get(`/sjg/hi/single-news/${encoded(current)}`)).status).toBe(410);
    await ok(admin.agent.post(`/backend/admin/trash/news/${id}/restore`));
    expect((await get(`${apis.news}?lang=hi&slug=${encoded(current)}`)).status).toBe(200);
  });
});

describe('a venture’s Marathi text in the trash', () => {
  it('answers 410 by its address and on its details by id, where English’s trashed venture does', async () => {
    const { id } = await addItem(admin.agent, 'ventures', 'Konkan Foods');
    const english = ((await ok(admin.agent.get(base('ventures', id)))).languages as { fields: Record<string, string> }[])[0]!;
    // A Marathi word for every text English has, its child rows' included.
    const fields = Object.fromEntries(Object.keys(english.fields).map((key) => [key, 'कोकण फूड्स']));
    await ok(admin.agent.put(`${base('ventures', id)}/mr`).send({ fields, slug: 'कोकण-फूड्स' }));
    await ok(admin.agent.post(`${base('ventures', id)}/mr/publish`).send({}));
    expect((await get(`${ventureUrl}?lang=mr&slug=${encoded('कोकण-फूड्स')}`)).status).toBe(200);
    await ok(admin.agent.delete(`${base('ventures', id)}/mr`));

    const bySlug = await get(`${ventureUrl}?lang=mr&slug=${encoded('कोकण-फूड्स')}`);
    expect(bySlug.status).toBe(410);
    expect(bySlug.body).toEqual(gone);
    expect((await get(`${detailsUrl}?lang=mr&id=${id}`)).status).toBe(410);
    // get_venture.php by id answers 404 for English's trashed venture, and so in Marathi.
    expect((await get(`${ventureUrl}?lang=mr&id=${id}`)).status).toBe(404);
    expect((await get(`/sjg/mr/singleventure/${encoded('कोकण-फूड्स')}`)).status).toBe(410);
    expect((await get(`/sjg/mr/ventures/ventures_details/${id}`)).status).toBe(410);

    // English's own rule, for comparison: its trashed venture is gone by address and on its details.
    const englishSlug = ((await ok(admin.agent.get(base('ventures', id)))).languages as { slug: string }[])[0]!.slug;
    expect((await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id })).status).toBe(200);
    expect((await get(`${ventureUrl}?slug=${englishSlug}`)).status).toBe(410);
    expect((await get(`${detailsUrl}?id=${id}`)).status).toBe(410);
  });
});
