// The public Ventures grid shows the first 17 ventures (SPEC §2); the admin's ventures list says
// which of its rows those are, so an editor whose 18th venture is missing from the site sees why.
// The list is newest first unless sorted otherwise, so the server says which (on_public_grid).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_VENTURES_MAX } from '../../common/constants';
import { logIn } from './helpers/admin';
import { newPage } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('ventures on the public grid', () => {
  const suite = useServerAndBrowser();

  it('marks the first 17 rows of the display order Shown and the rest Not shown, matching the public grid, in any sort', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await page.getByText(`The public Ventures page shows the first ${PUBLIC_VENTURES_MAX} ventures`).waitFor();
    const newestFirst = await collectRows(page);
    const sorted = page.waitForResponse((response) => response.url().includes('/backend/admin/items/ventures?') && response.url().includes('sort=position'));
    await page.getByLabel('Sort', { exact: true }).selectOption('position');
    await sorted;
    await page.waitForURL(/sort=position/);
    const rows = await collectRows(page);
    expect(rows.length).toBeGreaterThan(PUBLIC_VENTURES_MAX);
    expect(rows.map((row) => row.grid)).toEqual(rows.map((_, index) => (index < PUBLIC_VENTURES_MAX ? 'Shown' : 'Not shown')));
    // Newest first (the default), the same ventures are Shown, though not the first rows.
    expect(newestFirst.map((row) => row.title)).not.toEqual(rows.map((row) => row.title));
    const shown = (list: { title: string; grid: string }[]) => list.filter((row) => row.grid === 'Shown').map((row) => row.title).sort();
    expect(shown(newestFirst)).toEqual(shown(rows));

    await page.goto(`${suite.server.siteUrl}/ventures`);
    const titles = page.locator('ul.venture-grid .venture-tile__title');
    await expect.poll(() => titles.count()).toBe(PUBLIC_VENTURES_MAX);
    expect(await titles.allTextContents()).toEqual(rows.slice(0, PUBLIC_VENTURES_MAX).map((row) => row.title));
    await page.context().close();
  });

  it('says at once which venture a move puts on the grid and which it takes off', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await page.goto(`${suite.server.siteUrl}/admin?section=ventures&sort=position`);
    const rows = await collectRows(page);
    const last = rows[PUBLIC_VENTURES_MAX - 1]!.title;
    const first = rows[PUBLIC_VENTURES_MAX]!.title;
    // collectRows leaves the list on its last page, where both rows are when the page holds 10.
    const gridOf = (title: string) => page.locator('tbody tr', { has: page.locator('td[data-label="Title"]', { hasText: title }) }).locator('td[data-label="Public grid"]');
    expect(await gridOf(first).textContent()).toBe('Not shown');
    // Each keyboard step is awaited through the list's announcement.
    const announced = () => page.locator('.admin-sortable__announcer').first().innerText();
    await page.getByRole('button', { name: `Move ${first}`, exact: true }).focus();
    await page.keyboard.press('Space');
    // The 18th venture (the 8th row of page 2, 10 a page) is told at its place in the whole list (issue 48).
    await expect.poll(announced).toContain(`Picked up ${first}, at position 18 of`);
    await page.keyboard.press('ArrowUp');
    await expect.poll(announced).toContain('is over position 17 of');
    const saved = page.waitForResponse((response) => response.url().includes('/backend/admin/order/ventures'));
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => gridOf(first).textContent()).toBe('Shown');
    await expect.poll(() => gridOf(last).textContent()).toBe('Not shown');
    await page.context().close();
  });
});

/** Every row of the ventures list, page by page, as sorted now (the list is on page 1). */
async function collectRows(page: Page): Promise<{ title: string; grid: string }[]> {
  const rows: { title: string; grid: string }[] = [];
  await page.getByRole('status').filter({ hasText: /^Loading/ }).waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('tbody td[data-label="Public grid"]').count()).toBeGreaterThan(0);
  const pages = await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Page \d+$/ }).count();
  for (let number = 1; number <= pages; number++) {
    if (number > 1) {
      const read = page.waitForResponse((response) => response.url().includes('/backend/admin/items/ventures?') && response.url().includes(`page=${number}`));
      await page.getByRole('button', { name: `Page ${number}`, exact: true }).click();
      await read;
    }
    await expect.poll(() => page.getByRole('button', { name: `Page ${number}`, exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('status').filter({ hasText: /^Loading/ }).waitFor({ state: 'detached' });
    const pageRows = page.locator('tbody tr');
    await expect.poll(() => pageRows.locator('td[data-label="Public grid"]').count()).toBeGreaterThan(0);
    for (const row of await pageRows.all()) {
      rows.push({ title: (await row.locator('td[data-label="Title"]').textContent())!, grid: (await row.locator('td[data-label="Public grid"]').textContent())! });
    }
  }
  return rows;
}
