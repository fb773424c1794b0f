// The Activity screen (issue 23's audit log) in a real browser against the real server: a news item
// published and then moved to the trash appears with who did it and its title, the action filter
// (kept in the URL) narrows the list, the CSV link answers with the same entries, more than 50
// entries page, and the sign-in that opened the session is an entry of its own.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../../common/site-routes';
import { jpeg, logIn } from './helpers/admin';
import { newPage, saveScreenshot } from './helpers/browser';
import { callFromPage, type Reply } from './helpers/page-api';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('the Activity screen', () => {
  const suite = useServerAndBrowser();
  let page: Page;
  let username: string;
  let userId: number;
  beforeAll(async () => {
    page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    ({ username, id: userId } = (await call<{ username: string; id: number }>('GET', 'login/session.php')).body);
  });

  /** A /backend call from the signed-in page (helpers/page-api.ts). */
  function call<T>(method: string, path: string, fields?: Record<string, string>, jpegBase64?: Record<string, string>): Promise<Reply<T>> {
    return callFromPage<T>(page, method, path, fields, jpegBase64);
  }

  const rows = () => page.getByRole('table', { name: 'Activity, newest first' }).locator('tbody tr');
  const cellTexts = (label: string) => rows().locator(`td[data-label="${label}"]`).allTextContents();

  async function chooseAction(label: string) {
    await page.getByRole('form', { name: 'Filter the activity' }).getByLabel('Action').selectOption({ label });
  }

  it('lists a news item published and moved to the trash, with who did it, newest first, its title linking to its history', async () => {
    const title = 'Activity test: a new office in Guwahati';
    const image = (await jpeg(800, 450, '#1d4277')).toString('base64');
    const added = await call<{ id: number }>('POST', 'news/news_api.php', { type: 'insert', title, content: '<p>The group opened an office in Guwahati.</p>', year: '2026' }, { image });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.id;
    const trashed = await call('DELETE', 'news/news_api.php', { id: String(id) });
    expect(trashed.status, JSON.stringify(trashed.body)).toBe(200);

    // From the dashboard's navigation, as an owner gets there.
    await page.goto(`${suite.server.siteUrl}/admin`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'ACTIVITY' }).click();
    await page.waitForURL(/\/sjg\/admin\/activity$/);
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();

    const itemRows = rows().filter({ hasText: title });
    await expect.poll(() => itemRows.count()).toBeGreaterThanOrEqual(2);
    // The newest entry of all is the trashing; the item's first entry is its creation.
    const newest = rows().first();
    expect(await newest.locator('td[data-label="What"]').textContent()).toBe('Moved to the trash');
    expect(await newest.locator('td[data-label="Who"]').textContent()).toBe(username);
    expect(await newest.locator('td[data-label="Type"]').textContent()).toBe('News item');
    expect(await newest.locator('td[data-label="Item"]').textContent()).toBe(title);
    expect(await newest.locator('td[data-label="When"]').textContent()).toMatch(/ IST$/);
    expect(await itemRows.last().locator('td[data-label="What"]').textContent()).toMatch(/^(Created|Published)$/);
    expect(await itemRows.last().locator('td[data-label="Who"]').textContent()).toBe(username);
    await saveScreenshot(page, 'admin-flow-activity');

    // The title opens the item's History screen.
    expect(await newest.getByRole('link', { name: title }).getAttribute('href')).toBe(`/sjg${routePath('adminHistory', 'news', id)}`);
  });

  it('filters by action in the URL, and downloads the same entries as CSV', async () => {
    const title = 'Activity test: a new office in Guwahati';
    await page.goto(`${suite.server.siteUrl}/admin/activity`);
    await expect.poll(() => rows().count()).toBeGreaterThan(2);
    expect(new Set(await cellTexts('What')).size).toBeGreaterThan(1);

    await chooseAction('Moved to the trash');
    await page.waitForURL(/\/sjg\/admin\/activity\?action=trash$/);
    await expect.poll(async () => [...new Set(await cellTexts('What'))]).toEqual(['Moved to the trash']);
    expect(await cellTexts('Item')).toContain(title);
    // A reload keeps the filter.
    await page.reload();
    await expect.poll(async () => [...new Set(await cellTexts('What'))]).toEqual(['Moved to the trash']);
    expect(await page.getByLabel('Action').inputValue()).toBe('trash');

    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    const href = await csvLink.getAttribute('href');
    expect(href).toBe('/backend/admin/activity.csv?action=trash');
    const csv = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    }, href!);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text).toContain(title);
    expect(csv.text).not.toMatch(/sign_in|Signed in/);

    // Back returns to every action.
    await page.goBack();
    await page.waitForURL(/\/sjg\/admin\/activity$/);
    await expect.poll(async () => new Set(await cellTexts('What')).size).toBeGreaterThan(1);
  });

  it('pages through more than 50 entries, the page in the URL', async () => {
    const name = 'Activity test: a partner reviewed often';
    const fields = { name, position: 'Partner', stars: '5', review: 'A fine partner to work with.' };
    const added = await call<{ id: number }>('POST', 'testimonials/testimonials_api.php', { type: 'insert', ...fields });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    for (let edit = 1; edit <= 55; edit++) {
      const edited = await call('POST', 'testimonials/testimonials_api.php', { type: 'update', id: String(added.body.id), ...fields, review: `Review number ${edit}.` });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    }

    // The user's own: the demo seed's testimonials were added as an editor adds them, by no one.
    await page.goto(`${suite.server.siteUrl}/admin/activity?user=${userId}&kind=testimonials`);
    await expect.poll(() => rows().count()).toBe(50);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(new RegExp(`/sjg/admin/activity\\?user=${userId}&kind=testimonials&page=2$`));
    // The rest: the first edits and the creation, oldest last.
    await expect.poll(() => rows().count()).toBe(6);
    expect(await rows().last().locator('td[data-label="What"]').textContent()).toMatch(/^(Created|Published)$/);
    expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // A filter goes back to page 1.
    await chooseAction('Updated');
    await page.waitForURL(new RegExp(`/sjg/admin/activity\\?user=${userId}&kind=testimonials&action=update$`));
    await expect.poll(() => rows().count()).toBe(50);
  });

  it('records the sign-in as an entry, with who and from which address', async () => {
    await page.goto(`${suite.server.siteUrl}/admin/activity?action=sign_in`);
    await expect.poll(() => rows().count()).toBeGreaterThanOrEqual(1);
    expect([...new Set(await cellTexts('What'))]).toEqual(['Signed in']);
    expect(await cellTexts('Who')).toContain(username);
    expect((await cellTexts('Address'))[0]).not.toBe('—');

    // On a phone each entry is a card: who and from where share a line, under what and when.
    const phone = await newPage(suite.browser, { width: 375 });
    await logIn(phone, suite.server.siteUrl, ADMIN_PASSWORD);
    await phone.goto(page.url());
    const card = phone.getByRole('table', { name: 'Activity, newest first' }).locator('tbody tr').first();
    const tops = await card.evaluate((row) =>
      Object.fromEntries(['What', 'When', 'Who', 'Address'].map((label) => [label, Math.round(row.querySelector(`td[data-label="${label}"]`)!.getBoundingClientRect().top)])),
    );
    expect(tops.What).toBeLessThan(tops.When!);
    expect(tops.When).toBeLessThan(tops.Who!);
    expect(tops.Address).toBe(tops.Who);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.context().close();

    // A filter matching nothing says so; Clear filters brings everything back.
    await page.getByLabel('Type').selectOption('testimonials');
    await page.getByText('No activity matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/sjg\/admin\/activity$/);
    await expect.poll(() => rows().count()).toBeGreaterThan(2);
  });
});
