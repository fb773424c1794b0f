// A listed kind's picture alt text in Hindi and Marathi (issue 50, item 2): English's is the media
// library's, a translation holds its own, publishing asks for it where English has one, and the
// replies with ?lang= name the picture in that language (never English) while those without ?lang=
// stay byte for byte as they were. Real Postgres and HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, apis, editItem } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

const base = (kind: string, id: number) => `/backend/admin/translations/${kind}/${id}`;
const englishAlt = 'Cranes unloading containers at the harbour at dawn';
const hindiAlt = 'भोर में बंदरगाह पर कंटेनर उतारती क्रेनें';

async function save(kind: string, id: number, lang: string, fields: Record<string, string>, expectStatus = 200) {
  const res = await admin.agent.put(`${base(kind, id)}/${lang}`).send({ fields });
  expect(res.status, JSON.stringify(res.body)).toBe(expectStatus);
  return res.body as { error?: string; translation: { needsUpdate: boolean; changed: string[] } };
}

async function publish(kind: string, id: number, lang: string, expectStatus = 200) {
  const res = await admin.agent.post(`${base(kind, id)}/${lang}/publish`).send({});
  expect(res.status, JSON.stringify(res.body)).toBe(expectStatus);
  return res.body as { error?: string };
}

function read(kind: keyof typeof apis, query: Record<string, string>) {
  return siteAgent(t).agent.get(`${apis[kind]}?${new URLSearchParams(query).toString()}`);
}

describe('a news picture with alt text in English', () => {
  let id: number;
  let englishBefore: string;

  beforeAll(async () => {
    ({ id } = await addItem(admin.agent, 'news', 'Harbour expansion', { image_alt: englishAlt }));
    englishBefore = (await read('news', { id: String(id) })).text;
    await save('news', id, 'hi', { title: 'बंदरगाह का विस्तार', content: '<p>बंदरगाह का विस्तार पूरा हुआ।</p>' });
  });

  it('shows the editor English’s alt text beside the Hindi one, as a field the text needs', async () => {
    const res = await admin.agent.get(base('news', id));
    expect(res.status).toBe(200);
    expect(res.body.languages[0]).toMatchObject({ lang: 'en', fields: { image_alt: englishAlt } });
    expect(res.body.fields).toContainEqual({ name: 'image_alt', label: 'Image alt text', type: 'text', optional: false });
  });

  it('refuses to publish the Hindi text without it, with a message naming the field', async () => {
    expect(await publish('news', id, 'hi', 400)).toEqual({ error: 'Image alt text is required: the picture has alt text in English.' });
    expect((await read('news', { lang: 'hi', id: String(id) })).status).toBe(404);
  });

  it('refuses one longer than the media library allows, with its message', async () => {
    expect((await save('news', id, 'hi', { image_alt: 'क'.repeat(251) }, 400)).error).toBe('The alt text must be at most 250 characters.');
  });

  it('answers ?lang=hi with the Hindi alt text once published, and English’s replies as they were', async () => {
    await save('news', id, 'hi', { image_alt: hindiAlt });
    await publish('news', id, 'hi');
    const one = await read('news', { lang: 'hi', id: String(id) });
    expect(one.status).toBe(200);
    expect(one.body.news).toMatchObject({ title: 'बंदरगाह का विस्तार', image_alt: hindiAlt });
    const list = (await read('news', { lang: 'hi' })).body.news as Record<string, unknown>[];
    expect(list.find((item) => item.id === id)).toMatchObject({ image_alt: hindiAlt });
    // English keeps its own, and its reply without ?lang= is byte for byte the one before.
    expect((await read('news', { id: String(id) })).text).toBe(englishBefore);
    expect((await read('news', { lang: 'en', id: String(id) })).body.news.image_alt).toBe(englishAlt);
  });

  it('marks the Hindi text as needing an update when English’s alt text changes, naming it', async () => {
    expect((await editItem(admin.agent, 'news', id, 'Harbour expansion', { image_alt: 'Cranes at the harbour at night' })).status).toBe(200);
    const hindi = (await admin.agent.get(base('news', id))).body.languages.find((language: { lang: string }) => language.lang === 'hi');
    expect(hindi).toMatchObject({ needsUpdate: true, changed: ['image_alt'] });
  });
});

describe('a picture English describes by no text', () => {
  it('publishes a blog without a picture with no alt text, named as English names it (null)', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'No picture here');
    await save('blogs', id, 'mr', { title: 'चित्र नाही', content: '<p>या लेखात चित्र नाही.</p>' });
    await publish('blogs', id, 'mr');
    const [english, marathi] = await Promise.all([read('blogs', { id: String(id) }), read('blogs', { lang: 'mr', id: String(id) })]);
    expect(english.body.blog.image_alt).toBeNull();
    expect(marathi.body.blog.image_alt).toBeNull();
  });

  it('publishes without one where English marks the picture decorative, and answers it decorative (empty) whatever the text says', async () => {
    const { id } = await addItem(admin.agent, 'investors', 'Plain Seal Trust', { investor_image_decorative: 'true' });
    expect((await read('investors', { lang: 'en' })).body.investors.find((item: { id: number }) => item.id === id).investor_image_alt).toBe('');
    await save('investors', id, 'hi', { investor_name: 'प्लेन सील ट्रस्ट' });
    await publish('investors', id, 'hi');
    const alt = async () => ((await read('investors', { lang: 'hi' })).body.investors as Record<string, unknown>[]).find((item) => item.id === id)!.investor_image_alt;
    expect(await alt()).toBe('');
    await save('investors', id, 'hi', { investor_image_alt: 'मुहर' });
    expect(await alt()).toBe('');
  });
});
