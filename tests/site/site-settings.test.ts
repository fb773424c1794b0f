// The site's pages and settings (issue 24): every section refuses a bad save with its message,
// takes a good one, and then shows it in the public read (a new ETag: the cache was emptied) and
// in the server-rendered page; editors save pages but not settings, viewers nothing; each save is
// in the audit log with the fields it changed.
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AccountRole } from '../../common/accounts.js';
import { defaultSiteSettings, siteMessages, SITE_LIMITS, type SiteSection, type SiteSettings } from '../../common/site-settings.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const SETTINGS = '/backend/site/settings.php';

let t: TestApp;
const agents = {} as Record<AccountRole, AdminAgent>;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  for (const role of ['owner', 'editor', 'viewer'] as const) agents[role] = await loginAgent(t, { role });
});
afterAll(async () => t?.close());

async function publicSettings(): Promise<{ body: SiteSettings; etag: string; cache: string | undefined }> {
  const res = await request(t.app).get(SETTINGS);
  expect(res.status).toBe(200);
  return { body: res.body as SiteSettings, etag: String(res.headers.etag), cache: res.headers['x-cache'] as string | undefined };
}

async function page(pathname: string): Promise<string> {
  const res = await request(t.app).get(pathname);
  expect(res.status, pathname).toBe(200);
  return res.text;
}

type Case<S extends SiteSection> = {
  section: S;
  /** A body the server refuses, and its message. */
  invalid: (current: SiteSettings[S]) => unknown;
  message: string;
  /** A valid change, the page that shows it and the text to find there. */
  valid: (current: SiteSettings[S]) => SiteSettings[S];
  page: string;
  shows: string;
  changedFields: string[];
};

const cases: Case<SiteSection>[] = [
  {
    section: 'home',
    invalid: (home) => ({ ...home, faq: [...(home as SiteSettings['home']).faq, { id: 'faq-new', question: '  ', answer: 'An answer.' }] }),
    message: siteMessages.required('A question'),
    valid: (home) => {
      const current = home as SiteSettings['home'];
      return { ...current, groupDescription: 'A group rebuilt by its staff.', faq: [{ id: 'faq-founded', question: 'Who founded the group', answer: 'Its founders, in 1980.' }, ...current.faq] };
    },
    page: '/sjg/',
    shows: 'Who founded the group',
    changedFields: ['groupDescription', 'faq'],
  },
  {
    section: 'about',
    invalid: (about) => ({ ...about, missionText: '' }),
    message: siteMessages.required('Mission'),
    valid: (about) => ({ ...(about as SiteSettings['about']), missionText: 'To keep every promise we make.' }),
    page: '/sjg/about-us',
    shows: 'To keep every promise we make.',
    changedFields: ['missionText'],
  },
  {
    section: 'policies',
    invalid: (policies) => ({ ...policies, terms: `<p>${'x'.repeat(SITE_LIMITS.richText)}</p>` }),
    message: siteMessages.tooLong('Terms of Use', SITE_LIMITS.richText),
    valid: (policies) => ({ ...(policies as SiteSettings['policies']), terms: '<h2>Fair use</h2><p>Be kind to the site.</p><script>alert(1)</script>' }),
    page: '/sjg/terms',
    shows: '<h2>Fair use</h2><p>Be kind to the site.</p>',
    changedFields: ['terms'],
  },
  {
    section: 'contact',
    invalid: (contact) => ({ ...contact, phoneTel: 'call us' }),
    message: siteMessages.tel,
    valid: (contact) => ({ ...(contact as SiteSettings['contact']), phoneDisplay: '1800 555 0199', phoneTel: '+9118005550199' }),
    page: '/sjg/news',
    shows: 'href="tel:+9118005550199">1800 555 0199</a>',
    changedFields: ['phoneDisplay', 'phoneTel'],
  },
  {
    section: 'locations',
    invalid: (locations) => ({ items: (locations as SiteSettings['locations']).items.map((item) => ({ ...item, head: true })) }),
    message: siteMessages.oneHeadOffice,
    valid: (locations) => ({ items: [...(locations as SiteSettings['locations']).items, { name: 'Chennai-Tamil Nadu', city: 'Chennai', x: 41.5, y: 80.2, head: false }] }),
    page: '/sjg/',
    shows: 'Chennai-Tamil Nadu',
    changedFields: ['items'],
  },
  {
    section: 'social',
    invalid: () => ({ links: [{ name: 'Instagram', href: 'javascript:alert(1)' }] }),
    message: siteMessages.url('A social link'),
    valid: () => ({ links: [{ name: 'YouTube', href: 'https://www.youtube.com/@sjg-group' }] }),
    page: '/sjg/blogs',
    shows: 'href="https://www.youtube.com/@sjg-group"',
    changedFields: ['links'],
  },
  {
    section: 'footer',
    invalid: (footer) => ({ ...footer, heading: '' }),
    message: siteMessages.required('Footer heading'),
    valid: (footer) => ({ ...(footer as SiteSettings['footer']), heading: 'SAY HELLO!' }),
    page: '/sjg/investors',
    shows: 'SAY HELLO!',
    changedFields: ['heading'],
  },
  {
    section: 'seo',
    invalid: (seo) => ({ ...seo, defaultDescription: 'x'.repeat(301) }),
    message: siteMessages.tooLong('Default description', 300),
    valid: (seo) => ({ ...(seo as SiteSettings['seo']), siteTitle: 'SJG Holdings', defaultDescription: 'Twenty ventures, one group.' }),
    page: '/sjg/',
    shows: '<meta name="description" content="Twenty ventures, one group." />',
    changedFields: ['siteTitle', 'defaultDescription'],
  },
];

describe('the site settings', () => {
  it('reads as the texts the site showed before, from the public cache', async () => {
    const first = await publicSettings();
    expect(first.body).toEqual(defaultSiteSettings);
    const second = await publicSettings();
    expect(second.cache).toBe('HIT');
    expect(second.etag).toBe(first.etag);
    // Every public page is rendered with them (its header and footer), and its loader reads them again.
    expect(await page('/sjg/news')).toMatch(/<script data-src="[^"]*" data-replies="[^"]*\/backend\/site\/settings\.php/);
  });

  describe.each(cases)('the $section section', (c) => {
    it('refuses a bad save with its message and changes nothing', async () => {
      const before = await publicSettings();
      const res = await agents.owner.agent.put(`/backend/admin/site/${c.section}`).send(c.invalid(before.body[c.section]) as object);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: c.message });
      expect((await publicSettings()).etag).toBe(before.etag);
    });

    it('saves a change, which the public read and the server-rendered page then show', async () => {
      const before = await publicSettings();
      expect(await page(c.page)).not.toContain(c.shows);
      const res = await agents.owner.agent.put(`/backend/admin/site/${c.section}`).send(c.valid(before.body[c.section]) as object);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await publicSettings();
      expect(after.etag).not.toBe(before.etag);
      expect(after.cache).toBe('MISS');
      expect(after.body[c.section]).toEqual(res.body.content);
      expect(await page(c.page)).toContain(c.shows);
      const entry = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('item_kind', '=', 'site')
        .where('item_title', '=', res.body.section === c.section ? labelOf(c.section) : '')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.action).toBe('update');
      expect(entry.user_id).toBe(agents.owner.admin.id);
      expect(entry.changed_fields).toEqual(c.changedFields);
      const history = await t.db.selectFrom('site_settings_history').select('content').where('section', '=', c.section).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(history.content).toEqual(res.body.content);
    });
  });

  it('names only the field a later save changed, though the section is stored already (its lists read back from Postgres)', async () => {
    const changedBySave = async (missionText: string) => {
      const about = (await publicSettings()).body.about;
      const res = await agents.owner.agent.put('/backend/admin/site/about').send({ ...about, missionText });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const entry = await t.db.selectFrom('audit_log').select('changed_fields').where('item_kind', '=', 'site').orderBy('id', 'desc').executeTakeFirstOrThrow();
      return entry.changed_fields;
    };
    await changedBySave('To build what lasts.');
    expect(await changedBySave('To build what lasts, in Nepal too.')).toEqual(['missionText']);
  });

  it('gives search engines the saved phone and social accounts in Home’s JSON-LD', async () => {
    const html = await page('/sjg/');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const organization = ld.find((item) => item['@type'] === 'Organization') as { contactPoint: { telephone: string }; sameAs: string[] };
    expect(organization.contactPoint.telephone).toBe('+9118005550199');
    expect(organization.sameAs).toEqual(['https://www.youtube.com/@sjg-group']);
  });

  it('stores policy pages sanitized, as news', async () => {
    const { body } = await publicSettings();
    expect(body.policies.terms).toBe('<h2>Fair use</h2><p>Be kind to the site.</p>');
    // The other policy pages keep their own text.
    expect(body.policies.privacyPolicy).toBe(defaultSiteSettings.policies.privacyPolicy);
  });

  it('keeps the FAQ in the order saved, on Home too', async () => {
    const { body } = await publicSettings();
    const reversed = { ...body.home, faq: [...body.home.faq].reverse() };
    expect((await agents.editor.agent.put('/backend/admin/site/home').send(reversed)).status).toBe(200);
    const html = await page('/sjg/');
    const positions = reversed.faq.map((item) => html.indexOf(`<span>${item.question}</span>`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe('the OpenAPI document', () => {
  it('describes the public read and a save as they really answer', async () => {
    type Schema = Parameters<typeof z.fromJSONSchema>[0];
    type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>> };
    const document = (await request(t.app).get('/backend/openapi.json')).body as Doc;
    const replySchema = (path: string, method: string) => z.fromJSONSchema(document.paths[path]![method]!.responses['200']!.content!['application/json']!.schema);
    const { body } = await publicSettings();
    expect(replySchema('/site/settings.php', 'get').safeParse(body).error?.issues ?? []).toEqual([]);
    const saved = await agents.owner.agent.put('/backend/admin/site/footer').send(body.footer);
    expect(saved.status).toBe(200);
    expect(replySchema('/admin/site/footer', 'put').safeParse(saved.body).error?.issues ?? []).toEqual([]);
  });
});

describe('who may save', () => {
  const pages: SiteSection[] = ['home', 'about', 'policies'];
  const settings: SiteSection[] = ['contact', 'locations', 'social', 'footer', 'seo'];

  it('lets an editor save the pages but refuses the settings', async () => {
    const { body } = await publicSettings();
    for (const section of pages) {
      expect((await agents.editor.agent.put(`/backend/admin/site/${section}`).send(body[section] as object)).status, section).toBe(200);
    }
    for (const section of settings) {
      const res = await agents.editor.agent.put(`/backend/admin/site/${section}`).send(body[section] as object);
      expect(res.status, section).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
  });

  it('refuses a viewer every section', async () => {
    const { body } = await publicSettings();
    for (const section of [...pages, ...settings]) {
      expect((await agents.viewer.agent.put(`/backend/admin/site/${section}`).send(body[section] as object)).status, section).toBe(403);
    }
  });

  it('refuses a save without a session', async () => {
    const res = await siteAgent(t).agent.put('/backend/admin/site/home').send(defaultSiteSettings.home);
    expect(res.status).toBe(401);
  });
});

function labelOf(section: SiteSection): string {
  return { home: 'Home page', about: 'About page', policies: 'Policy pages', contact: 'Contact details', locations: 'Office locations', social: 'Social links', footer: 'Footer', seo: 'Search and sharing' }[section];
}
