// Preview (issue 22): /sjg/preview/:kind/:id renders an item in any state (with ?autosave=1 the
// admin's unsaved changes) as the visitor's page would show it, for a signed-in admin only, marked
// "Preview — not published", never indexed, never kept by a cache, and without the app's script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { readHead } from '../seo/seo-harness.js';
import { addItem, apis, editItem, sitemapText } from './editorial-harness.js';

let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  // The real build (the global setup makes it): the preview renders the public page's components.
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

const BAR = 'Preview — not published';

function expectPreviewPage(res: { status: number; text: string; headers: Record<string, string> }, title: string) {
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toContain(BAR);
  expect(res.text).toContain(title);
  expect(res.headers['x-robots-tag']).toMatch(/noindex/);
  expect(res.headers['cache-control']).toMatch(/private/);
  expect(res.headers['cache-control']).toMatch(/no-store/);
  expect(readHead(res.text).meta('robots').join(' ')).toMatch(/noindex/);
  expect(res.text).not.toMatch(/<script type="module"/);
}

describe('preview', () => {
  it('shows a draft news item to a signed-in admin, marked and never indexed or cached', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Preview draft headline', { status: 'draft' });
    const res = await admin.agent.get(`/sjg/preview/news/${id}`);
    expectPreviewPage(res, 'Preview draft headline');
    expect(res.text).toContain('Preview draft headline body');
    // Its public page is still a 404, and the sitemap has neither.
    expect((await siteAgent(t).agent.get('/sjg/single-news/preview-draft-headline')).status).toBe(404);
    expect(await sitemapText(t)).not.toMatch(/preview/);
  });

  it('shows the admin’s unsaved changes with ?autosave=1, and the saved item without', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Saved preview title', { status: 'draft' });
    const put = await admin.agent.put(`/backend/admin/autosaves/news/${id}`).send({ fields: { title: 'Changed', content: '<p>Unsaved words</p>' } });
    expect(put.status).toBe(200);
    const changed = await admin.agent.get(`/sjg/preview/news/${id}?autosave=1`);
    expectPreviewPage(changed, 'Changed');
    expect(changed.text).toContain('Unsaved words');
    expect(changed.text).not.toContain('Saved preview title body');
    const saved = await admin.agent.get(`/sjg/preview/news/${id}`);
    expectPreviewPage(saved, 'Saved preview title');
    expect(saved.text).not.toContain('Unsaved words');
    // Another admin sees the saved item: the autosave is private.
    const other = await loginAgent(t);
    const theirs = await other.agent.get(`/sjg/preview/news/${id}?autosave=1`);
    expectPreviewPage(theirs, 'Saved preview title');
    expect(theirs.text).not.toContain('Unsaved words');
  });

  it('cleans the unsaved content like a save would', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Preview sanitized', { status: 'draft' });
    await admin.agent.put(`/backend/admin/autosaves/news/${id}`).send({ fields: { content: '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>' } });
    const res = await admin.agent.get(`/sjg/preview/news/${id}?autosave=1`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('alert(1)');
    expect(res.text).not.toContain('alert(2)');
  });

  it('previews a published item’s unsaved changes, a draft blog and a draft venture', async () => {
    const { id: newsId } = await addItem(admin.agent, 'news', 'Live preview story');
    await admin.agent.put(`/backend/admin/autosaves/news/${newsId}`).send({ fields: { title: 'Live story retitled' } });
    expectPreviewPage(await admin.agent.get(`/sjg/preview/news/${newsId}?autosave=1`), 'Live story retitled');
    // The visitor still sees the saved title.
    const page = await siteAgent(t).agent.get('/sjg/single-news/live-preview-story');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Live story retitled');

    const { id: blogId } = await addItem(admin.agent, 'blogs', 'Draft blog preview', { status: 'draft' });
    expectPreviewPage(await admin.agent.get(`/sjg/preview/blogs/${blogId}`), 'Draft blog preview');
    const { id: ventureId } = await addItem(admin.agent, 'ventures', 'Draft venture preview', { status: 'draft' });
    expectPreviewPage(await admin.agent.get(`/sjg/preview/ventures/${ventureId}`), 'Draft venture preview');
  });

  it('sends a visitor without a session to the login page', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Secret preview', { status: 'draft' });
    const res = await siteAgent(t).agent.get(`/sjg/preview/news/${id}`).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sjg/login');
    expect(res.text).not.toContain('Secret preview');
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('answers 404 for an item in the trash, an unknown item or kind', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Trashed preview', { status: 'draft' });
    expect((await admin.agent.delete(apis.news).send({ id })).status).toBe(200);
    const trashed = await admin.agent.get(`/sjg/preview/news/${id}`);
    expect(trashed.status).toBe(404);
    expect(trashed.text).not.toContain('Trashed preview');
    expect(trashed.headers['x-robots-tag']).toMatch(/noindex/);
    for (const url of ['/sjg/preview/news/987654', '/sjg/preview/investors/1', '/sjg/preview/gadgets/1', '/sjg/preview/news/abc', '/sjg/preview/news/0']) {
      const res = await admin.agent.get(url);
      expect(res.status, url).toBe(404);
    }
  });

  it('previews a new, unsaved news item from its autosave', async () => {
    await admin.agent.put('/backend/admin/autosaves/news/new').send({ fields: { title: 'Brand new idea', content: '<p>First words</p>' } });
    const res = await admin.agent.get('/sjg/preview/news/new?autosave=1');
    expectPreviewPage(res, 'Brand new idea');
    expect(res.text).toContain('First words');
  });

  it('shows a saved edit of a draft at once (nothing cached)', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Blog before edit', { status: 'draft' });
    expectPreviewPage(await admin.agent.get(`/sjg/preview/blogs/${id}`), 'Blog before edit');
    expect((await editItem(admin.agent, 'blogs', id, 'Blog after edit')).status).toBe(200);
    expectPreviewPage(await admin.agent.get(`/sjg/preview/blogs/${id}`), 'Blog after edit');
  });
});
