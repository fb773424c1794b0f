// Every admin screen at 1280 and 375 px: nothing scrolls sideways, the mobile menu works, and a
// full-page screenshot of each lands in tests/e2e/artifacts/ for people to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, elementsPastTheEdge, logIn, openSection, pressFormAction } from './helpers/admin';
import { newPage, saveScreenshot } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('admin screens', () => {
  const suite = useServerAndBrowser();

  /** Waits for the data to settle, checks the width, and saves the screenshot. */
  async function capture(page: Page, name: string) {
    await page.waitForLoadState('networkidle');
    await page.getByRole('status').filter({ hasText: /^Loading/ }).waitFor({ state: 'detached' });
    expect(await elementsPastTheEdge(page), `${name} overflows sideways`).toEqual([]);
    await saveScreenshot(page, `admin-${name}`);
  }

  async function openForm(page: Page, section: string, heading: string, name: string) {
    await openSection(page, section);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await capture(page, name);
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('heading', { name: /^Add / }).waitFor();
    await capture(page, `${name}-add`);
    await pressFormAction(page, 'Cancel');
    // Edit is a visible button of each row.
    const firstRow = page.getByRole('button', { name: /^Edit / }).first();
    if ((await firstRow.count()) > 0) {
      await firstRow.click();
      await page.getByRole('heading', { name: /^Edit / }).waitFor();
      await capture(page, `${name}-edit`);
      await pressFormAction(page, 'Cancel');
    }
  }

  for (const width of [1280, 375]) {
    it(`shows every admin screen at ${width} px without sideways scrolling`, async () => {
      const page = await newPage(suite.browser, { width });
      await page.goto(`${suite.server.siteUrl}/login`);
      await page.getByRole('heading', { name: 'LOGIN' }).waitFor();
      await capture(page, 'login');
      // A message in the inbox, sent the way the public contact form sends it.
      const sent = await page.evaluate(async (width) => {
        const body = { name: `Visitor at ${width}`, mobile: '9822012345', notes: 'Please call me about the Pune franchise.' };
        const reply = await fetch('/backend/contact-us/email.php', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return reply.status;
      }, width);
      expect(sent).toBe(200);
      await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);

      if (width <= 820) {
        expect(await page.getByRole('navigation', { name: 'Admin sections' }).isVisible()).toBe(false);
        await page.getByRole('button', { name: '☰ Menu' }).click();
        await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
        await capture(page, 'mobile-menu');
        await page.getByRole('button', { name: '✕ Close menu' }).click();
      } else {
        expect(await page.getByRole('button', { name: '☰ Menu' }).count()).toBe(0);
      }

      await openForm(page, 'VENTURES', 'Ventures', 'ventures');
      await openForm(page, 'NEWS/EVENTS', 'News / Events', 'news');

      // The Actions menu open, and the notice with Undo after a move to the trash (issue 48), undone.
      await page.getByRole('button', { name: /^Actions for / }).first().click();
      await page.getByRole('menu').waitFor();
      await capture(page, 'actions-menu');
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const undo = page.getByRole('status').getByRole('button', { name: /^Undo/ });
      await undo.waitFor();
      await capture(page, 'trash-undo');
      await undo.click();
      await page.getByRole('status').filter({ hasText: 'Restored from the trash.' }).waitFor();

      await openForm(page, 'BLOGS', 'Blogs', 'blogs');
      await openForm(page, 'INVESTORS', 'Investors', 'investors');
      await openForm(page, 'TESTIMONIALS', 'Testimonials', 'testimonials');

      await openSection(page, 'MESSAGES');
      await page.getByRole('heading', { name: 'Messages', exact: true }).waitFor();
      await page.getByText(`Visitor at ${width}`).waitFor();
      await capture(page, 'messages');
      await openSection(page, 'UPDATE PASSWORD');
      await page.getByRole('heading', { name: 'Update password' }).waitFor();
      await capture(page, 'password');

      await page.goto(`${suite.server.siteUrl}/blogsection`);
      await page.getByRole('heading', { name: 'Blogs', exact: true }).waitFor();
      await capture(page, 'blogsection');

      // Issue 22's screens with something on them: a news item in the trash, a blog edited once.
      const blogId = await page.evaluate(async (width) => {
        const json = { Accept: 'application/json' };
        const news = (await (await fetch('/backend/news/news_api.php?page=1', { headers: json })).json()) as { news: { id: number }[] };
        const trashed = await fetch('/backend/news/news_api.php', {
          method: 'DELETE',
          headers: { ...json, 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: news.news.at(-1)!.id }),
        });
        if (!trashed.ok) throw new Error(`delete answered ${trashed.status}`);
        const blogs = (await (await fetch('/backend/blogs/blogs_api.php?page=1', { headers: json })).json()) as { blogs: { id: number; title: string; content: string }[] };
        const blog = blogs.blogs[0]!;
        const form = new FormData();
        form.append('type', 'update');
        form.append('id', String(blog.id));
        form.append('title', `${blog.title} (${width} px)`);
        const addition = ' Now open in more cities.';
        form.append('content', blog.content.length + addition.length <= 2000 ? blog.content.replace(/<\/p>(?![\s\S]*<\/p>)/, `${addition}</p>`) : blog.content);
        const edited = await fetch('/backend/blogs/blogs_api.php', { method: 'POST', headers: json, body: form });
        if (!edited.ok) throw new Error(`edit answered ${edited.status}`);
        return blog.id;
      }, width);
      await page.goto(`${suite.server.siteUrl}/admin/trash`);
      await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
      await page.getByRole('button', { name: /^Delete forever: / }).first().waitFor();
      await capture(page, 'trash');
      await page.getByRole('button', { name: /^Delete forever: / }).first().click();
      await page.getByRole('alertdialog').waitFor();
      await capture(page, 'trash-confirm');
      await answerDialog(page, 'No');
      await page.goto(`${suite.server.siteUrl}/admin/history/blogs/${blogId}`);
      await page.getByRole('heading', { name: /^History/, level: 1 }).waitFor();
      await page.locator('.history-diff').waitFor();
      await capture(page, 'history');
      // Issue 23's Activity screen: the sign-in, the trashing and the edit above are on it.
      await page.goto(`${suite.server.siteUrl}/admin/activity`);
      await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Activity, newest first' }).locator('tbody tr').first().waitFor();
      await capture(page, 'activity');
      await page.context().close();
    });
  }
});
