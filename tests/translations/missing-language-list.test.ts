// The overview's "missing a language" counts as lists (issue 50): GET /backend/admin/items/<kind>?missing=hi
// (and /backend/admin/team?missing=hi)
// lists exactly the published items the overview counts as missing Hindi (no published, untrashed
// Hindi text), and refuses a language the site is not in. Real Postgres, the admin's own calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem } from '../editorial/editorial-harness.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: AdminAgent;
const ids: Record<'hindiPublished' | 'hindiDraft' | 'hindiTrashed' | 'none' | 'englishDraft', number> = {} as never;

async function hindi(id: number, steps: ('publish' | 'trash')[]) {
  const base = `/backend/admin/translations/news/${id}/hi`;
  expect((await admin.agent.put(base).send({ fields: { title: 'मुंबई में नया कार्यालय', content: '<p>नया कार्यालय।</p>', image_alt: 'नए कार्यालय का चित्र' } })).status).toBe(200);
  for (const step of steps) {
    const res = step === 'trash' ? await admin.agent.delete(base).send({}) : await admin.agent.post(`${base}/publish`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  ids.hindiPublished = (await addItem(admin.agent, 'news', 'Published in Hindi')).id;
  ids.hindiDraft = (await addItem(admin.agent, 'news', 'Hindi still a draft')).id;
  ids.hindiTrashed = (await addItem(admin.agent, 'news', 'Hindi in the trash')).id;
  ids.none = (await addItem(admin.agent, 'news', 'English only')).id;
  ids.englishDraft = (await addItem(admin.agent, 'news', 'An English draft', { status: 'draft' })).id;
  await hindi(ids.hindiPublished, ['publish']);
  await hindi(ids.hindiDraft, []);
  await hindi(ids.hindiTrashed, ['publish', 'trash']);
});
afterAll(async () => t?.close());

async function listIds(query: Record<string, string>): Promise<number[]> {
  const res = await admin.agent.get('/backend/admin/items/news').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.news as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
}

describe('?missing= on an admin list', () => {
  it('lists exactly the published items without a published Hindi text, as many as the overview counts', async () => {
    const missing = await listIds({ missing: 'hi' });
    expect(missing).toEqual([ids.hindiDraft, ids.hindiTrashed, ids.none].sort((a, b) => a - b));
    const overview = await admin.agent.get('/backend/admin/translations');
    const news = overview.body.kinds.find((entry: { kind: string }) => entry.kind === 'news');
    expect(news.missing.hi).toBe(missing.length);
    // Every published item lacks Marathi.
    expect(await listIds({ missing: 'mr' })).toEqual([ids.hindiPublished, ids.hindiDraft, ids.hindiTrashed, ids.none].sort((a, b) => a - b));
    expect(news.missing.mr).toBe(4);
  });

  it('keeps the list’s other filters beside it', async () => {
    expect(await listIds({ missing: 'hi', q: 'English' })).toEqual([ids.none]);
    expect(await listIds({ missing: 'hi', status: 'draft' })).toEqual([]);
    expect(await listIds({})).toHaveLength(5);
  });

  it('filters the ventures’ list by the same rule', async () => {
    const { id: venture } = await addItem(admin.agent, 'ventures', 'Harbour Foods');
    const { id: draft } = await addItem(admin.agent, 'ventures', 'Draft Foods', { status: 'draft' });
    const listed = async (query: Record<string, string>) => {
      const res = await admin.agent.get('/backend/admin/items/ventures').query(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.ventures as { id: number }[]).map((item) => item.id);
    };
    expect(await listed({ missing: 'hi' })).toEqual([venture]);
    expect(await listed({})).toEqual(expect.arrayContaining([venture, draft]));
    const overview = await admin.agent.get('/backend/admin/translations');
    expect(overview.body.kinds.find((entry: { kind: string }) => entry.kind === 'ventures').missing.hi).toBe(1);
    expect((await admin.agent.get('/backend/admin/items/ventures').query({ missing: 'fr' })).body).toEqual({ error: 'missing must be one of hi, mr.' });
  });

  it('filters the team’s list by the same rule, every member being on the site', async () => {
    const addMember = async (name: string) => {
      const res = await admin.agent.post('/backend/admin/team').field('name', name).field('position', 'Director');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.id as number;
    };
    const [inHindi, hindiDraft, english] = [await addMember('Asha Rao'), await addMember('Meera Iyer'), await addMember('Vikram Shah')];
    for (const [id, publish] of [
      [inHindi, true],
      [hindiDraft, false],
    ] as const) {
      const base = `/backend/admin/translations/team/${id}/hi`;
      expect((await admin.agent.put(base).send({ fields: { name: 'आशा राव', position: 'निदेशक' } })).status).toBe(200);
      if (publish) expect((await admin.agent.post(`${base}/publish`).send({})).status).toBe(200);
    }
    const listed = async (query: Record<string, string>) => {
      const res = await admin.agent.get('/backend/admin/team').query(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.team as { id: number }[]).map((member) => member.id);
    };
    // In the order staff set, as the whole list is.
    expect(await listed({ missing: 'hi' })).toEqual([hindiDraft, english]);
    expect(await listed({ missing: 'mr' })).toEqual([inHindi, hindiDraft, english]);
    expect(await listed({})).toEqual([inHindi, hindiDraft, english]);
    const overview = await admin.agent.get('/backend/admin/translations');
    expect(overview.body.kinds.find((entry: { kind: string }) => entry.kind === 'team').missing.hi).toBe(2);
    const wrong = await admin.agent.get('/backend/admin/team').query({ missing: 'fr' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'missing must be one of hi, mr.' });
  });

  it('refuses a language that is not one of the site’s translations, naming those it takes', async () => {
    for (const missing of ['en', 'fr', 'HI']) {
      const res = await admin.agent.get('/backend/admin/items/news').query({ missing });
      expect(res.status, missing).toBe(400);
      expect(res.body).toEqual({ error: 'missing must be one of hi, mr.' });
    }
  });
});
