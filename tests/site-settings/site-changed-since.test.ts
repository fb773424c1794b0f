// Two editors on one section of the Site screen, in English or in Hindi: a save made from a form
// that read the section before another save is refused (409, code changed_since) and changes
// nothing; sent again from the newer read, it saves. A section never saved is read as such (null),
// so two first saves are told apart too. Clients that send no read time (SPEC's) save as before.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_SINCE } from '../../common/editorial.js';
import { defaultSiteSettings, SITE_SECTIONS, type SiteSettings } from '../../common/site-settings.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let priya: AdminAgent;
let ravi: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  priya = await loginAgent(t, { role: 'editor' });
  ravi = await loginAgent(t, { role: 'editor' });
});
afterAll(async () => t?.close());

const nameOf = (agent: AdminAgent) => agent.admin.email.split('@')[0]!;
const refusedBy = (agent: AdminAgent, what: string) => `This ${what} was saved by ${nameOf(agent)} after you opened it. Your changes are not saved yet.`;

type AdminSite = { sections: SiteSettings; updated_at: Record<string, string | null> };

async function adminSite(agent: AdminAgent): Promise<AdminSite> {
  const res = await agent.agent.get('/backend/admin/site');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminSite;
}

const about = (heading: string) => ({ ...defaultSiteSettings.about, introHeading: heading });
const saveAbout = (agent: AdminAgent, heading: string, read?: string | null) =>
  agent.agent.put('/backend/admin/site/about').send({ ...about(heading), ...(read !== undefined ? { expected_updated_at: read } : {}) });

describe('the admin read of the site', () => {
  it('gives every section as the public read does, with when each was saved (null: never); viewers may read it, no one else', async () => {
    const viewer = await loginAgent(t, { role: 'viewer' });
    const site = await adminSite(viewer);
    const publicRead = await siteAgent(t).agent.get('/backend/site/settings.php');
    expect(site.sections).toEqual(publicRead.body);
    expect(Object.keys(site.updated_at).sort()).toEqual([...SITE_SECTIONS].sort());
    expect(site.updated_at.footer).toBeNull();
    expect((await siteAgent(t).agent.get('/backend/admin/site')).status).toBe(401);
  });
});

describe('an English section edited by two editors', () => {
  it('refuses the save made from the older read, naming who saved since, keeps theirs, and saves over it from the newer read', async () => {
    // Both open the About page while it is still at its defaults.
    const read = (await adminSite(priya)).updated_at.about!;
    expect(read).toBeNull();
    expect((await adminSite(ravi)).updated_at.about).toBeNull();

    const first = await saveAbout(ravi, 'Ravi’s heading', read);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.updated_at).toBe((await adminSite(priya)).updated_at.about);

    const second = await saveAbout(priya, 'Priya’s heading', read);
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body).toMatchObject({ error: refusedBy(ravi, 'About page section'), code: CHANGED_SINCE, updated_at: first.body.updated_at });
    expect((await adminSite(priya)).sections.about.introHeading).toBe('Ravi’s heading');

    const over = await saveAbout(priya, 'Priya’s heading', second.body.updated_at as string);
    expect(over.status, JSON.stringify(over.body)).toBe(200);
    const now = await adminSite(ravi);
    expect(now.sections.about.introHeading).toBe('Priya’s heading');
    expect(now.updated_at.about).toBe(over.body.updated_at);

    // Ravi's form still holds the read of his own save: refused in turn.
    const stale = await saveAbout(ravi, 'Ravi again', first.body.updated_at as string);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(refusedBy(priya, 'About page section'));
  });

  it('saves as before without a read time, refuses a malformed one with 400, and a restore answers its new read', async () => {
    expect((await saveAbout(ravi, 'Unchecked heading')).status).toBe(200);
    expect((await saveAbout(ravi, 'Blank read heading', '')).status).toBe(200);
    const bad = await saveAbout(ravi, 'Bad read heading', 'yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^expected_updated_at must be/);
    expect((await adminSite(ravi)).sections.about.introHeading).toBe('Blank read heading');

    const versions = (await ravi.agent.get('/backend/admin/site/about/versions')).body.versions as { id: string; content: SiteSettings['about'] }[];
    const older = versions.find((version) => version.content.introHeading === 'Unchecked heading')!;
    const restored = await ravi.agent.post(`/backend/admin/site/about/versions/${older.id}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.updated_at).toBe((await adminSite(ravi)).updated_at.about);
    expect((await saveAbout(priya, 'After the restore', restored.body.updated_at as string)).status).toBe(200);
  });

  it('refuses the second of two first saves sent at once', async () => {
    const owners = [await loginAgent(t), await loginAgent(t)];
    expect((await adminSite(owners[0]!)).updated_at.footer).toBeNull();
    const footer = (text: string) => ({ ...defaultSiteSettings.footer, heading: text, expected_updated_at: null });
    // Writes to site_settings are held until both saves wait, so both have read "never saved"
    // unless the first save's lock keeps the second from reading before the first has written.
    const held = await t.db.transaction().execute(async (tx) => {
      await sql`lock table site_settings in share row exclusive mode`.execute(tx);
      const sent = Promise.all(owners.map((owner, at) => owner.agent.put('/backend/admin/site/footer').send(footer(`Footer ${at}`)).then((reply) => reply)));
      // Asked on another connection: a transaction sees one snapshot of pg_stat_activity.
      await expect
        .poll(async () => {
          const { rows } = await sql<{ n: string }>`
            select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
          return Number(rows[0]!.n);
        })
        .toBe(2);
      // Not awaited here: the saves finish once this transaction has ended.
      return { sent };
    });
    const replies = await held.sent;
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((reply) => reply.status === 200);
    expect((await adminSite(owners[0]!)).sections.footer.heading).toBe(`Footer ${winner}`);
  });
});

describe('a section’s Hindi texts edited by two editors', () => {
  const texts = async (agent: AdminAgent) => {
    const res = await agent.agent.get('/backend/admin/site/languages/hi');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.sections.home as { updated_at: string | null; translation: Record<string, unknown> };
  };
  const saveHome = (agent: AdminAgent, description: string, read: string | null) =>
    agent.agent.put('/backend/admin/site/languages/hi/home').send({ groupDescription: description, expected_updated_at: read });

  it('refuses the save made from the older read, naming who saved since, and saves over it from the newer read', async () => {
    const read = (await texts(priya)).updated_at;
    expect(read).toBeNull();
    const first = await saveHome(ravi, 'रवि का विवरण', read);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.updated_at).toBe((await texts(priya)).updated_at);

    const second = await saveHome(priya, 'प्रिया का विवरण', read);
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body).toMatchObject({ error: refusedBy(ravi, 'Hindi text of the Home page'), code: CHANGED_SINCE, updated_at: first.body.updated_at });
    expect((await texts(priya)).translation.groupDescription).toBe('रवि का विवरण');

    const over = await saveHome(priya, 'प्रिया का विवरण', second.body.updated_at as string);
    expect(over.status, JSON.stringify(over.body)).toBe(200);
    const now = await texts(ravi);
    expect(now.translation.groupDescription).toBe('प्रिया का विवरण');
    expect(now.updated_at).toBe(over.body.updated_at);
  });
});
