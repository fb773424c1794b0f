// Shared preview links per language (issue 50, item 7): a translator sends a native reviewer, who
// has no account, the Hindi or Marathi draft as its preview in that language shows it; a link in a
// language the site is not in, or of an item with no text in it, is refused, and once that text is
// trashed or its language taken off the site the link answers as an expired one. English's links
// are unchanged (tests/editorial/shared-preview.test.ts). Real Postgres, the real build, HTTP.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { createLogger } from '../../server/src/logger.js';
import { siteTexts } from '../../seed/content/site-texts.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem } from '../editorial/editorial-harness.js';
import { loginAgent, sessionAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createAppBeside, createTestApp, type TestApp } from '../helpers/test-app.js';
import { readHead } from '../seo/seo-harness.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;
let editor: AdminAgent;
/** The same database served with SITE_LANGUAGES=en,hi, as after a restart that took Marathi off the site. */
let withoutMarathi: App;

const hindiTitle = 'नासिक में नई शाखा';
const hindiBody = 'नासिक में हमारी नई शाखा अगले महीने खुलेगी।';
const hindiSlug = 'नासिक-शाखा';

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  withoutMarathi = createAppBeside(t, { siteLanguages: ['en', 'hi'] });
  editor = await loginAgent(t, { role: 'editor' });
});
afterAll(async () => {
  withoutMarathi?.close();
  await t?.close();
});

const linksOf = (kind: string, id: number) => `/backend/admin/items/${kind}/${id}/preview-links`;
/** A browser with no session at all, as the reviewer's. */
const reviewer = (app?: App) => siteAgent(app ? { ...t, app: app.app, express: app.express } : t).agent;

async function saveText(kind: string, id: number, lang: 'hi' | 'mr', fields: Record<string, string>, slug?: string) {
  const res = await editor.agent.put(`/backend/admin/translations/${kind}/${id}/${lang}`).send({ fields, ...(slug && { slug }) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Makes a link as the editor; returns its id and the path of its URL (the test's app has no real host). */
async function shareLink(kind: string, id: number, body: Record<string, unknown>): Promise<{ id: number; lang: string; path: string }> {
  const res = await editor.agent.post(linksOf(kind, id)).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, path: new URL(res.body.url as string).pathname };
}

function expectPrivateHeaders(res: { headers: Record<string, string> }) {
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

function switcherOf(html: string): string {
  return /<nav class="language-switcher"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
}

describe('a Hindi draft shared with a reviewer', () => {
  let id: number;
  let link: { id: number; lang: string; path: string };
  let english: { id: number; path: string };
  beforeAll(async () => {
    ({ id } = await addItem(editor.agent, 'news', 'New Nashik branch', { status: 'draft' }));
    await saveText('news', id, 'hi', { title: hindiTitle, content: `<p>${hindiBody}</p>`, image_alt: 'नासिक शाखा का चित्र' }, hindiSlug);
    link = await shareLink('news', id, { lang: 'hi' });
    english = await shareLink('news', id, {});
  });

  it('opens as the Hindi preview to a visitor without a session, while its Hindi page is not found', async () => {
    expect(link.lang).toBe('hi');
    expect(link.path).toMatch(/^\/sjg\/preview\/shared\/[\w-]{43}$/);
    const res = await reviewer().get(link.path);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.text).toMatch(/<html\b[^>]* lang="hi"/);
    expect(res.headers['content-language']).toBe('hi');
    expect(readHead(res.text).titles).toEqual([`Preview: ${hindiTitle} | ${siteTexts.hi.seo.siteTitle}`]);
    expect(res.text).toContain('Preview — not published');
    expect(res.text).toContain(hindiBody);
    expect(res.text).not.toContain('New Nashik branch body');
    expectPrivateHeaders(res);
    expect(res.headers['set-cookie']).toBeUndefined();
    // Hindi is current; no other language's preview is linked, as the reviewer could not open it.
    const switcher = switcherOf(res.text);
    expect(switcher).toMatch(/<span lang="hi" aria-current="true">हिन्दी<\/span>/);
    expect(switcher).not.toContain('href=');
    expect((await reviewer().get(`/sjg/hi/single-news/${encodeURIComponent(hindiSlug)}`)).status).toBe(404);
  });

  it('leaves the English link of the same item in English', async () => {
    const res = await reviewer().get(english.path);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html\b[^>]* lang="en"/);
    expect(res.text).toContain('New Nashik branch body');
    expect(res.text).not.toContain(hindiBody);
  });

  it('lists every live link of the item with its language, and names the language in the audit log', async () => {
    const listed = await editor.agent.get(linksOf('news', id));
    expect(listed.status).toBe(200);
    expect(listed.body.links.map((entry: { id: number; lang: string }) => [entry.id, entry.lang])).toEqual([
      [english.id, 'en'],
      [link.id, 'hi'],
    ]);
    const shared = await t.db.selectFrom('audit_log').select('item_title').where('action', '=', 'preview_link_shared').where('item_id', '=', id).orderBy('id').execute();
    expect(shared.map((entry) => entry.item_title)).toEqual([`${hindiTitle} (hi)`, 'New Nashik branch']);
  });

  it('answers as an expired link once the Hindi text is in the trash', async () => {
    expect((await editor.agent.delete(`/backend/admin/translations/news/${id}/hi`)).status).toBe(200);
    const res = await reviewer().get(link.path);
    expect(res.status).toBe(410);
    expect(res.text).toBe('This preview link has expired or was withdrawn. Ask whoever sent it for a new one.');
    expect(res.text).not.toContain(hindiTitle);
    expectPrivateHeaders(res);
    // Refused while it is there, as its signed-in preview is.
    const again = await editor.agent.post(linksOf('news', id)).send({ lang: 'hi' });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('The Hindi text of this item is in the trash: restore it to preview it.');
    expect((await reviewer().get(english.path)).status).toBe(200);
  });
});

describe('what cannot be shared', () => {
  it('refuses a language the site does not have (400), and one with no saved text (404)', async () => {
    const { id } = await addItem(editor.agent, 'blogs', 'English only blog', { status: 'draft' });
    for (const lang of ['fr', 'HI', '', 7]) {
      const res = await editor.agent.post(linksOf('blogs', id)).send({ lang });
      expect(res.status, String(lang)).toBe(400);
      expect(res.body.error).toBe('lang must be en or a language the site is in.');
    }
    const none = await editor.agent.post(linksOf('blogs', id)).send({ lang: 'mr' });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('This item has no Marathi text to preview yet: save one first.');
    expect((await editor.agent.get(linksOf('blogs', id))).body.links).toEqual([]);
  });
});

describe('a language taken off the site', () => {
  it('refuses a Marathi link there (400), and its Marathi links answer as expired while their text stays', async () => {
    const { id } = await addItem(editor.agent, 'ventures', 'Sahyadri Honey', { status: 'draft' });
    await saveText('ventures', id, 'mr', { title: 'सह्याद्री मध', about_desc: 'सह्याद्रीच्या जंगलातील मध.' }, 'सह्याद्री-मध');
    const link = await shareLink('ventures', id, { lang: 'mr', days: 3 });
    const open = await reviewer().get(link.path);
    expect(open.status).toBe(200);
    expect(open.text).toMatch(/<html\b[^>]* lang="mr"/);
    expect(open.text).toContain('सह्याद्रीच्या जंगलातील मध.');

    const gone = await reviewer(withoutMarathi).get(link.path);
    expect(gone.status).toBe(410);
    expect(gone.text).not.toContain('सह्याद्री');
    expectPrivateHeaders(gone);
    const off = await sessionAgent({ ...t, app: withoutMarathi.app, express: withoutMarathi.express }, editor.admin.id, 'editor');
    const refused = await off.agent.post(linksOf('ventures', id)).send({ lang: 'mr' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toBe('lang must be en or a language the site is in.');
    // Served with Marathi on again, the same link works.
    expect((await reviewer().get(link.path)).status).toBe(200);
  });
});
