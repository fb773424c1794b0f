// Autosaves (issue 22): an open form's private copy, one per item (or 'new') and admin. Saving the
// item discards the saver's copy; another admin never sees it; the public cache does not notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialMessages, type AutosaveReply } from '../../common/editorial.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addItem, editItem } from './editorial-harness.js';

let t: TestApp;
let admin: AdminAgent;
let other: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  other = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

const path = (kind: string, key: string | number) => `/backend/admin/autosaves/${kind}/${key}`;

async function read(who: AdminAgent, kind: string, key: string | number): Promise<AutosaveReply['autosave']> {
  const res = await who.agent.get(path(kind, key));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
  return (res.body as AutosaveReply).autosave;
}

describe('autosaves', () => {
  it('keeps, returns and discards an autosave', async () => {
    expect(await read(admin, 'news', 'new')).toBeNull();
    const fields = { title: 'Half-written', content: '<p>Not yet</p>', year: '2026', nested: { a: [1, 2] } };
    const put = await admin.agent.put(path('news', 'new')).send({ fields });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.saved_at).toEqual(expect.any(String));
    expect(new Date(put.body.saved_at).toISOString()).toBe(put.body.saved_at);
    expect(await read(admin, 'news', 'new')).toEqual({ fields, saved_at: put.body.saved_at });

    // A later autosave replaces it.
    const again = await admin.agent.put(path('news', 'new')).send({ fields: { title: 'Better' } });
    expect(again.status).toBe(200);
    expect((await read(admin, 'news', 'new'))!.fields).toEqual({ title: 'Better' });

    const discard = await admin.agent.delete(path('news', 'new'));
    expect(discard.status).toBe(200);
    expect(discard.body.message).toEqual(expect.any(String));
    expect(await read(admin, 'news', 'new')).toBeNull();
  });

  it('is private to the admin who made it', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Private autosave blog');
    expect((await admin.agent.put(path('blogs', id)).send({ fields: { title: 'Mine' } })).status).toBe(200);
    // Read first by its owner (a reply a shared cache could keep), then by another admin.
    expect((await read(admin, 'blogs', id))!.fields).toEqual({ title: 'Mine' });
    expect(await read(other, 'blogs', id)).toBeNull();
    expect((await other.agent.put(path('blogs', id)).send({ fields: { title: 'Theirs' } })).status).toBe(200);
    expect((await read(admin, 'blogs', id))!.fields).toEqual({ title: 'Mine' });
    expect((await read(other, 'blogs', id))!.fields).toEqual({ title: 'Theirs' });
    // Discarding one's own leaves the other's.
    expect((await other.agent.delete(path('blogs', id))).status).toBe(200);
    expect((await read(admin, 'blogs', id))!.fields).toEqual({ title: 'Mine' });
  });

  it('answers 401 without a session', async () => {
    const { agent } = siteAgent(t);
    expect((await agent.get(path('news', 'new'))).status).toBe(401);
    expect((await agent.put(path('news', 'new')).send({ fields: { title: 'x' } })).status).toBe(401);
    expect((await agent.delete(path('news', 'new'))).status).toBe(401);
  });

  it('is discarded for the saver when the item is saved, the other admin’s kept', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Saved over autosave');
    expect((await admin.agent.put(path('news', id)).send({ fields: { title: 'Unsaved change' } })).status).toBe(200);
    expect((await other.agent.put(path('news', id)).send({ fields: { title: 'Other change' } })).status).toBe(200);
    expect((await editItem(admin.agent, 'news', id, 'Saved over autosave')).status).toBe(200);
    expect(await read(admin, 'news', id)).toBeNull();
    expect((await read(other, 'news', id))!.fields).toEqual({ title: 'Other change' });
  });

  it('discards the saver’s autosave of a new item when the item is added', async () => {
    expect((await admin.agent.put(path('ventures', 'new')).send({ fields: { title: 'New venture draft' } })).status).toBe(200);
    await addItem(admin.agent, 'ventures', 'New venture draft', { status: 'draft' });
    expect(await read(admin, 'ventures', 'new')).toBeNull();
  });

  it('refuses a bad kind, key or body with 400 or 404, never 500', async () => {
    for (const [kind, key] of [
      ['gadgets', 'new'],
      ['news', 'abc'],
      ['news', '0'],
      ['news', '-1'],
      ['news', '1.5'],
      ['news', '99999999999'],
    ] as const) {
      for (const [method, res] of [
        ['GET', await admin.agent.get(path(kind, key))],
        ['PUT', await admin.agent.put(path(kind, key)).send({ fields: { title: 'x' } })],
        ['DELETE', await admin.agent.delete(path(kind, key))],
      ] as const) {
        expect([400, 404], `${method} ${kind}/${key}`).toContain(res.status);
        expect(res.body.error).toEqual(expect.any(String));
      }
    }
    expect((await admin.agent.get(path('gadgets', 'new'))).body).toEqual({ error: editorialMessages.kindInvalid });
    for (const body of [{}, { fields: 'text' }, { fields: [1, 2] }, { fields: null }, [1]]) {
      const res = await admin.agent.put(path('news', 'new')).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: editorialMessages.autosaveInvalid });
    }
    const text = await admin.agent.put(path('news', 'new')).set('Content-Type', 'text/plain').send('fields');
    expect([400, 415]).toContain(text.status);
    const huge = await admin.agent.put(path('news', 'new')).send({ fields: { content: 'x'.repeat(3_000_000) } });
    expect([400, 413]).toContain(huge.status);
    expect(huge.body.error).toEqual(expect.any(String));
  });
});

describe('the public cache', () => {
  const newsUrl = '/backend/news/news_api.php?page=1';

  /** Reads until the reply comes from the cache (it trusts itself once its LISTEN is in place); bounded. */
  async function readUntilCached() {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const res = await siteAgent(t).agent.get(newsUrl);
      if (res.headers['x-cache'] === 'HIT') return res;
    }
    throw new Error('the public read never came from the cache');
  }

  it('is not emptied by an autosave, and is by a save', async () => {
    await addItem(admin.agent, 'news', 'Cached while autosaving');
    const cached = await readUntilCached();
    expect((await admin.agent.put(path('news', 'new')).send({ fields: { title: 'Typing…' } })).status).toBe(200);
    expect((await admin.agent.delete(path('news', 'new'))).status).toBe(200);
    const after = await siteAgent(t).agent.get(newsUrl).set('If-None-Match', cached.headers.etag!);
    expect(after.status).toBe(304);
    expect(after.headers['x-cache']).toBe('HIT');

    // A real save does empty it.
    await addItem(admin.agent, 'news', 'A real save');
    const changed = await siteAgent(t).agent.get(newsUrl).set('If-None-Match', cached.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers['x-cache']).toBe('MISS');
  });
});
