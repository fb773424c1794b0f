// The one sortable list (issue 48, item 18) on the long venture form, by keyboard alone: the
// gallery is a grid, where Left and Right move a picture one place and Up and Down a whole row, and
// a screen reader is told so; a client row picked up and moved goes back where it was on Escape,
// with the form still open; each drop is saved at once and announced at its place.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from './helpers/admin';
import { newPage } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

/** What the form's sortable lists last told a screen reader (each list has its own live region). */
const announced = (page: Page) => async () => (await page.locator('.admin-sortable__announcer').allTextContents()).join(' ');

const orderSaved = (page: Page, kind: string) =>
  page.waitForResponse((response) => response.url().includes(`/backend/admin/order/${kind}`) && response.request().method() === 'POST');

describe('the sortable lists of the venture form, by keyboard', () => {
  const suite = useServerAndBrowser();

  /** A seeded venture with five gallery pictures and five clients, its form open. */
  async function openVentureForm(page: Page): Promise<{ id: number; alts: string[]; clients: string[] }> {
    const [venture] = await queryDatabase<{ id: number; alts: string[]; clients: string[] }>(
      suite.server,
      `select v.id,
              (select array_agg(g.alt_text order by g.position, g.id) from venture_gallery g where g.venture_id = v.id) as alts,
              (select array_agg(c.client_name order by c.position, c.id) from venture_clients c where c.venture_id = v.id) as clients
         from ventures v
        where (select count(*) from venture_gallery g where g.venture_id = v.id) = 5
          and (select count(*) from venture_clients c where c.venture_id = v.id) = 5
        order by v.position, v.id limit 1`,
    );
    expect(venture).toBeDefined();
    await page.goto(`${suite.server.siteUrl}/admin?section=ventures&edit=${venture!.id}`);
    await page.getByRole('button', { name: 'Move gallery image 1', exact: true }).waitFor();
    return venture!;
  }

  it('moves a gallery picture across and down the grid at 1280 px, told as such, and saves the drop', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    const venture = await openVentureForm(page);
    const handle = page.getByRole('button', { name: 'Move gallery image 1', exact: true });
    // How many pictures a row of the grid holds, as laid out.
    const columns = await page.locator('.admin-gallery > li').evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().top === items[0]!.getBoundingClientRect().top).length);
    expect(columns).toBeGreaterThanOrEqual(2);
    expect(columns).toBeLessThanOrEqual(3);

    // A screen reader hears that the arrows move the picture in two directions.
    const instructions = await handle.evaluate((button) => (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    expect(instructions).toContain('left and right move it one place, up and down a whole row');

    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(announced(page)).toContain(`Picked up ${venture.alts[0]}, at position 1 of 5.`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(announced(page)).toContain(`${venture.alts[0]} is over position 2 of 5.`);
    await page.keyboard.press('ArrowDown');
    const to = 2 + columns;
    await expect.poll(announced(page)).toContain(`${venture.alts[0]} is over position ${to} of 5.`);
    const saved = orderSaved(page, 'gallery');
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect.poll(announced(page)).toContain(`${venture.alts[0]} was dropped at position ${to} of 5.`);
    await expect.poll(() => page.getByLabel(`Gallery image ${to} alt text`, { exact: true }).inputValue()).toBe(venture.alts[0]);
    // The handle keeps the focus, ready for the next move.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move gallery image ${to}`);

    const [stored] = await queryDatabase<{ alts: string[] }>(suite.server, 'select array_agg(alt_text order by position, id) as alts from venture_gallery where venture_id = $1', [venture.id]);
    const expected = venture.alts.slice(1);
    expected.splice(to - 1, 0, venture.alts[0]!);
    expect(stored!.alts).toEqual(expected);
    await page.context().close();
  });

  it('puts a client row back on Escape with the form still open, then saves a move, at 375 px', async () => {
    const page = await newPage(suite.browser, { width: 375 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    const venture = await openVentureForm(page);
    const [first, second] = venture.clients as [string, string];
    const handle = page.getByRole('button', { name: `Move client ${first}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(announced(page)).toContain(`Picked up ${first}, at position 1 of 5.`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(announced(page)).toContain(`${first} is over position 2 of 5.`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(announced(page)).toContain(`${first} is over position 3 of 5.`);
    await page.keyboard.press('Escape');
    await expect.poll(announced(page)).toContain(`Moving ${first} was cancelled; it stays at position 1 of 5.`);
    expect(await page.getByLabel('Client 1 name', { exact: true }).inputValue()).toBe(first);
    expect(await page.getByRole('button', { name: 'Update', exact: true }).isVisible()).toBe(true);
    // The handle keeps the focus after Escape, so the next try needs no hunting.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move client ${first}`);

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect.poll(announced(page)).toContain(`${first} is over position 2 of 5.`);
    const saved = orderSaved(page, 'clients');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByLabel('Client 2 name', { exact: true }).inputValue()).toBe(first);
    expect(await page.getByLabel('Client 1 name', { exact: true }).inputValue()).toBe(second);
    const [stored] = await queryDatabase<{ names: string[] }>(suite.server, 'select array_agg(client_name order by position, id) as names from venture_clients where venture_id = $1', [venture.id]);
    expect(stored!.names).toEqual([second, first, ...venture.clients.slice(2)]);
    await page.context().close();
  });
});
