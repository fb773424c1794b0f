// The Trash and History screens (issue 22) in a real browser against the real server: a news item
// deleted from the admin list waits in the trash, its page answering 410, until it is restored or
// deleted forever; a blog edited twice shows its revisions, the words each save changed, and an
// older one restored as a draft.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrashEntry } from '../../common/editorial';
import { routePath } from '../../common/site-routes';
import { answerDialog, jpeg, logIn, openSection } from './helpers/admin';
import { newPage, saveScreenshot, viewportAt } from './helpers/browser';
import { callFromPage, type Reply } from './helpers/page-api';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('trash and history', () => {
  const suite = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
  });

  /** A /backend call from the signed-in page (helpers/page-api.ts). */
  function call<T>(method: string, path: string, fields?: Record<string, string>, jpegBase64?: Record<string, string>): Promise<Reply<T>> {
    return callFromPage<T>(page, method, path, fields, jpegBase64);
  }

  async function addItem(path: string, fields: Record<string, string>, images?: Record<string, string>): Promise<number> {
    const added = await call<{ id: number }>('POST', path, { type: 'insert', ...fields }, images);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.id;
  }

  /** The HTTP status of a public page, as a visitor's first request gets it. */
  async function pageStatus(path: string): Promise<number> {
    const response = await fetch(`${suite.server.siteUrl}${path}`, { redirect: 'manual' });
    return response.status;
  }

  async function publicNewsTitles(): Promise<string[]> {
    const response = await fetch(`${suite.server.baseUrl}/backend/news/news_api.php?page=1`);
    const reply = (await response.json()) as { news: { title: string }[] };
    return reply.news.map((item) => item.title);
  }

  it('moves a news item deleted from the admin list to the trash, answers 410 for its page, and restores it', async () => {
    const title = 'Trash test: a new office in Shillong';
    const image = (await jpeg(800, 450, '#1d4277')).toString('base64');
    const id = await addItem('news/news_api.php', { title, content: '<p>The group opened an office in Shillong.</p>', year: '2026' }, { image });
    const found = await call<{ news: { slug: string } }>('GET', `news/news_api.php?id=${id}`);
    const slug = found.body.news.slug;
    expect(await pageStatus(routePath('newsItem', slug))).toBe(200);

    // Deleted from the list, as an editor does.
    await openSection(page, 'NEWS/EVENTS');
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('td[data-label="Title"]').filter({ hasText: title }).count()).toBe(0);

    // Off the site at once: the page is Gone, not Not Found; the list no longer has it.
    expect(await pageStatus(routePath('newsItem', slug))).toBe(410);
    expect(await publicNewsTitles()).not.toContain(title);

    // The overview counts the trash (and the drafts and schedules); the navigation links to it with its count.
    await page.goto(`${suite.server.siteUrl}/admin?section=overview`);
    const editorial = page.getByRole('list', { name: 'Drafts, schedules and the trash' });
    await editorial.getByText(/^\d+ Drafts?$/).waitFor();
    await editorial.getByText(/^\d+ Scheduled$/).waitFor();
    await editorial.getByRole('link', { name: /^[1-9]\d* In the trash$/ }).waitFor();
    await saveScreenshot(page, 'admin-flow-overview-editorial');
    const menu = page.getByRole('button', { name: '☰ Menu' });
    if ((await menu.count()) > 0) await menu.click();
    const trashLink = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^TRASH/ });
    await expect.poll(() => trashLink.textContent()).toMatch(/^TRASH \(\d+\)$/);
    await trashLink.click();
    await page.waitForURL(/\/sjg\/admin\/trash$/);
    await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();

    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    const session = await call<{ username: string }>('GET', 'login/session.php');
    // The cells after the row's checkbox (choosing rows to restore together, issue 48).
    const cells = await row.locator('td:not([data-label="Select"])').allTextContents();
    expect(cells[0]).toBe('News item');
    expect(cells[1]).toBe(title);
    expect(cells[2]).toBe(session.body.username);
    // When deleted, and 30 days later when it goes for good, in India time.
    expect(cells[3]).toMatch(/ IST$/);
    expect(cells[4]).toMatch(/ IST$/);
    const [entry] = (await call<{ items: TrashEntry[] }>('GET', 'admin/trash')).body.items.filter((item) => item.kind === 'news' && item.id === id);
    expect(new Date(entry!.purge_at).getTime() - new Date(entry!.deleted_at).getTime()).toBe(30 * 24 * 3600 * 1000);
    await saveScreenshot(page, 'admin-flow-trash');

    await row.getByRole('button', { name: `Restore ${title}` }).click();
    await page.getByRole('status').filter({ hasText: 'Restored from the trash.' }).waitFor();
    await row.waitFor({ state: 'detached' });

    // Back on the site, with its slug.
    expect(await publicNewsTitles()).toContain(title);
    expect(await pageStatus(routePath('newsItem', slug))).toBe(200);
  });

  it('deletes a trashed item forever only after asking again', async () => {
    const title = 'Trash test: a testimonial to delete for good';
    const id = await addItem('testimonials/testimonials_api.php', { name: title, position: 'Partner', stars: '5', review: 'A fine partner to work with.' });
    const deleted = await call('DELETE', 'testimonials/testimonials_api.php', { id: String(id) });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    await page.goto(`${suite.server.siteUrl}/admin/trash`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Delete forever: ${title}` }).click();
    const question = await page.getByRole('alertdialog').textContent();
    expect(question).toContain('cannot be undone');
    expect(question).toContain('pictures');
    // No keeps it.
    await answerDialog(page, 'No');
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: `Delete forever: ${title}` }).click();
    await answerDialog(page, 'Yes');
    await page.getByRole('status').filter({ hasText: 'Deleted forever.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    const trash = await call<{ items: TrashEntry[] }>('GET', 'admin/trash');
    expect(trash.body.items.some((item) => item.kind === 'testimonials' && item.id === id)).toBe(false);
  });

  it('reads rich text in an item\'s history as the sentences every excerpt shows, a heading apart from the paragraph under it (1280 and 375 px)', async () => {
    const title = 'History test: the expo';
    const image = (await jpeg(800, 450, '#5a3d8a')).toString('base64');
    const id = await addItem('news/news_api.php', { title, content: '<h2>A festive showcase</h2><p>The SJG Expo brings makers to Mumbai.</p>', year: '2026' }, { image });
    const edited = await call('POST', 'news/news_api.php', { type: 'update', id: String(id), title, year: '2026', content: '<h2>A festive showcase</h2><p>The SJG Expo brings makers to Pune.</p>' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    try {
      for (const width of [1280, 375]) {
        await page.setViewportSize(viewportAt(width));
        await page.goto(`${suite.server.siteUrl}${routePath('adminHistory', 'news', id)}`);
        const before = page.locator('.history-diff__side--before .history-diff__text').filter({ hasText: 'festive' });
        // The same rule as the cards, the search and the site's history (common/plain-text.ts): a
        // sentence break after the heading, never "A festive showcaseThe SJG Expo".
        await expect.poll(() => before.innerText(), { message: `${width} px` }).toMatch(/^A festive showcase\.\s+The SJG Expo brings makers to Mumbai\.$/);
        expect(await before.locator('del').allTextContents(), `${width} px`).toContain('Mumbai');
      }
    } finally {
      await page.setViewportSize(viewportAt(1280));
    }
  });

  it('shows a blog edited twice in its history, the changed words marked, and restores the first version as a draft', async () => {
    const title = 'History test: our first kitchen';
    const picture = async (color: string) => ({ image: (await jpeg(800, 450, color)).toString('base64') });
    const id = await addItem('blogs/blogs_api.php', { title, content: '<p>Our first kitchen opened in Pune in spring.</p>' }, await picture('#8a1c2b'));
    const edit = async (fields: Record<string, string>, images?: Record<string, string>) => {
      const reply = await call('POST', 'blogs/blogs_api.php', { type: 'update', id: String(id), title, ...fields }, images);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    };
    await edit({ content: '<p>Our first kitchen opened in Nashik in spring.</p>' });
    // The second edit changes the picture too.
    await edit({ title: `${title}, revisited`, content: '<p>Our first kitchen opened in Nashik in early spring.</p>' }, await picture('#1c6b8a'));

    await page.goto(`${suite.server.siteUrl}${routePath('adminHistory', 'blogs', id)}`);
    const rows = page.getByRole('table', { name: 'Revisions, newest first' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(2).locator('td[data-label="What"]').textContent()).toBe('Created');
    expect(await rows.nth(0).locator('td[data-label="Who"]').textContent()).not.toBe('Scheduler');

    // The newest is shown against the one before it: the new word and the new title.
    const comparison = page.locator('.history-diff');
    await comparison.locator('ins').first().waitFor();
    await expect.poll(async () => (await comparison.locator('ins').allTextContents()).join('|')).toMatch(/early/);
    expect((await comparison.locator('ins').allTextContents()).join('|')).toMatch(/revisited/);
    // The picture it replaced is still there to compare, beside the new one.
    for (const name of ['Image before', 'Image after']) {
      const thumbnail = comparison.getByRole('img', { name });
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: name }).toBeGreaterThan(0);
    }
    const [before, after] = await Promise.all(['Image before', 'Image after'].map((name) => comparison.getByRole('img', { name }).getAttribute('src')));
    expect(before).not.toBe(after);
    await saveScreenshot(page, 'admin-flow-history');

    // The first edit: Pune out, Nashik in.
    await rows.nth(1).getByRole('button', { name: /^Show changes of / }).click();
    await expect.poll(() => comparison.locator('del').allTextContents()).toContain('Pune');
    expect(await comparison.locator('ins').allTextContents()).toContain('Nashik');

    // Compared with another chosen revision: the newest against the first.
    await rows.nth(0).getByRole('button', { name: /^Show changes of / }).click();
    const firstOption = await page.getByLabel('Compared with').locator('option').last().getAttribute('value');
    await page.getByLabel('Compared with').selectOption(firstOption!);
    await expect.poll(() => comparison.locator('del').allTextContents()).toContain('Pune');

    // Restore the first version: the blog becomes a draft with its old text.
    await rows.nth(2).getByRole('button', { name: /^Show changes of / }).click();
    await page.getByRole('button', { name: 'Restore as draft' }).click();
    expect(await page.getByRole('alertdialog').textContent()).toContain('draft');
    await answerDialog(page, 'Yes');
    await page.getByRole('status').filter({ hasText: 'The revision was restored as a draft.' }).waitFor();
    await expect.poll(() => rows.count()).toBe(4);
    // Its button gone with the reload, the focus is on the revision now shown: the restored one.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('compare-heading');
    expect(await rows.nth(0).locator('td[data-label="State"]').textContent()).toBe('Draft');

    const item = await call<{ item: { title: string; content: string; status: string } }>('GET', `admin/items/blogs/${id}`);
    expect(item.body.item.status).toBe('draft');
    expect(item.body.item.title).toBe(title);
    expect(item.body.item.content).toContain('Pune');

    // The link back to the blog's form.
    await page.getByRole('link', { name: 'Edit this blog' }).click();
    await page.waitForURL(new RegExp(`/sjg/admin\\?section=blogs&edit=${id}$`));
    await page.getByRole('heading', { name: /^Edit / }).waitFor();
  });
});
