// Ordering by drag and drop (issue 24): an editor puts ventures in order by keyboard (the handle
// takes focus; Space picks the row up, ArrowDown moves it, Space drops it, each step announced)
// and by dragging with the mouse; each move is saved at once, survives a reload, and the public
// Ventures page follows. Screenshots of the Team screen and a reorderable list at 375 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from './helpers/admin';
import { newPage, saveScreenshot } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

/** The titles of the ventures list's rows, top to bottom. */
function rowTitles(page: Page): Promise<string[]> {
  return page.locator('tbody td[data-label="Title"]').allTextContents();
}

/** What the list's live region last told a screen reader. */
function announced(page: Page): Promise<string> {
  return page.locator('.admin-sortable__announcer').first().innerText();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picked up by keyboard: the list says so, and where the row is. */
const pickedUp = (title: string) => new RegExp(`Picked up ${escaped(title)}, at position 1 of`);

const orderSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/backend/admin/order/ventures') && response.request().method() === 'POST');

async function openDisplayOrder(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/admin?section=ventures&sort=position`);
  await page.getByRole('button', { name: /^Move / }).first().waitFor();
}

describe('ordering by drag and drop', () => {
  const suite = useServerAndBrowser();

  it('moves a venture down by keyboard and another by dragging; both saved, kept after a reload, and followed by the public page', async () => {
    // Tall enough for the first four rows, each as tall as its Languages cell: a mouse drags only what is in sight.
    const page = await newPage(suite.browser, { width: 1280, height: 1200 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await openDisplayOrder(page, suite.server.siteUrl);
    const start = await rowTitles(page);
    expect(start.length).toBeGreaterThanOrEqual(4);

    // Keyboard: focus the first row's handle, Space, ArrowDown, Space.
    const [first, second] = start as [string, string];
    const handle = page.getByRole('button', { name: `Move ${first}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toMatch(pickedUp(first));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced(page)).toContain('position 2 of');
    const keyboardSave = orderSaved(page);
    await page.keyboard.press('Space');
    expect((await keyboardSave).status()).toBe(200);
    await expect.poll(() => announced(page)).toContain(`${first} was dropped at position 2`);
    const afterKeyboard = [second, first, ...start.slice(2)];
    await expect.poll(() => rowTitles(page)).toEqual(afterKeyboard);
    // The focus stays on the handle, ready for the next move.
    expect(await handle.evaluate((element) => element === document.activeElement)).toBe(true);

    // Mouse: drag the fourth row's handle onto the top of the first row, in steps (the top, not
    // its handle: a row is as tall as its Languages cell, and the handle sits in its middle).
    const moved = afterKeyboard[3]!;
    // Every row at its final height (its Languages cell read) before the boxes are measured.
    await expect.poll(() => page.locator('.admin-langs__loading').count()).toBe(0);
    // Hovered first: Playwright waits until the handle stands still, so the press lands on the row
    // measured (in one CI run the list still moved after a measurement, and the next row was picked up).
    const fromHandle = page.getByRole('button', { name: `Move ${moved}` });
    await fromHandle.hover();
    const from = (await fromHandle.boundingBox())!;
    const firstRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Move ${afterKeyboard[0]}` }) });
    const to = (await firstRow.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    const steps = 12;
    for (let step = 1; step <= steps; step += 1) {
      const y = from.y + from.height / 2 + ((to.y + 4 - (from.y + from.height / 2)) * step) / steps;
      await page.mouse.move(from.x + from.width / 2, y);
      // On a busy machine the list measures its rows after the drag starts: the moves wait for it.
      if (step === 1) await expect.poll(() => announced(page)).toMatch(new RegExp(`(Picked up ${escaped(moved)}|${escaped(moved)} is over)`));
    }
    // Dropped only once the list has the row over the first place, as a hand would see it there.
    await expect.poll(() => announced(page)).toContain('position 1 of');
    const dragSave = orderSaved(page);
    await page.mouse.up();
    expect((await dragSave).status()).toBe(200);
    const afterDrag = [moved, ...afterKeyboard.filter((title) => title !== moved)];
    await expect.poll(() => rowTitles(page)).toEqual(afterDrag);

    // Kept after a reload.
    await page.reload();
    await page.getByRole('button', { name: /^Move / }).first().waitFor();
    expect(await rowTitles(page)).toEqual(afterDrag);

    // The public Ventures page follows.
    await page.goto(`${suite.server.siteUrl}/ventures`);
    const titles = page.locator('ul.venture-grid .venture-tile__title');
    await expect.poll(async () => (await titles.allTextContents()).slice(0, afterDrag.length)).toEqual(afterDrag);
    await page.context().close();
  });

  it('puts the list back with an error banner when a move cannot be saved', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await openDisplayOrder(page, suite.server.siteUrl);
    const start = await rowTitles(page);
    await page.route('**/backend/admin/order/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Server error' }) }));
    await page.getByRole('button', { name: `Move ${start[0]}` }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toMatch(pickedUp(start[0]!));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced(page)).toContain('position 2 of');
    await page.keyboard.press('Space');
    await page.getByRole('alert').filter({ hasText: 'The new order could not be saved' }).waitFor();
    await expect.poll(() => rowTitles(page)).toEqual(start);
    await page.context().close();
  });

  it.each([375, 1280])('shows the Team screen and the reorderable ventures list at %i px', async (width) => {
    const page = await newPage(suite.browser, { width });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await page.goto(`${suite.server.siteUrl}/admin/team`);
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    // The members are the list's own items; each holds a list of its languages too (issue 50).
    const members = page.getByRole('list', { name: 'Team members in display order' }).locator(':scope > li');
    await expect.poll(() => members.count()).toBe(12);
    expect(await page.getByRole('button', { name: 'Move Rajendra Gupta' }).count()).toBe(1);
    await saveScreenshot(page, 'admin-team');
    await page.getByRole('button', { name: 'Edit Pema Sherpa' }).click();
    await page.getByRole('heading', { name: 'Edit Pema Sherpa' }).waitFor();
    await saveScreenshot(page, 'admin-team-form');
    await openDisplayOrder(page, suite.server.siteUrl);
    await saveScreenshot(page, 'admin-ventures-order');
    await page.context().close();
  });
});
