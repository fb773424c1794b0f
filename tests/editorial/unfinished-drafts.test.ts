// A draft saved unfinished: news and blogs take a draft with its title alone, show it to no visitor,
// and put it on the site (publish, schedule, or an edit that publishes) only once it has what the
// add form requires, refused meanwhile in SPEC §5's words with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../../common/messages.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { adminItem, apis, publicListIds, setStatus } from './editorial-harness.js';

let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

function post(kind: 'news' | 'blogs', fields: Record<string, string>) {
  let req = admin.agent.post(apis[kind]);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req;
}

describe('a draft saved unfinished', () => {
  it('takes a news draft with its title alone, and puts it on the site only once it has its text, year and picture', async () => {
    const added = await post('news', { type: 'insert', title: 'Half-written quokkastone', status: 'draft' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.id as number;
    expect(await adminItem(admin.agent, 'news', id)).toMatchObject({ status: 'draft', title: 'Half-written quokkastone', content: '', year: '', image_url: null });
    expect(await publicListIds(t, 'news')).not.toContain(id);

    for (const state of [{ status: 'published' }, { status: 'scheduled', publish_at: '2099-01-02T09:30' }]) {
      const refused = await setStatus(admin.agent, 'news', id, state);
      expect(refused.status, state.status).toBe(400);
      expect(refused.body).toEqual({ error: contentMessages.newsRequired });
    }
    // Written, but still without its picture: the edit that publishes is refused whole.
    const written = { type: 'update', id: String(id), title: 'Half-written quokkastone', year: '2026', content: '<p>Now written.</p>' };
    const noPicture = await post('news', { ...written, status: 'published' });
    expect(noPicture.status).toBe(400);
    expect(noPicture.body).toEqual({ error: contentMessages.newsRequired });
    expect(await adminItem(admin.agent, 'news', id)).toMatchObject({ status: 'draft', content: '', year: '' });

    const published = await post('news', { ...written, status: 'published', image_alt: 'A desk by a window' }).attach('image', await smallJpeg(), 'desk.jpg');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await adminItem(admin.agent, 'news', id)).toMatchObject({ status: 'published', content: '<p>Now written.</p>', year: '2026' });
    expect(await publicListIds(t, 'news')).toContain(id);
  });

  it('takes a blog draft with its title alone, and publishes it once it has its text', async () => {
    const added = await post('blogs', { type: 'insert', title: 'Notes marzipanquill', status: 'draft' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.id as number;
    const refused = await setStatus(admin.agent, 'blogs', id, { status: 'published' });
    expect(refused.body).toEqual({ error: contentMessages.blogRequired });
    // An edit of a draft that leaves its text out keeps it (blank here); one that writes it lets it out.
    expect((await post('blogs', { type: 'update', id: String(id), title: 'Notes marzipanquill', status: 'draft' })).status).toBe(200);
    expect((await post('blogs', { type: 'update', id: String(id), title: 'Notes marzipanquill', content: '<p>Written.</p>', status: 'draft' })).status).toBe(200);
    const published = await setStatus(admin.agent, 'blogs', id, { status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await publicListIds(t, 'blogs')).toContain(id);
  });

  it('still needs a title and the limits in a draft, and everything in an add that publishes', async () => {
    const before = (await admin.agent.get('/backend/admin/items/news')).body.counts;
    const untitled = await post('news', { type: 'insert', content: '<p>Text.</p>', status: 'draft' });
    expect(untitled.body).toEqual({ error: contentMessages.newsRequired });
    const tooLong = await post('news', { type: 'insert', title: 'Long', content: `<p>${'x'.repeat(20_001)}</p>`, status: 'draft' });
    expect(tooLong.body).toEqual({ error: contentMessages.newsContentTooLong });
    // SPEC's clients send no status: their add publishes, so it needs every field as before.
    const specAdd = await post('news', { type: 'insert', title: 'Spec client' });
    expect(specAdd.status).toBe(400);
    expect(specAdd.body).toEqual({ error: contentMessages.newsRequired });
    expect((await admin.agent.get('/backend/admin/items/news')).body.counts).toEqual(before);
  });
});
