// Each item's Hindi and Marathi (issue 50): stored per language with its own state, published on
// its own, found by its own (Devanagari) address through ?lang=, with no fallback to English, and
// English replies without ?lang= exactly as before. Real Postgres and HTTP; time from a clock the
// test moves for the scheduler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditorialWorker } from '../../server/src/editorial/editorial-worker.js';
import { purgeExpiredTrash } from '../../server/src/editorial/trash.service.js';
import { TRASH_RETENTION_DAYS } from '../../common/editorial.js';
import { createLogger } from '../../server/src/logger.js';
import { addItem, apis, editItem, setStatus } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock } from '../helpers/test-clock.js';

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

async function save(kind: string, id: number, lang: string, body: Record<string, unknown>, expectStatus = 200) {
  const res = await admin.agent.put(`${base(kind, id)}/${lang}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(expectStatus);
  return res.body as { message?: string; error?: string; translation: { slug: string | null; status: string; fields: Record<string, string>; needsUpdate: boolean } };
}

async function act(kind: string, id: number, lang: string, action: string, body: Record<string, unknown> = {}, expectStatus = 200) {
  const res = await admin.agent.post(`${base(kind, id)}/${lang}/${action}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(expectStatus);
  return res.body as Record<string, unknown>;
}

/** A public GET of the kind's path with `query` (its values percent-encoded as a browser sends them). */
async function read(kind: keyof typeof apis, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return siteAgent(t).agent.get(`${apis[kind]}${search ? `?${search}` : ''}`);
}

async function listedIds(kind: keyof typeof apis, lang: string): Promise<number[]> {
  const res = await read(kind, { lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body[kind] as { id: number }[]).map((item) => item.id);
}

const mumbaiTitle = 'मुंबई में नया कार्यालय';
const mumbaiSlug = 'मुंबई-कार्यालय';
/** The Hindi alt text of the news item's picture: English's has one (an upload's is its title), so publishing asks for it. */
const mumbaiAlt = 'मुंबई कार्यालय की तस्वीर';

describe('a news item published in Hindi only', () => {
  let id: number;
  let englishSlug: string;
  let englishListBefore: string;

  beforeAll(async () => {
    ({ id } = await addItem(admin.agent, 'news', 'New Mumbai office'));
    englishSlug = (await read('news', { id: String(id) })).body.news.slug as string;
    englishListBefore = (await read('news')).text;
    await save('news', id, 'hi', { fields: { title: mumbaiTitle, content: '<p>मुंबई में हमारा नया कार्यालय खुल गया है।</p>', image_alt: mumbaiAlt }, slug: mumbaiSlug });
    await act('news', id, 'hi', 'publish');
  });

  it('is listed with ?lang=hi in its Hindi words, with the pictures and dates of the English item', async () => {
    const [hindi, english] = await Promise.all([read('news', { lang: 'hi' }), read('news', { id: String(id) })]);
    expect(hindi.status).toBe(200);
    expect(hindi.body).toMatchObject({ total_pages: 1, lang: 'hi' });
    const [item] = hindi.body.news as Record<string, unknown>[];
    expect(item).toEqual({ ...english.body.news, title: mumbaiTitle, content: '<p>मुंबई में हमारा नया कार्यालय खुल गया है।</p>', slug: mumbaiSlug, image_alt: mumbaiAlt });
  });

  it('is found by its Devanagari address sent percent-encoded, naming the languages it is published in', async () => {
    const res = await siteAgent(t).agent.get(`${apis.news}?lang=hi&slug=${encodeURIComponent(mumbaiSlug)}`);
    expect(res.status).toBe(200);
    expect(res.body.news.title).toBe(mumbaiTitle);
    expect(res.body.lang).toBe('hi');
    expect(res.body.alternates).toEqual([
      { lang: 'en', slug: englishSlug },
      { lang: 'hi', slug: mumbaiSlug },
    ]);
  });

  it('is not in Marathi: not listed, and its address there answers the news 404', async () => {
    expect(await listedIds('news', 'mr')).not.toContain(id);
    const res = await read('news', { lang: 'mr', slug: mumbaiSlug });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'News not found' });
    // Nor does the English address lead to the Hindi text.
    expect((await read('news', { lang: 'hi', slug: englishSlug })).status).toBe(404);
  });

  it('leaves the English replies without ?lang= byte for byte as they were', async () => {
    expect((await read('news')).text).toBe(englishListBefore);
    const english = await read('news', { slug: englishSlug });
    expect(english.body).not.toHaveProperty('lang');
    expect(english.body).not.toHaveProperty('alternates');
  });

  it('answers ?lang=en with today’s reply plus its language and alternates', async () => {
    const [plain, en] = await Promise.all([read('news', { slug: englishSlug }), read('news', { slug: englishSlug, lang: 'en' })]);
    expect(en.body).toEqual({ ...plain.body, lang: 'en', alternates: [{ lang: 'en', slug: englishSlug }, { lang: 'hi', slug: mumbaiSlug }] });
    const [plainList, enList] = await Promise.all([read('news'), read('news', { lang: 'en' })]);
    expect(enList.body).toEqual({ ...plainList.body, lang: 'en' });
  });

  it('keeps each language’s reply apart in the cache', async () => {
    const first = await read('news', { lang: 'hi' });
    const again = await read('news', { lang: 'hi' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.text).toBe(first.text);
    const marathi = await read('news', { lang: 'mr' });
    expect(marathi.body.news).toEqual([]);
  });

  it('refuses an unknown language with a clear message', async () => {
    const res = await read('news', { lang: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'lang must be one of en, hi, mr.' });
  });

  it('leaves ?lang=hi once unpublished, and English stays', async () => {
    await act('news', id, 'hi', 'unpublish');
    expect(await listedIds('news', 'hi')).toEqual([]);
    expect((await read('news', { lang: 'hi' })).body.total_pages).toBe(0);
    expect((await read('news', { lang: 'hi', slug: mumbaiSlug })).status).toBe(404);
    expect((await read('news')).text).toBe(englishListBefore);
    expect((await read('news', { slug: englishSlug, lang: 'en' })).body.alternates).toEqual([{ lang: 'en', slug: englishSlug }]);
  });
});

describe('addresses', () => {
  it('takes the same address in two languages, and refuses it twice in one with a message', async () => {
    const { id: first } = await addItem(admin.agent, 'news', 'Shared address one');
    const { id: second } = await addItem(admin.agent, 'news', 'Shared address two');
    await save('news', first, 'hi', { fields: { title: 'समान पता' }, slug: 'समान-पता' });
    await save('news', first, 'mr', { fields: { title: 'समान पत्ता' }, slug: 'समान-पता' });
    const refused = await save('news', second, 'hi', { fields: { title: 'दूसरा' }, slug: 'समान-पता' }, 409);
    expect(refused).toEqual({ error: 'Another news item already uses this address in Hindi.' });
  });

  it('keeps a Devanagari address byte for byte, and stores an NFD spelling as NFC', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Eyelash ra address');
    // ऱ (U+0931, Marathi's eyelash ra) is one code point in NFC and र + ़ in NFD.
    const nfc = 'ऱ्हास-कथा';
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    const saved = await save('blogs', id, 'hi', { fields: { title: 'ऱ्हास कथा', content: '<p>ऱ्हासाची कथा.</p>' }, slug: nfd });
    expect(saved.translation.slug).toBe(nfc);
    await act('blogs', id, 'hi', 'publish');
    for (const asked of [nfc, nfd]) {
      const res = await read('blogs', { lang: 'hi', slug: asked });
      expect(res.status).toBe(200);
      expect(Buffer.from(res.body.blog.slug as string)).toEqual(Buffer.from(nfc));
    }
    const row = await t.db.selectFrom('translations').select('slug').where('kind', '=', 'blogs').where('item_id', '=', id).where('lang', '=', 'hi').executeTakeFirstOrThrow();
    expect(row.slug).toBe(nfc);
  });

  it('refuses an address with other characters, or over 300 bytes', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Bad addresses');
    expect((await save('news', id, 'hi', { fields: { title: 'पता' }, slug: 'a/b' }, 400)).error).toMatch(/letters, marks and digits/);
    expect((await save('news', id, 'hi', { fields: { title: 'पता' }, slug: 'क'.repeat(101) }, 400)).error).toMatch(/at most 300 bytes/);
  });
});

describe('editing a translation', () => {
  it('checks fields with the English limits and messages, and publishes only a complete text', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Limits');
    expect(await save('blogs', id, 'mr', { fields: { content: `<p>${'अ'.repeat(2001)}</p>` } }, 400)).toEqual({ error: 'Content must be at most 2000 characters' });
    await save('blogs', id, 'mr', { fields: { title: 'फक्त शीर्षक' } });
    expect(await act('blogs', id, 'mr', 'publish', {}, 400)).toEqual({ error: 'Title and content are required' });
    expect(await save('blogs', id, 'mr', { fields: { year: '2026' } }, 400)).toHaveProperty('error');
  });

  it('copies from English only into empty fields, never over text', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Copy source');
    await save('news', id, 'hi', { fields: { title: 'अपना शीर्षक' } });
    const copied = await act('news', id, 'hi', 'copy-from-english');
    // The picture's alt text too: English's is the library's (an upload's is the title).
    expect(copied).toMatchObject({ copied: 2, translation: { fields: { title: 'अपना शीर्षक', content: '<p>Copy source body</p>', image_alt: 'Copy source' } } });
    await save('news', id, 'hi', { fields: { content: '<p>अनुवाद</p>' } });
    const again = await act('news', id, 'hi', 'copy-from-english');
    expect(again).toMatchObject({ copied: 0, translation: { fields: { title: 'अपना शीर्षक', content: '<p>अनुवाद</p>' } } });
  });

  it('marks a translation as needing an update once English’s words change after it (not its state), until it is saved again', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Source text');
    expect((await save('news', id, 'mr', { fields: { title: 'मूळ मजकूर' } })).translation.needsUpdate).toBe(false);
    // A change of English's state dates it too, but changes no word to translate.
    expect((await setStatus(admin.agent, 'news', id, { status: 'draft' })).status).toBe(200);
    expect((await setStatus(admin.agent, 'news', id, { status: 'published' })).status).toBe(200);
    const unchanged = (await admin.agent.get(base('news', id))).body.languages as { lang: string; needsUpdate: boolean }[];
    expect(unchanged.find((language) => language.lang === 'mr')!.needsUpdate).toBe(false);
    const edit = await editItem(admin.agent, 'news', id, 'Source text, revised');
    expect(edit.status).toBe(200);
    const languages = (await admin.agent.get(base('news', id))).body.languages as { lang: string; needsUpdate: boolean; status: string | null; fields: Record<string, string> }[];
    expect(languages.map((language) => [language.lang, language.status, language.needsUpdate])).toEqual([
      ['en', 'published', false],
      ['hi', null, false],
      ['mr', 'draft', true],
    ]);
    expect(languages[0]!.fields.title).toBe('Source text, revised');
    expect((await save('news', id, 'mr', { fields: { title: 'सुधारित मजकूर' } })).translation.needsUpdate).toBe(false);
  });

  it('keeps a revision of each save and publish, and an audit entry naming the language', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Audited');
    await save('news', id, 'hi', { fields: { title: 'लेखा', content: '<p>लेखा</p>', image_alt: 'लेखा' } });
    await act('news', id, 'hi', 'publish');
    const revisions = await t.db.selectFrom('translation_revisions').select(['event', 'status']).where('kind', '=', 'news').where('item_id', '=', id).orderBy('id').execute();
    expect(revisions).toEqual([
      { event: 'created', status: 'draft' },
      { event: 'published', status: 'published' },
    ]);
    const entries = await t.db.selectFrom('audit_log').select(['action', 'item_title']).where('item_kind', '=', 'news').where('item_id', '=', id).orderBy('id').execute();
    expect(entries.slice(-2)).toEqual([
      { action: 'create', item_title: 'लेखा (hi)' },
      { action: 'publish', item_title: 'लेखा (hi)' },
    ]);
  });
});

describe('states per language', () => {
  it('publishes a scheduled Hindi text when the worker’s clock passes its time', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Scheduled Hindi');
    await save('news', id, 'hi', { fields: { title: 'निर्धारित', content: '<p>निर्धारित समाचार</p>', image_alt: 'निर्धारित' } });
    const publishAt = new Date(Date.now() + 60_000);
    const scheduled = await act('news', id, 'hi', 'schedule', { publishAt: publishAt.toISOString() });
    expect(scheduled).toMatchObject({ translation: { status: 'scheduled', publish_at: publishAt.toISOString() } });
    const clock = createTestClock(publishAt.getTime() - 1000);
    const worker = createEditorialWorker({ db: t.db, storage: t.storage, logger: createLogger('silent'), clock, onChange: () => undefined });
    expect((await worker.runOnce()).published).toBe(0);
    expect(await listedIds('news', 'hi')).not.toContain(id);
    clock.advance(1000);
    expect((await worker.runOnce()).published).toBe(1);
    expect(await listedIds('news', 'hi')).toContain(id);
    expect(await listedIds('news', 'mr')).not.toContain(id);
  });

  it('trashes and restores one language, leaving English and the other language be', async () => {
    const { id } = await addItem(admin.agent, 'testimonials', 'Asha Rao');
    for (const [lang, name] of [
      ['hi', 'आशा राव'],
      ['mr', 'आशा राव (मराठी)'],
    ] as const) {
      await save('testimonials', id, lang, { fields: { name, position: 'निदेशक', review: 'उत्तम सेवा' } });
      await act('testimonials', id, lang, 'publish');
    }
    const hindi = (await read('testimonials', { lang: 'hi' })).body.testimonials as Record<string, unknown>[];
    expect(hindi.find((item) => item.id === id)).toMatchObject({ name: 'आशा राव', position: 'निदेशक', review: 'उत्तम सेवा', stars: 4 });

    expect((await admin.agent.delete(`${base('testimonials', id)}/hi`)).status).toBe(200);
    expect(await listedIds('testimonials', 'hi')).not.toContain(id);
    expect(await listedIds('testimonials', 'mr')).toContain(id);
    expect((await read('testimonials')).body.testimonials.map((item: { id: number }) => item.id)).toContain(id);
    expect((await save('testimonials', id, 'hi', { fields: { name: 'नया' } }, 400)).error).toBe('The Hindi text is in the trash; restore it first.');

    await act('testimonials', id, 'hi', 'restore');
    expect(await listedIds('testimonials', 'hi')).toContain(id);
  });

  it('deletes a language left in the trash past the retention, and only that language', async () => {
    const { id } = await addItem(admin.agent, 'investors', 'Retained Capital');
    await save('investors', id, 'hi', { fields: { investor_name: 'रखी पूंजी' } });
    await save('investors', id, 'mr', { fields: { investor_name: 'राखीव भांडवल' } });
    expect((await admin.agent.delete(`${base('investors', id)}/hi`)).status).toBe(200);
    await purgeExpiredTrash({ db: t.db, storage: t.storage, logger: createLogger('silent') }, new Date(Date.now() + (TRASH_RETENTION_DAYS - 1) * 86_400_000));
    const langs = async () => (await t.db.selectFrom('translations').select('lang').where('kind', '=', 'investors').where('item_id', '=', id).orderBy('lang').execute()).map((row) => row.lang);
    expect(await langs()).toEqual(['hi', 'mr']);
    await purgeExpiredTrash({ db: t.db, storage: t.storage, logger: createLogger('silent') }, new Date(Date.now() + (TRASH_RETENTION_DAYS + 1) * 86_400_000));
    expect(await langs()).toEqual(['mr']);
    const entry = await t.db.selectFrom('audit_log').select(['action', 'item_title']).where('item_kind', '=', 'investors').where('item_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'delete_forever', item_title: 'रखी पूंजी (hi)' });
  });

  it('deletes an item’s translations and their revisions when the item is deleted forever', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Purged with its translations');
    await save('news', id, 'hi', { fields: { title: 'हटाया जाएगा', content: '<p>हटाया</p>', image_alt: 'हटाया' } });
    await act('news', id, 'hi', 'publish');
    expect((await admin.agent.delete(apis.news).send({ id })).status).toBe(200);
    // A trashed English item takes its translations off the site with it.
    expect(await listedIds('news', 'hi')).not.toContain(id);
    expect((await admin.agent.get(base('news', id))).status).toBe(404);
    expect((await admin.agent.delete(`/backend/admin/trash/news/${id}`)).status).toBe(200);
    const left = await Promise.all(
      (['translations', 'translation_revisions'] as const).map((table) => t.db.selectFrom(table).select('item_id').where('kind', '=', 'news').where('item_id', '=', id).execute()),
    );
    expect(left).toEqual([[], []]);
  });
});

describe('who may', () => {
  it('lets a viewer read an item’s languages but not write them, and refuses everyone signed out', async () => {
    const { id } = await addItem(admin.agent, 'investors', 'Viewer Capital');
    const viewer = await loginAgent(t, { role: 'viewer' });
    expect((await viewer.agent.get(base('investors', id))).status).toBe(200);
    const write = await viewer.agent.put(`${base('investors', id)}/hi`).send({ fields: { investor_name: 'दर्शक' } });
    expect(write.status).toBe(403);
    const anonymous = siteAgent(t).agent;
    expect((await anonymous.get(base('investors', id))).status).toBe(401);
    expect((await anonymous.put(`${base('investors', id)}/hi`).send({ fields: { investor_name: 'कोई' } })).status).toBe(401);
  });

  it('refuses an unknown kind or language', async () => {
    expect((await admin.agent.get(base('gadgets', 1))).status).toBe(400);
    expect((await admin.agent.put(`${base('news', 1)}/fr`).send({ fields: {} })).status).toBe(400);
  });
});

describe('the editor’s English beside a translation', () => {
  it('sends English’s rich text cleaned, even when the stored text was written outside the app', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Written around the app');
    // As an import or a hand-run query might leave it: the admin would show it as HTML.
    await t.db.updateTable('news').set({ content: '<p>Kept</p><script>alert(1)</script><img src="x" onerror="alert(2)">' }).where('id', '=', id).execute();
    const res = await admin.agent.get(base('news', id));
    expect(res.status).toBe(200);
    const english = (res.body.languages as { lang: string; fields: Record<string, string> }[]).find((language) => language.lang === 'en')!;
    expect(english.fields.content).toContain('<p>Kept</p>');
    expect(english.fields.content).not.toMatch(/<script|onerror/);
  });
});
