// Shared preview links: an owner or editor makes an expiring, revocable link that shows an item's
// saved draft to a reviewer without an account, never indexed, cached or passed on as a Referer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutPreviewToken } from '../../server/src/preview/preview-links.service.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { addItem, apis } from './editorial-harness.js';

let t: TestApp;
let clock: TestClock;
let editor: AdminAgent;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
  editor = await loginAgent(t, { role: 'editor' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const linksOf = (kind: string, id: number) => `/backend/admin/items/${kind}/${id}/preview-links`;

/** Makes a link as the editor; returns the path of its URL (the test's app has no real host). */
async function shareLink(kind: string, id: number, body: Record<string, unknown> = {}): Promise<{ id: number; path: string; url: string; expires_at: string }> {
  const res = await editor.agent.post(linksOf(kind, id)).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, path: new URL(res.body.url as string).pathname };
}

/** A browser with no session at all, as the reviewer's. */
const reviewer = () => siteAgent(t).agent;

function expectPrivateHeaders(res: { headers: Record<string, string> }) {
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('shared preview links', () => {
  it('refuses a viewer making one (403), and lets a viewer list them without tokens', async () => {
    const { id } = await addItem(editor.agent, 'news', 'Viewer cannot share', { status: 'draft' });
    const viewer = await loginAgent(t, { role: 'viewer' });
    const refused = await viewer.agent.post(linksOf('news', id)).send({});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');

    const link = await shareLink('news', id);
    const listed = await viewer.agent.get(linksOf('news', id));
    expect(listed.status).toBe(200);
    expect(listed.body.links).toEqual([expect.objectContaining({ id: link.id, expires_at: link.expires_at, created_by: editor.admin.email.split('@')[0] })]);
    expect(JSON.stringify(listed.body)).not.toContain(link.path.split('/').pop());
  });

  it('shows the saved draft to a signed-out reviewer, never indexed, cached or passed on, for 7 days by default', async () => {
    const { id } = await addItem(editor.agent, 'news', 'Draft for the reviewer', { status: 'draft' });
    const link = await shareLink('news', id);
    expect(link.url).toMatch(/\/sjg\/preview\/shared\/[\w-]{43}$/);
    expect(new Date(link.expires_at).getTime()).toBe(clock.now() + 7 * DAY_MS);

    const res = await reviewer().get(link.path);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Preview — not published');
    expect(res.text).toContain('Draft for the reviewer body');
    expectPrivateHeaders(res);
    // Reading it gives the reviewer no session.
    expect(res.headers['set-cookie']).toBeUndefined();
    // Its public page is still a 404.
    expect((await reviewer().get('/sjg/single-news/draft-for-the-reviewer')).status).toBe(404);
  });

  it('shares a draft blog and a draft venture too, and refuses more than 30 days', async () => {
    const { id: blogId } = await addItem(editor.agent, 'blogs', 'Shared blog draft', { status: 'draft' });
    const blog = await shareLink('blogs', blogId, { days: 30 });
    expect(new Date(blog.expires_at).getTime()).toBe(clock.now() + 30 * DAY_MS);
    expect((await reviewer().get(blog.path)).text).toContain('Shared blog draft');
    const { id: ventureId } = await addItem(editor.agent, 'ventures', 'Shared venture draft', { status: 'draft' });
    const venture = await shareLink('ventures', ventureId);
    expect((await reviewer().get(venture.path)).text).toContain('Shared venture draft');

    expect((await editor.agent.post(linksOf('blogs', blogId)).send({ days: 31 })).status).toBe(400);
    expect((await editor.agent.post(linksOf('investors', 1)).send({})).status).toBe(400);
    expect((await editor.agent.post(linksOf('news', 987654)).send({})).status).toBe(404);
  });

  it('stops a link once withdrawn, answering 410 in plain words, and records both in the audit log', async () => {
    const { id } = await addItem(editor.agent, 'news', 'Withdrawn draft', { status: 'draft' });
    const link = await shareLink('news', id);
    expect((await reviewer().get(link.path)).status).toBe(200);
    const revoked = await editor.agent.delete(`/backend/admin/preview-links/${link.id}`);
    expect(revoked.status).toBe(200);

    const res = await reviewer().get(link.path);
    expect(res.status).toBe(410);
    expect(res.text).toMatch(/expired or (was )?withdrawn/);
    expect(res.text).not.toContain('Withdrawn draft');
    expectPrivateHeaders(res);
    expect((await editor.agent.get(linksOf('news', id))).body.links).toEqual([]);
    expect((await editor.agent.delete('/backend/admin/preview-links/987654')).status).toBe(404);

    const entries = await t.db.selectFrom('audit_log').select(['action', 'item_kind', 'item_id', 'item_title', 'user_id']).where('item_id', '=', id).where('item_kind', '=', 'news').orderBy('id').execute();
    expect(entries.filter((entry) => entry.action.startsWith('preview_link'))).toEqual([
      { action: 'preview_link_shared', item_kind: 'news', item_id: id, item_title: 'Withdrawn draft', user_id: editor.admin.id },
      { action: 'preview_link_withdrawn', item_kind: 'news', item_id: id, item_title: 'Withdrawn draft', user_id: editor.admin.id },
    ]);
  });

  it('answers 404 to an unknown token, with no error details', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(200)]) {
      const res = await reviewer().get(`/sjg/preview/shared/${token}`);
      expect(res.status, token).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).not.toMatch(/error|stack|sql|token|hash/i);
      expectPrivateHeaders(res);
    }
  });

  it('stops a link of an item moved to the trash', async () => {
    const { id } = await addItem(editor.agent, 'news', 'Trashed shared draft', { status: 'draft' });
    const link = await shareLink('news', id);
    expect((await editor.agent.delete(apis.news).send({ id })).status).toBe(200);
    const res = await reviewer().get(link.path);
    expect(res.status).toBe(410);
    expect(res.text).not.toContain('Trashed shared draft');
  });

  it('keeps the token out of the request log', () => {
    expect(withoutPreviewToken(`/sjg/preview/shared/${'A'.repeat(43)}`)).toBe('/sjg/preview/shared/[token]');
    expect(withoutPreviewToken('/sjg/preview/news/12')).toBe('/sjg/preview/news/12');
  });

  // Last: the clock moves past every session's lifetime.
  it('stops a link once it expires', async () => {
    const { id } = await addItem(editor.agent, 'blogs', 'Expiring draft', { status: 'draft' });
    const link = await shareLink('blogs', id, { days: 2 });
    clock.advance(2 * DAY_MS - 1000);
    expect((await reviewer().get(link.path)).status).toBe(200);
    clock.advance(1000);
    const res = await reviewer().get(link.path);
    expect(res.status).toBe(410);
    expect(res.text).not.toContain('Expiring draft');
    expectPrivateHeaders(res);
  });
});
