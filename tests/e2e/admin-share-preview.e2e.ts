// Shared preview links in a real browser: an editor makes one under a draft's form, a reviewer in a
// fresh browser (no session, no cookies) opens it and reads the draft, and once the editor
// withdraws it the reviewer's reload says so.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, openSection } from './helpers/admin';
import { newPage, saveScreenshot } from './helpers/browser';
import { callFromPage } from './helpers/page-api';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('shared preview links', () => {
  const suite = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
  });

  it('makes a link under a draft’s form that a browser without a session opens, until it is withdrawn', async () => {
    const made = await callFromPage<{ id: number }>(page, 'POST', 'blogs/blogs_api.php', {
      type: 'insert',
      title: 'A draft for the reviewer',
      content: '<p>Words the reviewer should read.</p>',
      status: 'draft',
    });
    expect(made.status).toBe(200);

    await openSection(page, 'BLOGS');
    await page.getByRole('button', { name: 'Edit A draft for the reviewer', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Share a preview' });
    await panel.getByLabel('Link works for').selectOption('14');
    await panel.getByRole('button', { name: 'Share preview link' }).click();
    const field = panel.getByLabel('New preview link');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/sjg\/preview\/shared\/[\w-]{43}$/);
    await panel.getByText(/^Expires .+\. It is shown only now/).waitFor();
    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel.getByRole('status').filter({ hasText: /copied|Copy the selected link/ }).waitFor();
    await panel.getByRole('list', { name: 'Active links' }).getByRole('listitem').waitFor();
    await saveScreenshot(page, 'admin-share-preview');

    // The preview carries no script: a reviewer's browser with JavaScript off reads it the same.
    const reviewer = await newPage(suite.browser, { javaScript: false });
    expect((await reviewer.context().cookies()).length).toBe(0);
    const response = await reviewer.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await reviewer.getByText('Preview — not published').waitFor();
    await reviewer.getByRole('heading', { level: 1, name: 'A draft for the reviewer' }).waitFor();
    await reviewer.getByText('Words the reviewer should read.').waitFor();

    await panel.getByRole('button', { name: /^Withdraw/ }).click();
    await panel.getByRole('status').filter({ hasText: 'Preview link withdrawn.' }).waitFor();
    await expect.poll(() => panel.getByRole('list', { name: 'Active links' }).count()).toBe(0);
    const gone = await reviewer.reload();
    expect(gone?.status()).toBe(410);
    await reviewer.getByText('This preview link has expired or was withdrawn.', { exact: false }).waitFor();
    await reviewer.context().close();
  });
});
