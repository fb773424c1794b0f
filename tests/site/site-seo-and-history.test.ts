// The "Search and sharing" section's head tags (site title, default description, a share image from
// the media library) and every section's saved versions: listed newest first, restored as a new
// save (in the history and the audit log), settings sections by owners only.
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from '../../common/accounts.js';
import { defaultSiteSettings, siteMessages, type SiteSettings } from '../../common/site-settings.js';
import { registerMedia } from '../../server/src/media/media.repository.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');

let t: TestApp;
const agents = {} as Record<AccountRole, AdminAgent>;

beforeAll(async () => {
  t = await createTestApp({ config: { webDistDir: dist } });
  for (const role of ['owner', 'editor', 'viewer'] as const) agents[role] = await loginAgent(t, { role });
});
afterAll(async () => t?.close());

async function html(pathname: string): Promise<string> {
  const res = await request(t.app).get(pathname);
  expect(res.status, pathname).toBe(200);
  return res.text;
}

function metaContent(page: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(page)?.[1];
}

describe('search and sharing', () => {
  it('titles every page with the saved site title and describes pages without their own with the default', async () => {
    const seo: SiteSettings['seo'] = { siteTitle: 'SJG Holdings', defaultDescription: 'Twenty ventures, one group.', shareImage: null };
    expect((await agents.owner.agent.put('/backend/admin/site/seo').send(seo)).status).toBe(200);
    const home = await html('/sjg/');
    expect(home).toContain('<title>SJG Holdings</title>');
    expect(metaContent(home, 'property', 'og:site_name')).toBe('SJG Holdings');
    expect(metaContent(home, 'name', 'description')).toBe('Twenty ventures, one group.');
    const news = await html('/sjg/news');
    expect(news).toContain('<title>News | SJG Holdings</title>');
    // A page with a description of its own keeps it.
    expect(metaContent(news, 'name', 'description')).not.toBe('Twenty ventures, one group.');
  });

  it('takes a share image only from the media library, and puts it in link previews', async () => {
    const missing = await agents.owner.agent
      .put('/backend/admin/site/seo')
      .send({ ...defaultSiteSettings.seo, shareImage: '0123456789abcdef0123456789abcdef_1200x630.png' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: siteMessages.shareImageMissing });
    const traversal = await agents.owner.agent.put('/backend/admin/site/seo').send({ ...defaultSiteSettings.seo, shareImage: '../../etc/passwd' });
    expect(traversal.status).toBe(400);

    const picture = { name: '0123456789abcdef0123456789abcdef_1200x630.jpg' };
    await registerMedia(t.db, { area: 'news', name: picture.name, width: 1200, height: 630, bytes: 1000, uploaded_by: null });
    const saved = await agents.owner.agent.put('/backend/admin/site/seo').send({ ...defaultSiteSettings.seo, shareImage: picture.name });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const home = await html('/sjg/');
    expect(metaContent(home, 'property', 'og:image')).toMatch(new RegExp(`/backend/media/uploads/${picture.name}$`));
    const [, width, height] = /_(\d+)x(\d+)\./.exec(picture.name)!;
    expect(metaContent(home, 'property', 'og:image:width')).toBe(width);
    expect(metaContent(home, 'property', 'og:image:height')).toBe(height);
    // The picture is now in use by the site's settings.
    const uses = await t.db.selectFrom('media_uses').selectAll().where('name', '=', picture.name).where('kind', '=', 'site').execute();
    expect(uses).toHaveLength(1);
  });

  it('is an owner’s setting: an editor may not save it', async () => {
    const res = await agents.editor.agent.put('/backend/admin/site/seo').send(defaultSiteSettings.seo);
    expect(res.status).toBe(403);
  });
});

describe('Home’s JSON-LD', () => {
  it('follows a changed address and legal name', async () => {
    const organization = async () => {
      const page = await html('/sjg/');
      const ld = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      return ld.find((item) => item['@type'] === 'Organization') as { address: Record<string, string>; legalName: string };
    };
    expect((await organization()).address).toMatchObject({ addressLocality: 'Mumbai', postalCode: '400021' });
    const contact = { ...defaultSiteSettings.contact, addressLines: ['Tower B, 9th Floor', 'Bandra Kurla Complex', 'Mumbai 400051'] };
    expect((await agents.owner.agent.put('/backend/admin/site/contact').send(contact)).status).toBe(200);
    expect((await agents.owner.agent.put('/backend/admin/site/footer').send({ ...defaultSiteSettings.footer, legalName: 'SJG Holdings Ltd' })).status).toBe(200);
    const changed = await organization();
    expect(changed.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Tower B, 9th Floor, Bandra Kurla Complex, Mumbai 400051' });
    expect(changed.legalName).toBe('SJG Holdings Ltd');
  });
});

describe('the offices sentence on Home', () => {
  it('counts the saved offices and names the head office’s city', async () => {
    expect(await html('/sjg/')).toContain('Headquartered in Mumbai, with eight regional offices across India and Nepal.');
    const items = [
      { name: 'Pune (Head Office)', city: 'Pune', x: 23, y: 60.3, head: true },
      { name: 'Goa', city: 'Goa', x: 23.3, y: 70.2, head: false },
    ];
    expect((await agents.owner.agent.put('/backend/admin/site/locations').send({ items })).status).toBe(200);
    const home = await html('/sjg/');
    expect(home).toContain('Headquartered in Pune, with one regional office across India and Nepal.');
    expect(home).toContain('alt="Map of India and Nepal marking the group&#x27;s two offices"');
  });
});

describe('saved versions', () => {
  it('lists a section’s versions newest first and restores an earlier one as a new save', async () => {
    const first = { ...defaultSiteSettings.footer, heading: 'FIRST HEADING' };
    const second = { ...defaultSiteSettings.footer, heading: 'SECOND HEADING' };
    for (const footer of [first, second]) expect((await agents.owner.agent.put('/backend/admin/site/footer').send(footer)).status).toBe(200);

    const listed = await agents.viewer.agent.get('/backend/admin/site/footer/versions');
    expect(listed.status).toBe(200);
    const versions = listed.body.versions as { id: string; saved_by: string | null; content: SiteSettings['footer'] }[];
    expect(versions.slice(0, 2).map((version) => version.content.heading)).toEqual(['SECOND HEADING', 'FIRST HEADING']);
    const owner = await t.db.selectFrom('admin_users').select('username').where('id', '=', agents.owner.admin.id).executeTakeFirstOrThrow();
    expect(versions[0]!.saved_by).toBe(owner.username);

    const restored = await agents.owner.agent.post(`/backend/admin/site/footer/versions/${versions[1]!.id}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.content.heading).toBe('FIRST HEADING');
    expect(await html('/sjg/investors')).toContain('FIRST HEADING');

    const after = (await agents.owner.agent.get('/backend/admin/site/footer/versions')).body.versions as { content: SiteSettings['footer'] }[];
    expect(after.slice(0, 3).map((version) => version.content.heading)).toEqual(['FIRST HEADING', 'SECOND HEADING', 'FIRST HEADING']);
    const entry = await t.db.selectFrom('audit_log').selectAll().where('item_kind', '=', 'site').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.action).toBe('restore');
    expect(entry.changed_fields).toEqual(['heading']);
  });

  it('answers 404 for a version that does not exist or belongs to another section', async () => {
    expect((await agents.owner.agent.put('/backend/admin/site/about').send(defaultSiteSettings.about)).status).toBe(200);
    const about = (await agents.owner.agent.get('/backend/admin/site/about/versions')).body.versions as { id: string }[];
    for (const id of ['999999999', 'abc', '0', about[0]!.id]) {
      const res = await agents.owner.agent.post(`/backend/admin/site/contact/versions/${id}/restore`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: siteMessages.versionNotFound });
    }
  });

  it('lets editors restore the pages but only owners the settings, and viewers nothing', async () => {
    const home = (await agents.owner.agent.get('/backend/admin/site/home/versions')).body.versions as { id: string }[];
    const footer = (await agents.owner.agent.get('/backend/admin/site/footer/versions')).body.versions as { id: string }[];
    expect(footer.length).toBeGreaterThan(0);
    expect((await agents.editor.agent.post(`/backend/admin/site/footer/versions/${footer[0]!.id}/restore`)).status).toBe(403);
    expect((await agents.viewer.agent.post(`/backend/admin/site/footer/versions/${footer[0]!.id}/restore`)).status).toBe(403);
    if (home.length === 0) expect((await agents.editor.agent.put('/backend/admin/site/home').send(defaultSiteSettings.home)).status).toBe(200);
    const homeVersions = (await agents.owner.agent.get('/backend/admin/site/home/versions')).body.versions as { id: string }[];
    expect((await agents.editor.agent.post(`/backend/admin/site/home/versions/${homeVersions[0]!.id}/restore`)).status).toBe(200);
  });
});
