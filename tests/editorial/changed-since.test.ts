// Two editors on one item: a save made from a form that read the item before another save is
// refused (409, code changed_since) and changes nothing, rather than silently overwriting the other
// editor's work; sent again from the newer read, it saves. Clients that send no read time (SPEC §7's)
// save as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_SINCE, type EditorialKind } from '../../common/editorial.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallPng } from '../helpers/test-images.js';
import { listUploadedFiles } from '../content/content-harness.js';
import { addItem, adminItem, editItem } from './editorial-harness.js';

let t: TestApp;
let priya: AdminAgent;
let ravi: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  priya = await loginAgent(t);
  ravi = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

const titleOf = async (kind: EditorialKind, id: number) => {
  const item = await adminItem(priya.agent, kind, id);
  return (item.title ?? item.investor_name) as string;
};

describe.each(['news', 'blogs', 'investors', 'ventures'] as const)('a %s item edited by two editors', (kind) => {
  it('refuses the save made from the older read, names who saved since, and keeps their save', async () => {
    const { id } = await addItem(priya.agent, kind, `Shared ${kind} one`);
    // Both open the item.
    const read = (await adminItem(priya.agent, kind, id)).updated_at as string;
    expect((await adminItem(ravi.agent, kind, id)).updated_at).toBe(read);

    const first = await editItem(ravi.agent, kind, id, `Ravi's ${kind} title`, { expected_updated_at: read });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const files = await listUploadedFiles(t);
    const second = await editItem(priya.agent, kind, id, `Priya's ${kind} title`, { expected_updated_at: read }, { ...(kind === 'ventures' ? { field: 'logo' } : {}), bytes: await smallPng(), name: 'new.png' });
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    const noun = { news: 'news item', blogs: 'blog', investors: 'investor', ventures: 'venture' }[kind];
    expect(second.body).toMatchObject({
      error: `This ${noun} was saved by ${ravi.admin.email.split('@')[0]} after you opened it. Your changes are not saved yet.`,
      code: CHANGED_SINCE,
    });
    // Nothing of the refused save is kept: not its title, not its picture's file.
    expect(await titleOf(kind, id)).toBe(`Ravi's ${kind} title`);
    expect(await listUploadedFiles(t)).toEqual(files);
    const now = (await adminItem(priya.agent, kind, id)).updated_at as string;
    expect(second.body.updated_at).toBe(now);

    // Saving over it is a choice: sent again from the read the refusal gave, it saves.
    const over = await editItem(priya.agent, kind, id, `Priya's ${kind} title`, { expected_updated_at: now });
    expect(over.status, JSON.stringify(over.body)).toBe(200);
    expect(await titleOf(kind, id)).toBe(`Priya's ${kind} title`);
  });

  it('saves as before without a read time, and refuses a malformed one with 400', async () => {
    const { id } = await addItem(priya.agent, kind, `Shared ${kind} two`);
    expect((await editItem(ravi.agent, kind, id, `Unchecked ${kind} title`)).status).toBe(200);
    expect((await editItem(ravi.agent, kind, id, `Blank ${kind} title`, { expected_updated_at: '' })).status).toBe(200);
    const bad = await editItem(ravi.agent, kind, id, `Bad ${kind} title`, { expected_updated_at: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^expected_updated_at must be/);
    expect(await titleOf(kind, id)).toBe(`Blank ${kind} title`);
  });
});

it('refuses the second of two saves sent at once from the same read', async () => {
  const { id } = await addItem(priya.agent, 'news', 'Racing saves');
  const read = (await adminItem(priya.agent, 'news', id)).updated_at as string;
  const replies = await Promise.all([
    editItem(priya.agent, 'news', id, 'Race one', { expected_updated_at: read }),
    editItem(ravi.agent, 'news', id, 'Race two', { expected_updated_at: read }),
  ]);
  expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  const winner = replies.find((reply) => reply.status === 200) === replies[0] ? 'Race one' : 'Race two';
  expect(await titleOf('news', id)).toBe(winner);
});

describe('a Hindi text edited by two editors', () => {
  const textOf = (id: number) => `/backend/admin/translations/news/${id}/hi`;
  const hindi = async (agent: AdminAgent, id: number) => {
    const res = await agent.agent.get(`/backend/admin/translations/news/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.languages as { lang: string; updated_at: string; fields: Record<string, string> }[]).find((language) => language.lang === 'hi')!;
  };

  it('refuses the save made from the older read, names who saved since, and saves over it when sent from the newer read', async () => {
    const { id } = await addItem(priya.agent, 'news', 'Shared translation');
    expect((await priya.agent.put(textOf(id)).send({ fields: { title: 'साझा अनुवाद' } })).status).toBe(200);
    const read = (await hindi(priya, id)).updated_at;
    expect((await ravi.agent.put(textOf(id)).send({ fields: { title: 'रवि का शीर्षक' }, expected_updated_at: read })).status).toBe(200);

    const refused = await priya.agent.put(textOf(id)).send({ fields: { title: 'प्रिया का शीर्षक' }, expected_updated_at: read });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({
      error: `This Hindi text was saved by ${ravi.admin.email.split('@')[0]} after you opened it. Your changes are not saved yet.`,
      code: CHANGED_SINCE,
    });
    const now = await hindi(priya, id);
    expect(now.fields.title).toBe('रवि का शीर्षक');
    expect(refused.body.updated_at).toBe(now.updated_at);

    const over = await priya.agent.put(textOf(id)).send({ fields: { title: 'प्रिया का शीर्षक' }, expected_updated_at: now.updated_at });
    expect(over.status, JSON.stringify(over.body)).toBe(200);
    expect((await hindi(priya, id)).fields.title).toBe('प्रिया का शीर्षक');
  });

  it('refuses the second of two first saves, each read before there was a text (null)', async () => {
    const { id } = await addItem(priya.agent, 'news', 'Translated twice');
    expect((await ravi.agent.put(textOf(id)).send({ fields: { title: 'रवि का पहला' }, expected_updated_at: null })).status).toBe(200);
    const refused = await priya.agent.put(textOf(id)).send({ fields: { title: 'प्रिया का पहला' }, expected_updated_at: null });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error).toBe(`This Hindi text was saved by ${ravi.admin.email.split('@')[0]} after you opened it. Your changes are not saved yet.`);
    expect((await hindi(priya, id)).fields.title).toBe('रवि का पहला');
  });
});

describe('a team member edited by two editors', () => {
  const member = { name: 'Asha Rao', position: 'Chief Operating Officer', bio: 'Runs the day to day.', linkedin_url: '' };
  const post = (agent: AdminAgent, path: string, fields: Record<string, string>) => {
    let req = agent.agent.post(path);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req;
  };
  const read = async (id: number) => (await priya.agent.get(`/backend/admin/team/${id}`)).body.member as { position: string; updated_at: string };

  it('refuses the save made from the older read, naming who saved since, and saves over it when sent from the newer read', async () => {
    const added = await post(priya, '/backend/admin/team', member);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.id as number;
    const before = await read(id);
    // The list the team screen edits from carries the same read.
    const list = (await ravi.agent.get('/backend/admin/team')).body.team as { id: number; updated_at: string }[];
    expect(list.find((entry) => entry.id === id)?.updated_at).toBe(before.updated_at);

    expect((await post(ravi, `/backend/admin/team/${id}`, { ...member, position: 'Chief Executive', expected_updated_at: before.updated_at })).status).toBe(200);
    const refused = await post(priya, `/backend/admin/team/${id}`, { ...member, position: 'Director', expected_updated_at: before.updated_at });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({
      error: `This team member was saved by ${ravi.admin.email.split('@')[0]} after you opened it. Your changes are not saved yet.`,
      code: CHANGED_SINCE,
    });
    const now = await read(id);
    expect(now.position).toBe('Chief Executive');
    expect(refused.body.updated_at).toBe(now.updated_at);
    expect((await post(priya, `/backend/admin/team/${id}`, { ...member, position: 'Director', expected_updated_at: now.updated_at })).status).toBe(200);
    expect((await read(id)).position).toBe('Director');
  });
});
