// Ventures (with their stats, subcategories, clients and gallery texts) and team members in Hindi
// and Marathi (issue 50): saved and published per language through the admin's translation
// endpoints, read with ?lang= from get_venture.php, ventures_details_api.php and team_api.php with
// no fallback to English, and the replies without ?lang= exactly as before. Real Postgres and HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VentureDetails } from '../../common/api-types.js';
import { addItem } from '../editorial/editorial-harness.js';
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
const ventureUrl = '/backend/ventures/get_venture.php';
const detailsUrl = '/backend/ventures/ventures_details_api.php';
const teamUrl = '/backend/team/team_api.php';

type Translation = { slug: string | null; status: string; fields: Record<string, string>; needsUpdate: boolean };

async function save(kind: string, id: number, lang: string, body: Record<string, unknown>, expectStatus = 200) {
  const res = await admin.agent.put(`${base(kind, id)}/${lang}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(expectStatus);
  return res.body as { message?: string; error?: string; translation: Translation };
}

async function act(kind: string, id: number, lang: string, action: string, expectStatus = 200) {
  const res = await admin.agent.post(`${base(kind, id)}/${lang}/${action}`).send({});
  expect(res.status, JSON.stringify(res.body)).toBe(expectStatus);
  return res.body as Record<string, unknown>;
}

/** A public GET with `query` percent-encoded as a browser sends it. */
function read(path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return siteAgent(t).agent.get(`${path}${search ? `?${search}` : ''}`);
}

async function englishOf(id: number): Promise<{ lang: string; fields: Record<string, string> }[]> {
  const res = await admin.agent.get(base('ventures', id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.languages;
}

/** A Hindi text for every field English has: the venture's own and each child row's, keyed as the admin read names them. */
function hindiFieldsOf(english: Record<string, string>): Record<string, string> {
  const words: Record<string, string> = {
    title: 'सागर पेय',
    about_desc: 'सागर पेय देश भर में ताज़े फलों के रस बनाता है।',
    stats_right_section_title: '४५ वर्ष',
    stats_right_section_content: 'का अनुभव',
    stats_left_section_title: '१८ से अधिक ब्रांड',
    stats_left_section_content: 'पूरे भारत में',
    name: 'खुदरा',
    client_name: 'एक्मे',
    alt_text: 'कारख़ाने की बोतल भराई की पंक्ति',
    caption: 'नासिक का कारख़ाना',
  };
  return Object.fromEntries(Object.keys(english).map((key) => [key, words[key.split('.').pop()!]!]));
}

describe('a venture published in Hindi only', () => {
  let id: number;
  let englishSlug: string;
  let hindi: Record<string, string>;
  const hindiSlug = 'सागर-पेय';
  const before = { one: '', list: '', summary: '', details: '' };

  beforeAll(async () => {
    ({ id } = await addItem(admin.agent, 'ventures', 'Sagar Beverages'));
    englishSlug = (await read(ventureUrl, { id: String(id) })).body.venture.slug;
    before.one = (await read(ventureUrl, { slug: englishSlug })).text;
    before.list = (await read(ventureUrl, { page: '1' })).text;
    before.summary = (await read(ventureUrl, { page: '1', view: 'summary' })).text;
    before.details = (await read(detailsUrl, { id: String(id) })).text;
    const [english] = await englishOf(id);
    hindi = hindiFieldsOf(english!.fields);
    await save('ventures', id, 'hi', { fields: hindi, slug: hindiSlug });
    await act('ventures', id, 'hi', 'publish');
  });

  it('has a translation field for each of its child rows’ texts, beside its own', async () => {
    const outline = (await admin.agent.get(base('ventures', id))).body.fields as { name: string; label: string; type: string; optional: boolean }[];
    expect(outline.slice(0, 2)).toEqual([
      { name: 'title', label: 'Title', type: 'title', optional: false },
      { name: 'about_desc', label: 'About description', type: 'longText', optional: false },
    ]);
    const captions = outline.filter((field) => /^gallery\.\d+\.caption$/.test(field.name));
    // The English gallery has no captions yet: a translation may leave them blank too.
    expect(captions.map(({ label, optional }) => [label, optional])).toEqual([
      ['Gallery 1: Caption', true],
      ['Gallery 2: Caption', true],
    ]);
    expect(outline.find((field) => field.name.startsWith('subcategories.'))).toMatchObject({ label: 'Subcategories 1: Name', optional: false });
    // A venture has one stats row: its texts are named as the venture form names them, without a number.
    expect(outline.find((field) => /^stats\.\d+\.stats_right_section_title$/.test(field.name))).toMatchObject({ label: 'Stats right section title', optional: false });
    const [english] = await englishOf(id);
    const keys = Object.keys(english!.fields);
    expect(keys).toEqual(expect.arrayContaining(['title', 'about_desc']));
    for (const pattern of [/^stats\.\d+\.stats_right_section_title$/, /^subcategories\.\d+\.name$/, /^clients\.\d+\.client_name$/, /^gallery\.\d+\.caption$/, /^gallery\.\d+\.alt_text$/]) {
      expect(keys.some((key) => pattern.test(key)), String(pattern)).toBe(true);
    }
  });

  it('answers ?lang=hi by its Devanagari address with its Hindi texts, child rows included, and its alternates', async () => {
    const res = await siteAgent(t).agent.get(`${ventureUrl}?lang=hi&slug=${encodeURIComponent(hindiSlug)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.lang).toBe('hi');
    expect(res.body.alternates).toEqual([
      { lang: 'en', slug: englishSlug },
      { lang: 'hi', slug: hindiSlug },
    ]);
    const english = JSON.parse(before.one).venture;
    const venture = res.body.venture;
    // Pictures and ids are shared; every word is Hindi.
    expect(venture).toMatchObject({ id, slug: hindiSlug, title: 'सागर पेय', about_description: hindi.about_desc, logo: english.logo, banner_image: english.banner_image });
    expect(venture.stats[0]).toMatchObject({ id: english.stats[0].id, image: english.stats[0].image, right_title: '४५ वर्ष', left_content: 'पूरे भारत में' });
    expect(venture.subcategories.map((item: { name: string }) => item.name)).toEqual(['खुदरा']);
    expect(venture.clients.map((item: { name: string }) => item.name)).toEqual(['एक्मे']);
    expect(venture.gallery).toHaveLength(2);
    for (const item of venture.gallery) expect(item).toMatchObject({ caption: 'नासिक का कारख़ाना', altText: 'कारख़ाने की बोतल भराई की पंक्ति' });
  });

  it('names its pictures in Hindi, not with the media library’s English alt texts', async () => {
    const { venture } = (await read(ventureUrl, { lang: 'hi', id: String(id) })).body;
    expect(venture).toMatchObject({ logo_alt: 'सागर पेय', banner_image_alt: 'सागर पेय', about_image_alt: 'सागर पेय' });
    expect(venture.stats[0].image_alt).toBe('४५ वर्ष');
    expect(venture.subcategories[0].image_alt).toBe('खुदरा');
    expect(venture.clients[0].image_alt).toBe('एक्मे');
    expect(venture.gallery.map((item: { image_alt: string }) => item.image_alt)).toEqual(['कारख़ाने की बोतल भराई की पंक्ति', 'कारख़ाने की बोतल भराई की पंक्ति']);
    const details = (await read(detailsUrl, { lang: 'hi', id: String(id) })).body as VentureDetails;
    expect(details.venture.logo_alt).toBe('सागर पेय');
    expect(details.gallery[0]!.image_alt).toBe('कारख़ाने की बोतल भराई की पंक्ति');
    const summary = (await read(ventureUrl, { lang: 'hi', view: 'summary' })).body.ventures[0];
    expect(summary).toMatchObject({ logo_alt: 'सागर पेय', banner_image_alt: 'सागर पेय' });
  });

  it('is in the Hindi grid and its summaries, and in neither in Marathi', async () => {
    const [list, summary, marathi] = await Promise.all([read(ventureUrl, { lang: 'hi' }), read(ventureUrl, { lang: 'hi', view: 'summary' }), read(ventureUrl, { lang: 'mr' })]);
    expect(list.body).toMatchObject({ total_pages: 1, lang: 'hi' });
    expect(list.body.ventures.map((item: { id: number; title: string }) => [item.id, item.title])).toEqual([[id, 'सागर पेय']]);
    expect(summary.body.ventures).toEqual([expect.objectContaining({ id, slug: hindiSlug, title: 'सागर पेय' })]);
    expect(summary.body.ventures[0]).not.toHaveProperty('stats');
    expect(marathi.body).toEqual({ ventures: [], total_pages: 0, lang: 'mr' });
  });

  it('answers 404 in Marathi, by slug and by id, and its details too', async () => {
    for (const query of [{ slug: hindiSlug }, { slug: englishSlug }, { id: String(id) }] as Record<string, string>[]) {
      const res = await read(ventureUrl, { lang: 'mr', ...query });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Venture not found' });
    }
    expect((await read(detailsUrl, { lang: 'mr', id: String(id) })).status).toBe(404);
    // Nor does the English address lead to the Hindi text.
    expect((await read(ventureUrl, { lang: 'hi', slug: englishSlug })).status).toBe(404);
  });

  it('gives its details by id in Hindi with the same shape as English', async () => {
    const res = await read(detailsUrl, { lang: 'hi', id: String(id) });
    expect(res.status, res.text).toBe(200);
    const english = JSON.parse(before.details) as VentureDetails;
    const { lang, alternates, ...details } = res.body as VentureDetails & { lang: string; alternates: unknown };
    expect(lang).toBe('hi');
    expect(alternates).toEqual([
      { lang: 'en', slug: englishSlug },
      { lang: 'hi', slug: hindiSlug },
    ]);
    expect(Object.keys(details)).toEqual(Object.keys(english));
    expect(details.venture.title).toBe('सागर पेय');
    expect(details.subcategories.map((item) => [item.name, item.title])).toEqual([['खुदरा', 'खुदरा']]);
    expect(details.gallery.map((item) => item.caption)).toEqual(['नासिक का कारख़ाना', 'नासिक का कारख़ाना']);
    expect(details.gallery.map((item) => item.image)).toEqual(english.gallery.map((item) => item.image));
  });

  it('leaves every reply without ?lang= byte for byte as it was, and ?lang=en adds only its language and alternates', async () => {
    expect((await read(ventureUrl, { slug: englishSlug })).text).toBe(before.one);
    expect((await read(ventureUrl, { page: '1' })).text).toBe(before.list);
    expect((await read(ventureUrl, { page: '1', view: 'summary' })).text).toBe(before.summary);
    expect((await read(detailsUrl, { id: String(id) })).text).toBe(before.details);
    const alternates = [
      { lang: 'en', slug: englishSlug },
      { lang: 'hi', slug: hindiSlug },
    ];
    expect((await read(ventureUrl, { slug: englishSlug, lang: 'en' })).body).toEqual({ ...JSON.parse(before.one), lang: 'en', alternates });
    expect((await read(detailsUrl, { id: String(id), lang: 'en' })).body).toEqual({ ...JSON.parse(before.details), lang: 'en', alternates });
    expect((await read(ventureUrl, { page: '1', lang: 'en' })).body).toEqual({ ...JSON.parse(before.list), lang: 'en' });
    expect((await read(ventureUrl, { lang: 'fr' })).status).toBe(400);
  });

  it('shows Marathi once published there: the cached Marathi read is dropped, and the CDN purges the ventures', async () => {
    expect((await read(ventureUrl, { lang: 'mr', id: String(id) })).status).toBe(404);
    await read(ventureUrl, { lang: 'mr', view: 'summary' });
    const cached = await read(ventureUrl, { lang: 'mr', view: 'summary' });
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.body.ventures).toEqual([]);
    await save('ventures', id, 'mr', { fields: { ...hindi, title: 'सागर शीतपेये' }, slug: hindiSlug });
    await act('ventures', id, 'mr', 'publish');
    expect((await read(ventureUrl, { lang: 'mr', view: 'summary' })).body.ventures.map((item: { title: string }) => item.title)).toEqual(['सागर शीतपेये']);
    const res = await read(ventureUrl, { lang: 'mr', slug: hindiSlug });
    expect(res.status).toBe(200);
    expect(res.body.venture.title).toBe('सागर शीतपेये');
    expect(res.body.alternates.map((item: { lang: string }) => item.lang)).toEqual(['en', 'hi', 'mr']);
    await act('ventures', id, 'mr', 'unpublish');
    expect((await read(ventureUrl, { lang: 'mr', slug: hindiSlug })).status).toBe(404);
  });
});

describe('a venture’s translation as an editor writes it', () => {
  let first: number;
  let second: number;

  beforeAll(async () => {
    ({ id: first } = await addItem(admin.agent, 'ventures', 'Lotus Resorts'));
    ({ id: second } = await addItem(admin.agent, 'ventures', 'Lotus Foods'));
  });

  it('refuses a slug another venture has in the same language with a message, and takes it in another language', async () => {
    await save('ventures', first, 'hi', { fields: { title: 'लोटस रिसॉर्ट्स' }, slug: 'लोटस' });
    const refused = await save('ventures', second, 'hi', { fields: { title: 'लोटस फ़ूड्स' }, slug: 'लोटस' }, 409);
    expect(refused).toEqual({ error: 'Another venture already uses this address in Hindi.' });
    const marathi = await save('ventures', second, 'mr', { fields: { title: 'लोटस फूड्स' }, slug: 'लोटस' });
    expect(marathi.translation.slug).toBe('लोटस');
  });

  it('refuses to publish while a text English has is blank, naming the field', async () => {
    const res = await act('ventures', first, 'hi', 'publish', 400);
    expect(res.error).toBe('About is required.');
  });

  it('refuses a text of another venture’s gallery picture', async () => {
    const [english] = await englishOf(second);
    const caption = Object.keys(english!.fields).find((key) => key.startsWith('gallery.'))!;
    const res = await save('ventures', first, 'hi', { fields: { [caption]: 'किसी और का चित्र' } }, 400);
    expect(res.error).toBe('fields must be an object of the translatable fields by name.');
    expect((await save('ventures', first, 'hi', { fields: { 'gallery.x.caption': 'चित्र' } }, 400)).error).toBe(
      'fields must be an object of the translatable fields by name.',
    );
  });

  it('copies only the empty fields from English, child rows included', async () => {
    const res = await act('ventures', first, 'hi', 'copy-from-english');
    const translation = res.translation as Translation;
    expect(translation.fields.title).toBe('लोटस रिसॉर्ट्स');
    expect(translation.fields.about_desc).toBe('All about Lotus Resorts.');
    expect(Object.keys(translation.fields).some((key) => key.startsWith('subcategories.'))).toBe(true);
  });

  it('drops the text of a gallery picture English deleted at the next save, and the Hindi page shows the rest', async () => {
    const [english] = await englishOf(first);
    const captions = Object.keys(english!.fields).filter((key) => /^gallery\.\d+\.caption$/.test(key));
    await save('ventures', first, 'hi', { fields: Object.fromEntries(captions.map((key) => [key, 'समुद्र तट'])) });
    const deleted = Number(captions[0]!.split('.')[1]);
    const res = await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'gallery', id: deleted });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await save('ventures', first, 'hi', { fields: { title: 'लोटस रिसॉर्ट्स' } });
    expect(Object.keys(saved.translation.fields).filter((key) => key.startsWith('gallery.') && key.endsWith('.caption'))).toEqual([captions[1]]);
  });

  it('lets viewers read the languages, and only writers write them', async () => {
    const viewer = await loginAgent(t, { role: 'viewer' });
    expect((await viewer.agent.get(base('ventures', first))).status).toBe(200);
    expect((await viewer.agent.put(`${base('ventures', first)}/hi`).send({ fields: { title: 'x' } })).status).toBe(403);
    expect((await viewer.agent.post(`${base('team', 1)}/hi/publish`).send({})).status).toBe(403);
    expect((await siteAgent(t).agent.get(base('ventures', first))).status).toBe(401);
  });
});

describe('team members in Hindi', () => {
  let translated: number;
  let untranslated: number;
  let englishList: string;

  async function addMember(fields: Record<string, string>): Promise<number> {
    let req = admin.agent.post('/backend/admin/team');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    const res = await req;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id as number;
  }

  beforeAll(async () => {
    translated = await addMember({ name: 'Asha Rao', position: 'Chief Operating Officer', bio: 'Runs the day to day.' });
    untranslated = await addMember({ name: 'Vikram Shah', position: 'Head of Finance' });
    englishList = (await read(teamUrl)).text;
    await save('team', translated, 'hi', { fields: { name: 'आशा राव', position: 'मुख्य परिचालन अधिकारी', bio: 'रोज़ का कामकाज वही सँभालती हैं।' } });
    await act('team', translated, 'hi', 'publish');
  });

  it('lists with ?lang=hi only the members published in Hindi, in Hindi, with their shared photo and link', async () => {
    const res = await read(teamUrl, { lang: 'hi' });
    expect(res.status).toBe(200);
    const english = (JSON.parse(englishList).team as { id: number }[]).find((member) => member.id === translated);
    expect(res.body).toEqual({ team: [{ ...english, name: 'आशा राव', position: 'मुख्य परिचालन अधिकारी', bio: 'रोज़ का कामकाज वही सँभालती हैं।' }], total_pages: 1, lang: 'hi' });
    expect(res.body.team.map((member: { id: number }) => member.id)).not.toContain(untranslated);
    expect((await read(teamUrl, { lang: 'hi', page: '1' })).body.team).toHaveLength(1);
    expect((await read(teamUrl, { lang: 'mr' })).body).toEqual({ team: [], total_pages: 0, lang: 'mr' });
  });

  it('leaves the list without ?lang= as it was; ?lang=en adds its language', async () => {
    expect((await read(teamUrl)).text).toBe(englishList);
    expect((await read(teamUrl, { lang: 'en' })).body).toEqual({ ...JSON.parse(englishList), lang: 'en' });
  });

  it('has no address, and publishes without a bio English does not have', async () => {
    expect((await save('team', untranslated, 'hi', { fields: { name: 'विक्रम शाह' }, slug: 'विक्रम' }, 400)).error).toBe(
      'The address may hold only letters, marks and digits of any script, and hyphens between them.',
    );
    await save('team', untranslated, 'hi', { fields: { name: 'विक्रम शाह' } });
    expect((await act('team', untranslated, 'hi', 'publish', 400)).error).toBe('Position is required.');
    await save('team', untranslated, 'hi', { fields: { position: 'वित्त प्रमुख' } });
    await act('team', untranslated, 'hi', 'publish');
    expect((await read(teamUrl, { lang: 'hi' })).body.team).toHaveLength(2);
  });

  it('deletes a member’s texts with the member, so no orphan is left to read', async () => {
    const gone = await addMember({ name: 'Ravi Iyer', position: 'Adviser' });
    await save('team', gone, 'mr', { fields: { name: 'रवी अय्यर', position: 'सल्लागार' } });
    expect((await admin.agent.delete(`/backend/admin/team/${gone}`)).status).toBe(200);
    const left = await t.db.selectFrom('translations').select('item_id').where('kind', '=', 'team').where('item_id', '=', gone).execute();
    expect(left).toEqual([]);
    expect((await admin.agent.get(base('team', gone))).status).toBe(404);
  });

  it('marks the Hindi text as needing an update when the English position changes', async () => {
    const edit = await admin.agent.post(`/backend/admin/team/${translated}`).field('name', 'Asha Rao').field('position', 'Chief Executive Officer').field('bio', 'Runs the day to day.');
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const res = await admin.agent.get(base('team', translated));
    const hindi = (res.body.languages as (Translation & { lang: string })[]).find((language) => language.lang === 'hi')!;
    expect(hindi).toMatchObject({ status: 'published', needsUpdate: true, slug: null });
  });
});
