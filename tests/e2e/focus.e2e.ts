// Where keyboard focus lands after the page changes under it: the first new card after LOAD MORE,
// the Actions button after Escape in the delete question, and the next row after a delete.
// Focus left on <body> sends a keyboard or screen-reader user back to the top of the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openSection } from './helpers/admin';
import { newPage } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

/** What has the focus: its tag, its accessible label or text, and where it sits in its list. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const list = element?.parentElement;
    return {
      tag: element?.tagName.toLowerCase(),
      label: element?.getAttribute('aria-label') ?? element?.textContent?.trim().slice(0, 60),
      index: list ? [...list.children].indexOf(element!) : -1,
      list: list?.getAttribute('aria-label'),
    };
  });
}

describe('focus after the page changes', () => {
  const suite = useServerAndBrowser();

  it.each([
    ['/blogs', 'Blog posts', 6],
    ['/team', 'Leadership team', null],
  ])('LOAD MORE on %s moves focus to the first new card', async (path, listName, pageSize) => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}${path}`);
    await page.locator('html[data-app="ready"]').waitFor();
    const cards = page.getByRole('list', { name: listName }).getByRole('listitem');
    const before = await cards.count();
    if (pageSize !== null) expect(before).toBe(pageSize);
    await page.getByRole('button', { name: 'LOAD MORE' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'li', index: before, list: listName });
    await page.context().close();
  });

  it('returns focus to the Actions button after Escape, and to the next row after a delete', async () => {
    const page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await openSection(page, 'BLOGS');
    // The Ventures rows the sign-in landed on must be gone before the rows are read.
    await page.getByRole('heading', { name: 'Blogs', exact: true, level: 2 }).waitFor();
    const actions = page.locator('tbody button[aria-haspopup="menu"]');
    await expect.poll(() => actions.count()).toBeGreaterThan(2);
    const secondLabel = (await actions.nth(1).getAttribute('aria-label'))!;
    const thirdLabel = (await actions.nth(2).getAttribute('aria-label'))!;

    await actions.nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page).then((f) => f.label)).toBe(secondLabel);

    // Delete moves the item to the trash at once (Undo is in the notice, issue 48).
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: secondLabel, exact: true }).count()).toBe(0);
    await expect.poll(() => focused(page).then((f) => f.label)).toBe(thirdLabel);
    await page.context().close();
  });
});
