// The admin's reads across translations (issue 50): a list's language column (each item's state
// per language), the dashboard's count of published items missing a language, and a language's
// revisions with one restored. Real Postgres and HTTP, as a signed-in viewer or editor calls them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, editItem } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: AdminAgent;
let viewer: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  viewer = await loginAgent(t, { role: 'viewer' });
});
afterAll(async () => {
  await t.close();
});

const base = (kind: string, id: number) => `/backend/admin/translations/${kind}/${id}`;

async function ok(request: PromiseLike<{ status: number; body: unknown }>) {
  const res = await request;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>;
}

type Counts = { languages: string[]; kinds: { kind: string; label: string; published: number; missing: Record<string, number> }[] };
const missingOf = async (kind: string) => ((await ok(viewer.agent.get('/backend/admin/translations'))) as Counts).kinds.find((entry) => entry.kind === kind)!;

describe("a list's language column", () => {
  let published: number;
  let drafted: number;
  let untouched: number;

  beforeAll(async () => {
    ({ id: published } = await addItem(admin.agent, 'news', 'Column published'));
    ({ id: drafted } = await addItem(admin.agent, 'news', 'Column drafted'));
    ({ id: untouched } = await addItem(admin.agent, 'news', 'Column untouched'));
    await ok(admin.agent.put(`${base('news', published)}/hi`).send({ fields: { title: 'प्रकाशित', content: '<p>प्रकाशित</p>', image_alt: 'प्रकाशित' } }));
    await ok(admin.agent.post(`${base('news', published)}/hi/publish`));
    await ok(admin.agent.put(`${base('news', drafted)}/mr`).send({ fields: { title: 'मसुदा' } }));
    await ok(admin.agent.delete(`${base('news', drafted)}/mr`));
    await ok(admin.agent.put(`${base('news', drafted)}/hi`).send({ fields: { title: 'मसौदा' } }));
    expect((await editItem(admin.agent, 'news', drafted, 'Column drafted, revised')).status).toBe(200);
  });

  it("answers a viewer with each item's state in Hindi and Marathi, in the order asked, leaving out ids that are no item", async () => {
    const body = await ok(viewer.agent.get(`/backend/admin/translations/news?ids=${untouched},999999,${drafted},${published}`));
    expect(body).toEqual({
      kind: 'news',
      items: [
        {
          id: untouched,
          languages: [
            { lang: 'hi', status: null, publish_at: null, trashed: false, needsUpdate: false },
            { lang: 'mr', status: null, publish_at: null, trashed: false, needsUpdate: false },
          ],
        },
        {
          id: drafted,
          languages: [
            { lang: 'hi', status: 'draft', publish_at: null, trashed: false, needsUpdate: true },
            { lang: 'mr', status: 'draft', publish_at: null, trashed: true, needsUpdate: true },
          ],
        },
        {
          id: published,
          languages: [
            { lang: 'hi', status: 'published', publish_at: null, trashed: false, needsUpdate: false },
            { lang: 'mr', status: null, publish_at: null, trashed: false, needsUpdate: false },
          ],
        },
      ],
    });
  });

  it('names what changed in English on the item’s own read', async () => {
    const body = await ok(viewer.agent.get(base('news', drafted)));
    const hindi = (body.languages as { lang: string; needsUpdate: boolean; changed: string[] }[]).find((language) => language.lang === 'hi')!;
    expect(hindi).toMatchObject({ needsUpdate: true, changed: ['title'] });
  });

  it('refuses ids that are not a list of item ids, and a kind without translations, with a message', async () => {
    for (const query of ['', '?ids=', '?ids=1,x', '?ids=0', `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      const res = await viewer.agent.get(`/backend/admin/translations/news${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ error: 'ids must be a comma-separated list of 1 to 100 item ids.' });
    }
    const res = await viewer.agent.get('/backend/admin/translations/contact?ids=1');
    expect(res.status).toBe(400);
  });

  it('is for signed-in accounts only', async () => {
    expect((await siteAgent(t).agent.get(`/backend/admin/translations/news?ids=${published}`)).status).toBe(401);
    expect((await siteAgent(t).agent.get('/backend/admin/translations')).status).toBe(401);
  });
});

describe("the dashboard's missing languages", () => {
  it('counts published items without a published text in each language, and a publish in Hindi takes one off', async () => {
    const before = await missingOf('investors');
    const { id } = await addItem(admin.agent, 'investors', 'Missing counter');
    const added = await missingOf('investors');
    expect(added).toMatchObject({ label: 'Investors', published: before.published + 1, missing: { hi: before.missing.hi! + 1, mr: before.missing.mr! + 1 } });
    await ok(admin.agent.put(`${base('investors', id)}/hi`).send({ fields: { investor_name: 'गिनती', investor_image_alt: 'गिनती' } }));
    expect((await missingOf('investors')).missing).toEqual(added.missing);
    await ok(admin.agent.post(`${base('investors', id)}/hi/publish`));
    expect((await missingOf('investors')).missing).toEqual({ hi: added.missing.hi! - 1, mr: added.missing.mr });
    await ok(admin.agent.delete(`${base('investors', id)}/hi`));
    expect((await missingOf('investors')).missing).toEqual(added.missing);
  });

  it('does not count an English draft', async () => {
    const before = await missingOf('news');
    await addItem(admin.agent, 'news', 'A draft only', { status: 'draft' });
    expect(await missingOf('news')).toEqual(before);
  });
});

describe("a language's revisions", () => {
  it('lists each write newest first, and restoring one brings back its text as a new save, its state kept', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Revised blog');
    await ok(admin.agent.put(`${base('blogs', id)}/hi`).send({ fields: { title: 'पहला शीर्षक', content: '<p>पहला</p>' } }));
    await ok(admin.agent.post(`${base('blogs', id)}/hi/publish`));
    await ok(admin.agent.put(`${base('blogs', id)}/hi`).send({ fields: { title: 'दूसरा शीर्षक' } }));
    const { revisions } = (await ok(viewer.agent.get(`${base('blogs', id)}/hi/revisions`))) as { revisions: { id: string; event: string; status: string; author_name: string | null }[] };
    expect(revisions.map((revision) => [revision.event, revision.status])).toEqual([
      ['saved', 'published'],
      ['published', 'published'],
      ['created', 'draft'],
    ]);
    const first = revisions[2]!;
    const restored = await ok(admin.agent.post(`${base('blogs', id)}/hi/revisions/${first.id}/restore`));
    expect(restored.message).toMatch(/^The Hindi text was restored to the revision of .+; it is saved, its state unchanged\.$/);
    expect(restored.translation).toMatchObject({ status: 'published', fields: { title: 'पहला शीर्षक', content: '<p>पहला</p>' } });
    const hindi = await siteAgent(t).agent.get(`/backend/blogs/blogs_api.php?lang=hi&id=${id}`);
    expect(hindi.body.blog.title).toBe('पहला शीर्षक');
    expect(((await ok(viewer.agent.get(`${base('blogs', id)}/hi/revisions`))).revisions as unknown[]).length).toBe(4);
  });

  it('answers 404 for a revision of another language or none, and a viewer may not restore', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Other revisions');
    await ok(admin.agent.put(`${base('blogs', id)}/mr`).send({ fields: { title: 'मराठी' } }));
    const { revisions } = (await ok(viewer.agent.get(`${base('blogs', id)}/mr/revisions`))) as { revisions: { id: string }[] };
    const res = await admin.agent.post(`${base('blogs', id)}/hi/revisions/${revisions[0]!.id}/restore`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'That revision does not exist (it may have been pruned).' });
    expect((await admin.agent.post(`${base('blogs', id)}/mr/revisions/abc/restore`)).status).toBe(404);
    expect((await viewer.agent.post(`${base('blogs', id)}/mr/revisions/${revisions[0]!.id}/restore`)).status).toBe(403);
  });
});
