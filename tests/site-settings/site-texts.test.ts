// The site's texts and settings in Hindi and Marathi (issue 50): a section's translation saved as a
// draft, a language published only once every translatable field is filled, the public read
// ?lang= with English's shared settings under the language's texts and the published languages as
// alternates, 404 while unpublished, the reply without ?lang= untouched, each route's role, and the
// cache (in process and at a CDN) dropped by every save and publish. Real Postgres and HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings, type SiteSettings } from '../../common/site-settings.js';
import { missingTranslations, siteTranslatableFields, TRANSLATED_SECTIONS } from '../../common/site-translations.js';
import { translationMessages } from '../../common/translation-messages.js';
import { createLogger } from '../../server/src/logger.js';
import { publishedSiteLanguages, readSiteSettingsIn } from '../../server/src/site-settings/site-translations.service.js';
import { ALL_SITE_LANGUAGES } from '../../server/src/site-languages.js';
import { siteTexts } from '../../seed/content/site-texts.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { listenOnLoopback } from '../../scripts/loopback.js';

/** A CDN's purge endpoint on 127.0.0.1 that records the tags of each purge. */
async function startPurgeServer() {
  const received: string[][] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push((JSON.parse(body) as { tags: string[] }).tags);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    received,
    /** The purges that arrived since `from`, once at least one has (the hook posts after the reply). */
    async after(from: number): Promise<string[][]> {
      // Woken by each request to the endpoint; the deadline only bounds a purge that never comes.
      const deadline = Date.now() + 5000;
      while (received.length <= from && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          server.once('request', (req: http.IncomingMessage) => req.on('end', () => resolve()));
          setTimeout(resolve, 200);
        });
      }
      return received.slice(from);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let t: TestApp;
let purges: Awaited<ReturnType<typeof startPurgeServer>>;
const agents = {} as Record<'owner' | 'editor' | 'viewer', AdminAgent>;
const SETTINGS = '/backend/site/settings.php';

beforeAll(async () => {
  purges = await startPurgeServer();
  t = await createTestApp({ env: { CDN_PURGE_URL: purges.url } });
  for (const role of ['owner', 'editor', 'viewer'] as const) agents[role] = await loginAgent(t, { role });
});
afterAll(async () => {
  await t?.close();
  await purges?.close();
});

const read = (query = '') => siteAgent(t).agent.get(`${SETTINGS}${query}`);

describe('before any language is published', () => {
  it('answers ?lang=hi and ?lang=mr with 404 and a sentence naming the language, never English under their name', async () => {
    for (const [lang, name] of [['hi', 'Hindi'], ['mr', 'Marathi']] as const) {
      const res = await read(`?lang=${lang}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(`The site texts are not published in ${name}.`);
    }
  });

  it('answers ?lang=en with today’s settings, its language and English alone as alternates', async () => {
    const res = await read('?lang=en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...defaultSiteSettings, lang: 'en', alternates: [{ lang: 'en' }] });
  });

  it('refuses an unknown or repeated lang with 400 and the translations’ message', async () => {
    for (const query of ['?lang=fr', '?lang=', '?lang=hi&lang=mr', '?lang=HI']) {
      const res = await read(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe(translationMessages.languageInvalid(['en', 'hi', 'mr']));
    }
  });
});

describe('a language’s texts, saved and published', () => {
  it('keeps a draft with blank fields, and refuses to publish naming the section and the blank field', async () => {
    const saved = await agents.editor.agent.put('/backend/admin/site/languages/hi/home').send({ ...siteTexts.hi.home, counters: [{ label: 'ब्रांड' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Home page in Hindi saved.');
    const draft = await agents.viewer.agent.get('/backend/admin/site/languages/hi');
    expect(draft.status).toBe(200);
    expect(draft.body.status).toBe('draft');
    expect(draft.body.sections.home.missing).toEqual(['Counter 2: label', 'Counter 3: label', 'Counter 4: label', 'Counter 5: label']);
    expect(draft.body.sections.home.english.counters[1]).toEqual({ label: 'Projects Invested' });
    // Everything but home's counters now filled: the refusal names exactly the blank one.
    for (const section of TRANSLATED_SECTIONS.filter((name) => name !== 'home')) {
      const res = await agents.owner.agent.put(`/backend/admin/site/languages/hi/${section}`).send(siteTexts.hi[section]);
      expect(res.status, `${section}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const refused = await agents.owner.agent.post('/backend/admin/site/languages/hi/publish');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Hindi cannot be published yet: Home page: Counter 2: label is empty.');
    expect((await read('?lang=hi')).status).toBe(404);
  });

  it('checks a translation against English’s limits with English’s message', async () => {
    const res = await agents.owner.agent.put('/backend/admin/site/languages/hi/seo').send({ ...siteTexts.hi.seo, siteTitle: 'क'.repeat(61) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Site title must be at most 60 characters.');
  });

  it('publishes once complete: ?lang=hi is English’s shape with Hindi texts over the shared settings, and names its alternates', async () => {
    expect((await agents.editor.agent.put('/backend/admin/site/languages/hi/home').send(siteTexts.hi.home)).status).toBe(200);
    const published = await agents.owner.agent.post('/backend/admin/site/languages/hi/publish');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ message: 'The site texts in Hindi are published.', lang: 'hi', status: 'published' });

    const res = await read('?lang=hi');
    expect(res.status).toBe(200);
    const reply = res.body as SiteSettings & { lang: string; alternates: { lang: string }[] };
    expect(Object.keys(reply)).toEqual([...Object.keys(defaultSiteSettings), 'lang', 'alternates']);
    expect(reply.lang).toBe('hi');
    expect(reply.alternates).toEqual([{ lang: 'en' }, { lang: 'hi' }]);
    // Translated texts are Hindi's; numbers, positions, phone, e-mail and links stay English's.
    expect(reply.home.groupDescription).toBe(siteTexts.hi.home.groupDescription);
    expect(reply.home.counters[2]).toEqual({ value: 10000, suffix: '+', label: 'कर्मचारी' });
    expect(reply.home.faq[0]).toMatchObject({ id: 'faq-what', question: 'SJG Group क्या करता है?' });
    expect(reply.locations.items[0]).toEqual({ name: 'मुंबई (मुख्य कार्यालय)', city: 'मुंबई', x: 19.9, y: 58.5, head: true });
    expect(reply.contact).toEqual({ ...defaultSiteSettings.contact, headOfficeLabel: 'मुख्य कार्यालय', addressLines: siteTexts.hi.contact.addressLines });
    expect(reply.social).toEqual(defaultSiteSettings.social);
    expect(reply.footer).toEqual({ ...defaultSiteSettings.footer, heading: 'आइए, बात करें!', legalName: 'SJG समूह की कंपनियाँ' });
    expect(reply.seo.shareImage).toBeNull();
    expect(reply.policies.terms).toContain('<h2>बौद्धिक संपदा</h2>');
    // The page renderer's in-process call answers the same.
    expect(await readSiteSettingsIn(t.db, 'hi', ALL_SITE_LANGUAGES)).toEqual(reply);
    expect(await publishedSiteLanguages(t.db, ALL_SITE_LANGUAGES)).toEqual(['en', 'hi']);
    // English names Hindi now; Marathi is still not published.
    expect((await read('?lang=en')).body.alternates).toEqual([{ lang: 'en' }, { lang: 'hi' }]);
    expect((await read('?lang=mr')).status).toBe(404);
  });

  it('leaves the reply without ?lang= byte for byte as before', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.text).toBe(JSON.stringify(defaultSiteSettings));
  });

  it('refuses, while published, a save that would blank a field', async () => {
    const res = await agents.owner.agent.put('/backend/admin/site/languages/hi/footer').send({ heading: '', legalName: 'SJG समूह की कंपनियाँ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Footer: Footer heading cannot be empty while the site texts in Hindi are published; unpublish Hindi to leave it unfinished.');
  });

  it('keeps every saved version and restores one as a new save', async () => {
    const versions = await agents.viewer.agent.get('/backend/admin/site/languages/hi/home/versions');
    expect(versions.status).toBe(200);
    const list = versions.body.versions as { id: string; content: { counters: { label: string }[] } }[];
    expect(list).toHaveLength(2);
    expect(list[1]!.content.counters[1]).toEqual({ label: '' });
    // Restoring the draft with blanks while Hindi is published is refused like any such save.
    const restore = await agents.editor.agent.post(`/backend/admin/site/languages/hi/home/versions/${list[1]!.id}/restore`);
    expect(restore.status).toBe(400);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'item_title']).where('item_kind', '=', 'site').orderBy('id').execute();
    expect(audit).toContainEqual({ action: 'update', item_title: 'Home page (Hindi)' });
    expect(audit).toContainEqual({ action: 'publish', item_title: 'Site texts (Hindi)' });
  });

  it('unpublishes: ?lang=hi answers 404 again and English no longer names Hindi', async () => {
    const res = await agents.owner.agent.post('/backend/admin/site/languages/hi/unpublish');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('draft');
    expect((await read('?lang=hi')).status).toBe(404);
    expect((await read('?lang=en')).body.alternates).toEqual([{ lang: 'en' }]);
    expect((await agents.owner.agent.post('/backend/admin/site/languages/hi/publish')).status).toBe(200);
  });
});

describe('roles', () => {
  it('lets editors translate the pages but not the settings, and only owners publish; viewers read', async () => {
    expect((await agents.editor.agent.put('/backend/admin/site/languages/mr/about').send(siteTexts.mr.about)).status).toBe(200);
    const settings = await agents.editor.agent.put('/backend/admin/site/languages/mr/contact').send(siteTexts.mr.contact);
    expect(settings.status).toBe(403);
    expect((await agents.editor.agent.post('/backend/admin/site/languages/mr/publish')).status).toBe(403);
    expect((await agents.editor.agent.post('/backend/admin/site/languages/hi/unpublish')).status).toBe(403);
    expect((await agents.viewer.agent.put('/backend/admin/site/languages/mr/about').send(siteTexts.mr.about)).status).toBe(403);
    expect((await agents.viewer.agent.get('/backend/admin/site/languages/mr')).status).toBe(200);
    expect((await siteAgent(t).agent.get('/backend/admin/site/languages/mr')).status).toBe(401);
    expect((await agents.owner.agent.get('/backend/admin/site/languages/en')).status).toBe(400);
    expect((await agents.owner.agent.put('/backend/admin/site/languages/mr/social').send({})).status).toBe(404);
  });
});

describe('caches', () => {
  it('drops the kept ?lang= reply, here and at a CDN, after a save and after a publish', async () => {
    const first = await read('?lang=hi');
    expect(first.headers['surrogate-key']).toContain('site-settings');
    expect((await read('?lang=hi')).headers['x-cache']).toBe('HIT');

    const before = purges.received.length;
    const heading = 'चलिए, बात करते हैं!';
    expect((await agents.owner.agent.put('/backend/admin/site/languages/hi/footer').send({ ...siteTexts.hi.footer, heading })).status).toBe(200);
    expect(await purges.after(before)).toContainEqual(['site-settings']);
    const after = await read('?lang=hi');
    expect(after.headers['x-cache']).not.toBe('HIT');
    expect(after.body.footer.heading).toBe(heading);

    expect((await read('?lang=mr')).status).toBe(404);
    const seeded = await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
    expect(seeded).toBe(TRANSLATED_SECTIONS.length - 1);
    // The seed wrote behind the app's back, as another process would; publishing through the app purges.
    expect((await agents.owner.agent.post('/backend/admin/site/languages/mr/unpublish')).status).toBe(200);
    const published = purges.received.length;
    expect((await agents.owner.agent.post('/backend/admin/site/languages/mr/publish')).status).toBe(200);
    expect(await purges.after(published)).toContainEqual(['site-settings']);
    const marathi = await read('?lang=mr');
    expect(marathi.status).toBe(200);
    expect(marathi.body.alternates).toEqual([{ lang: 'en' }, { lang: 'hi' }, { lang: 'mr' }]);
    expect(marathi.body.footer.heading).toBe('चला, बोलूया!');
  });
});

describe('the demo texts', () => {
  it('fill every translatable field of the English defaults in both languages, and a second seed adds nothing', async () => {
    for (const lang of ['hi', 'mr'] as const) {
      for (const section of TRANSLATED_SECTIONS) {
        expect(missingTranslations(section, defaultSiteSettings[section], siteTexts[lang][section]), `${lang} ${section}`).toEqual([]);
        expect(Object.keys(siteTexts[lang][section]).sort()).toEqual(Object.keys(siteTranslatableFields[section]).sort());
      }
    }
    expect(await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') })).toBe(0);
  });
});
