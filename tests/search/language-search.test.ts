// The search in Hindi and Marathi (issue 50): GET /backend/search/search.php?lang=hi|mr finds only
// the items published in that language, in their own words, with the hindi stemmer joining
// inflected forms, one normalization (NFC, nukta, ZWJ/ZWNJ, eyelash ra) on both sides, romanized
// keys ("mumbai" finds मुंबई, a typo still finds it), and English's search exactly as before.
// Real Postgres and HTTP; translations written through the admin's endpoints.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../common/api-types.js';
import { createEditorialWorker } from '../../server/src/editorial/editorial-worker.js';
import { createLogger } from '../../server/src/logger.js';
import { addItem, apis } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock } from '../helpers/test-clock.js';

let t: TestApp;
let admin: AdminAgent;

const base = (kind: string, id: number) => `/backend/admin/translations/${kind}/${id}`;

async function translate(kind: string, id: number, lang: 'hi' | 'mr', fields: Record<string, string>, slug?: string) {
  const res = await admin.agent.put(`${base(kind, id)}/${lang}`).send({ fields, ...(slug ? { slug } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function act(kind: string, id: number, lang: 'hi' | 'mr', action: 'publish' | 'unpublish' | 'restore') {
  const res = await admin.agent.post(`${base(kind, id)}/${lang}/${action}`).send({});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function searchRaw(query: string, lang?: string) {
  return siteAgent(t).agent.get('/backend/search/search.php').query(lang === undefined ? { query } : { query, lang });
}

async function search(query: string, lang?: string): Promise<SearchResult[]> {
  const res = await searchRaw(query, lang);
  expect(res.status, `search for ${JSON.stringify(query)} in ${lang}: ${res.text}`).toBe(200);
  return res.body as SearchResult[];
}

const ids = async (query: string, lang?: string) => (await search(query, lang)).map((result) => result.id);

// Saved with ज़ as the one code point U+095B (which NFC splits into ज + nukta).
const mumbaiHindi = {
  title: 'मुंबई में नया कार्यालय',
  content: '<p>हमारे निवेशकों के लिए मुंबई में नया कार्यालय खुल गया है। यह \u095bमीन समुद्र के पास है।</p>',
  image_alt: 'कार्यालय की इमारत',
};
const mumbaiMarathi = { title: 'मुंबईतील नवे कार्यालय', content: '<p>वऱ्हाडातील गुंतवणूकदारांसाठी मुंबईतील नवे कार्यालय सुरू झाले.</p>', image_alt: 'कार्यालयाची इमारत' };

let mumbai: number;
let hindiOnly: number;
let englishBefore: Record<string, string>;
const englishQueries = ['mumbai', 'office', 'Pune warehouse', 'casino'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  ({ id: mumbai } = await addItem(admin.agent, 'news', 'New Mumbai office'));
  // Its picture's focal point, which the results in every language give for the thumbnail.
  const { image_url } = await t.db.selectFrom('news').select('image_url').where('id', '=', mumbai).executeTakeFirstOrThrow();
  await t.db.updateTable('media').set({ focal_x: 0.2, focal_y: 0.4 }).where('name', '=', image_url!.slice('uploads/'.length)).execute();
  ({ id: hindiOnly } = await addItem(admin.agent, 'blogs', 'A Pune warehouse'));
  await addItem(admin.agent, 'blogs', 'Casino nights in Goa');
  englishBefore = Object.fromEntries(await Promise.all(englishQueries.map(async (query) => [query, (await searchRaw(query)).text] as const)));

  await translate('news', mumbai, 'hi', mumbaiHindi, 'मुंबई-कार्यालय');
  await act('news', mumbai, 'hi', 'publish');
  await translate('news', mumbai, 'mr', mumbaiMarathi, 'मुंबई-कार्यालय');
  await act('news', mumbai, 'mr', 'publish');
  await translate('blogs', hindiOnly, 'hi', { title: 'पुणे में नया गोदाम', content: '<p>पुणे के गोदाम से माल जल्दी पहुँचता है।</p>' });
  await act('blogs', hindiOnly, 'hi', 'publish');
  // Saved in Marathi but not published: not found in Marathi.
  await translate('blogs', hindiOnly, 'mr', { title: 'पुण्यातील नवे गोदाम', content: '<p>पुणे गोदाम मसुदा.</p>' });
});
afterAll(async () => t.close());

describe('a search in Hindi', () => {
  it('answers with the translated title, address and excerpt, at the page in its language, with the English item’s picture and its focal point', async () => {
    const [result] = await search('कार्यालय', 'hi');
    const [english] = await search('Mumbai');
    expect(result).toEqual({
      type: 'news',
      id: mumbai,
      title: 'मुंबई में नया कार्यालय',
      slug: 'मुंबई-कार्यालय',
      url: `/sjg/hi/single-news/${encodeURIComponent('मुंबई-कार्यालय')}`,
      excerpt: 'हमारे निवेशकों के लिए मुंबई में नया कार्यालय खुल गया है। यह \u095bमीन समुद्र के पास है।',
      image: english!.image,
      image_focus: '20% 40%',
    });
    expect(english).toMatchObject({ image_focus: '20% 40%' });
  });

  it('finds inflected forms of one word, as the hindi stemmer joins them', async () => {
    // The premise, from Postgres: the plural oblique and the singular share a lexeme.
    const { rows } = await sql<{ token: string; lexemes: string[] }>`select token, lexemes from ts_debug('hindi', 'निवेशकों निवेशक कार्यालयों') where alias = 'word'`.execute(t.db);
    expect(rows.map((row) => row.lexemes)).toEqual([['निवेशक'], ['निवेशक'], ['कार्यालय']]);
    expect(await ids('निवेशक', 'hi')).toEqual([mumbai]);
    expect(await ids('कार्यालयों', 'hi')).toEqual([mumbai]);
  });

  it('matches the nukta, NFD and joiner spellings of a query alike', async () => {
    for (const variant of ['जमीन', 'ज\u093cमीन', '\u095bमीन', 'कार्\u200dयालय', 'कार्\u200cयालय', 'मुं\u200dबई']) {
      expect(await ids(variant, 'hi'), variant).toEqual([mumbai]);
    }
  });

  it('finds मुंबई by "mumbai", by a typo of it, and by another spelling in Devanagari', async () => {
    for (const query of ['mumbai', 'Mumbai', 'mumbay', 'मुम्बई']) expect(await ids(query, 'hi'), query).toEqual([mumbai]);
  });

  it('finds nothing for Latin letters that are no word, though they fold to a one-letter word’s key (व, ज़)', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Tea and coffee');
    await translate('blogs', id, 'hi', { title: 'चाय व कॉफ़ी', content: '<p>सुबह की चाय व दोपहर की कॉफ़ी, ज़ और फ़ के साथ।</p>' });
    await act('blogs', id, 'hi', 'publish');
    // The one-letter words are found by their own one-letter keys...
    expect(await ids('v', 'hi')).toContain(id);
    expect(await ids('j', 'hi')).toContain(id);
    // ...but not by longer typing that folds to them (repeated letters are one key letter).
    for (const query of ['vvvv', 'wwww', 'zzzz', 'jjjjj']) expect(await ids(query, 'hi'), query).toEqual([]);
    expect(await ids('mumbai vvvv', 'hi')).toEqual([mumbai]);
  });

  it('finds a Latin acronym spelled in Devanagari (SJG: एसजेजी), in Hindi and Marathi, with the excerpt at it', async () => {
    const { id } = await addItem(admin.agent, 'news', 'SJG builds a plant in Bhilai');
    await translate('news', id, 'hi', { title: 'एसजेजी का भिलाई संयंत्र', content: '<p>भिलाई में नया संयंत्र शुरू हुआ। इसे एसजेजी ने बनाया है।</p>', image_alt: 'संयंत्र का दृश्य' });
    await act('news', id, 'hi', 'publish');
    await translate('news', id, 'mr', { title: 'भिलाई प्रकल्प', content: '<p>भिलाईमध्ये नवा प्रकल्प सुरू झाला. तो एसजेजीने उभारला.</p>', image_alt: 'प्रकल्पाचे दृश्य' });
    await act('news', id, 'mr', 'publish');

    for (const query of ['SJG', 'sjg', 'Sjg भिलाई']) expect(await ids(query, 'hi'), query).toEqual([id]);
    expect((await search('SJG', 'hi'))[0]!.excerpt).toBe('इसे एसजेजी ने बनाया है।');
    // Marathi: in the body only, inflected (एसजेजीने).
    expect(await ids('SJG', 'mr')).toEqual([id]);
    expect((await search('sjg', 'mr'))[0]!.excerpt).toBe('तो एसजेजीने उभारला.');
    // Other letters spell other words.
    for (const query of ['GST', 'JGS', 'SJGX']) expect(await ids(query, 'hi'), query).toEqual([]);
  });

  it('finds an investor by the translated name, at the investors page in its language', async () => {
    const { id } = await addItem(admin.agent, 'investors', 'Meera Kapoor');
    await translate('investors', id, 'hi', { investor_name: 'मीरा कपूर', investor_image_alt: 'मीरा कपूर' });
    await act('investors', id, 'hi', 'publish');
    expect(await search('मीरा', 'hi')).toEqual([expect.objectContaining({ type: 'investor', id, title: 'मीरा कपूर', url: '/sjg/hi/investors', excerpt: '' })]);
  });

  it('answers a query of punctuation or search operators with what it finds, never an error', async () => {
    for (const query of ['!!!', '"', "mumbai:* & !'", '-मुंबई', 'मुंबई or पुणे']) {
      const res = await searchRaw(query, 'hi');
      expect(res.status, query).toBe(200);
    }
    expect(await ids('!!!', 'hi')).toEqual([]);
    expect((await ids('मुंबई or गोदाम', 'hi')).sort()).toEqual([mumbai, hindiOnly].sort());
  });

  it('finds a Hindi-only item in Hindi, and never an English text', async () => {
    expect(await ids('गोदाम', 'hi')).toEqual([hindiOnly]);
    expect(await ids('warehouse', 'hi')).toEqual([]);
    expect(await ids('casino', 'hi')).toEqual([]);
  });
});

describe('a search in Marathi', () => {
  it('finds only the items published in Marathi', async () => {
    expect(await ids('कार्यालय', 'mr')).toEqual([mumbai]);
    // पुणे is published in Hindi only, and saved but unpublished in Marathi.
    expect(await ids('गोदाम', 'mr')).toEqual([]);
    expect(await ids('पुणे', 'mr')).toEqual([]);
    expect((await search('मुंबईतील', 'mr'))[0]).toMatchObject({ title: 'मुंबईतील नवे कार्यालय', url: `/sjg/mr/single-news/${encodeURIComponent('मुंबई-कार्यालय')}` });
  });

  it('matches both encodings of the eyelash ra, and finds an inflected word by its romanized stem', async () => {
    expect(await ids('वर्\u200dहाडातील', 'mr')).toEqual([mumbai]);
    expect(await ids('व\u0930\u093c्हाडातील', 'mr')).toEqual([mumbai]);
    // 'simple' keeps मुंबईतील whole; its romanized key mumbaitil starts with mumbai.
    expect(await ids('मुंबई', 'mr')).toEqual([mumbai]);
    expect(await ids('mumbai', 'mr')).toEqual([mumbai]);
  });
});

describe('the index in step with the translations', () => {
  let item: number;
  beforeAll(async () => {
    ({ id: item } = await addItem(admin.agent, 'news', 'Nagpur orange fair'));
    await translate('news', item, 'hi', { title: 'नागपुर संतरा मेला', content: '<p>नागपुर के संतरे हर साल मेले में आते हैं।</p>', image_alt: 'मेले का दृश्य' });
  });

  it('adds and removes an item as its language is published, unpublished, trashed and restored', async () => {
    expect(await ids('संतरा', 'hi')).toEqual([]);
    await act('news', item, 'hi', 'publish');
    expect(await ids('संतरा', 'hi')).toEqual([item]);
    await act('news', item, 'hi', 'unpublish');
    expect(await ids('संतरा', 'hi')).toEqual([]);
    await act('news', item, 'hi', 'publish');
    expect((await admin.agent.delete(`${base('news', item)}/hi`)).status).toBe(200);
    expect(await ids('संतरा', 'hi')).toEqual([]);
    await act('news', item, 'hi', 'restore');
    expect(await ids('संतरा', 'hi')).toEqual([item]);
  });

  it('takes an item off every language when its English item goes to the trash, and back with it', async () => {
    expect((await admin.agent.delete(apis.news).send({ id: item })).status).toBe(200);
    expect(await ids('संतरा', 'hi')).toEqual([]);
    expect((await admin.agent.post(`/backend/admin/trash/news/${item}/restore`)).status).toBe(200);
    expect(await ids('संतरा', 'hi')).toEqual([item]);
  });

  it('finds an edited text by its new words only', async () => {
    await translate('news', item, 'hi', { title: 'नागपुर आम मेला', content: '<p>इस साल आम भी आए।</p>' });
    expect(await ids('संतरा', 'hi')).toEqual([]);
    expect(await ids('आम', 'hi')).toEqual([item]);
  });

  it('makes a translation written outside the app searchable at the worker’s next pass, never by its old words', async () => {
    let changes = 0;
    const worker = createEditorialWorker({ db: t.db, storage: t.storage, logger: createLogger('silent'), clock: createTestClock(), onChange: () => void changes++ });
    const { id } = await addItem(admin.agent, 'news', 'Imported news');
    await t.db
      .insertInto('translations')
      .values({
        kind: 'news', item_id: id, lang: 'hi', fields: JSON.stringify({ title: 'औरंगाबाद की खबर', content: '<p>औरंगाबाद में मेला।</p>' }),
        slug: 'औरंगाबाद', status: 'published', source_updated_at: new Date(), source_fields: JSON.stringify({}),
      })
      .execute();
    expect(await ids('औरंगाबाद', 'hi')).toEqual([]);
    await worker.runOnce();
    expect(changes).toBe(1);
    expect(await ids('औरंगाबाद', 'hi')).toEqual([id]);
    await t.db
      .updateTable('translations')
      .set({ fields: JSON.stringify({ title: 'जालना की खबर', content: '<p>जालना में मेला।</p>' }) })
      .where('kind', '=', 'news').where('item_id', '=', id).where('lang', '=', 'hi')
      .execute();
    expect(await ids('औरंगाबाद', 'hi')).toEqual([]);
    await worker.runOnce();
    expect(await ids('जालना', 'hi')).toEqual([id]);
  });
});

describe('English', () => {
  it('answers without ?lang and with ?lang=en exactly as before any translation', async () => {
    for (const query of englishQueries) {
      expect((await searchRaw(query)).text, query).toBe(englishBefore[query]);
      expect((await searchRaw(query, 'en')).text, query).toBe(englishBefore[query]);
    }
    expect((await search('mumbai')).map((result) => result.title)).toEqual(['New Mumbai office']);
  });

  it('refuses a language it does not know, as the listed reads do', async () => {
    const res = await searchRaw('mumbai', 'fr');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'lang must be one of en, hi, mr.' });
  });
});
