// The media library's details in replies (issue 24): beside every `<base>_variants`, `<base>_alt`
// and `<base>_focus`, in the public lists and lookups, a venture's nested entries, the cached
// second read, the admin's item reads and the data a server-rendered page embeds; and they follow
// the library once a write empties the cache.
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { completeAddForm, sendForm } from '../ventures/ventures-harness.js';

const newsUrl = '/backend/news/news_api.php';
let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp({ config: { webDistDir: path.resolve(import.meta.dirname, '../../web/dist') } });
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

async function addNews(title: string, fields: Record<string, string> = {}) {
  let req = admin.agent.post(newsUrl).field('type', 'insert').field('title', title).field('content', '<p>Body</p>').field('year', '2026');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  const res = await req.attach('image', await smallJpeg(), 'photo.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await t.db.selectFrom('news').select(['image_url', 'slug']).where('id', '=', res.body.id).executeTakeFirstOrThrow();
  return { id: res.body.id as number, slug: row.slug, name: row.image_url!.slice('uploads/'.length) };
}

/** A change made straight in the database (no NOTIFY), then a write through the app, which empties the cache. */
async function setLibrary(name: string, values: { alt_text?: string; decorative?: boolean; focal_x?: number | null; focal_y?: number | null }) {
  if (Object.keys(values).length > 0) await t.db.updateTable('media').set(values).where('name', '=', name).execute();
  const res = await admin.agent.post(newsUrl).field('type', 'insert').field('title', `Cache buster ${Math.random()}`).field('content', '<p>x</p>').field('year', '2026').attach('image', await smallJpeg(), 'b.jpg');
  expect(res.status).toBe(200);
}

describe('image details in replies', () => {
  it('adds alt text and focus to the public list and lookup, the cached second read and the admin read', async () => {
    const item = await addNews('Detailed Story', { image_alt: 'A ship in the harbour' });
    await t.db.updateTable('media').set({ focal_x: 0.3, focal_y: 0.7 }).where('name', '=', item.name).execute();
    await setLibrary(item.name, {});

    const list = await siteAgent(t).agent.get(`${newsUrl}?page=1`);
    const listed = (list.body.news as Record<string, unknown>[]).find((news) => news.id === item.id)!;
    expect(listed).toMatchObject({ image_alt: 'A ship in the harbour', image_focus: '30% 70%' });
    const again = await siteAgent(t).agent.get(`${newsUrl}?page=1`);
    expect(again.text).toBe(list.text);
    expect(again.body.news.find((news: { id: number }) => news.id === item.id)).toMatchObject({ image_alt: 'A ship in the harbour' });

    const one = await siteAgent(t).agent.get(`${newsUrl}?slug=${item.slug}`);
    expect(one.body.news).toMatchObject({ image_alt: 'A ship in the harbour', image_focus: '30% 70%' });
    const adminRead = await admin.agent.get(`/backend/admin/items/news/${item.id}`);
    expect(adminRead.body.item).toMatchObject({ image_alt: 'A ship in the harbour', image_focus: '30% 70%' });
  });

  it('follows the library once a write empties the cache: new alt text, decorative as empty, centre as null', async () => {
    const item = await addNews('Changing Story', { image_alt: 'Before' });
    const read = async () => (await siteAgent(t).agent.get(`${newsUrl}?slug=${item.slug}`)).body.news as Record<string, unknown>;
    expect(await read()).toMatchObject({ image_alt: 'Before', image_focus: null });
    await setLibrary(item.name, { alt_text: 'After' });
    expect((await read()).image_alt).toBe('After');
    await setLibrary(item.name, { decorative: true });
    expect((await read()).image_alt).toBe('');
  });

  it('gives null details for a picture outside the library and for no picture', async () => {
    const item = await addNews('Outside Story');
    await t.db.updateTable('news').set({ image_url: null }).where('id', '=', item.id).execute();
    await setLibrary(item.name, {});
    expect((await siteAgent(t).agent.get(`${newsUrl}?slug=${item.slug}`)).body.news).toMatchObject({ image_url: null, image_alt: null, image_focus: null });
  });

  it("adds them to a venture's own pictures and its nested entries", async () => {
    const form = await completeAddForm('Detailed Venture');
    form.fields.logo_alt = 'The logo';
    form.fields['gallery_alt[0]'] = 'First picture';
    form.fields['gallery_alt[1]'] = 'Second picture';
    const added = await sendForm(admin.agent.post('/backend/ventures/add_venture_api.php'), form);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const venture = (await siteAgent(t).agent.get(`/backend/ventures/get_venture.php?slug=${added.body.slug}`)).body.venture;
    expect(venture).toMatchObject({ logo_alt: 'The logo', banner_image_alt: 'Detailed Venture', about_image_alt: 'Detailed Venture', logo_focus: null });
    expect(venture.stats[0]).toMatchObject({ image_alt: 'Detailed Venture' });
    expect(venture.subcategories[0]).toMatchObject({ image_alt: 'Retail', image_focus: null });
    expect(venture.clients[0]).toMatchObject({ image_alt: 'Acme' });
    expect(venture.gallery.map((entry: { image_alt: string }) => entry.image_alt).sort()).toEqual(['First picture', 'Second picture']);
    const details = (await siteAgent(t).agent.get(`/backend/ventures/ventures_details_api.php?id=${added.body.id}`)).body;
    expect(details.venture).toMatchObject({ logo_alt: 'The logo', img_banner_alt: 'Detailed Venture', about_img_alt: 'Detailed Venture' });
    expect(details.venture.stats[0]).toMatchObject({ stats_image_alt: 'Detailed Venture' });
    expect(details.subcategories[0]).toMatchObject({ banner_image_alt: 'Retail' });
    expect(details.clients[0]).toMatchObject({ client_image_alt: 'Acme' });
  });

  it('describes the picture of a server-rendered page', async () => {
    const item = await addNews('Rendered Story', { image_alt: 'Rendered picture' });
    const page = await request(t.app).get(`/sjg/single-news/${item.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<img\b(?=[^>]*\bclass="article__image\b)[^>]*\balt="Rendered picture"/);
    // The share image is described by the library's alt text too.
    expect(page.text).toContain('<meta property="og:image:alt" content="Rendered picture"');
  });
});
