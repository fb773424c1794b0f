// Fewer interruptions in the editor (issue 48, items 3–5), at 375 and 1280 px, one page each: a
// save asks nothing and keeps the editor on the item with "Saved" and the India time; a publish is
// checked first, every field in its way marked and the first focused, and only then asks in words
// that say what happens; Delete moves to the trash at once with Undo in the notice; a venture on
// page 2 of the display order reaches page 1 by "Move to…", and positions are told over the whole list.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '../../common/media';
import { successMessages } from '../../common/messages';
import { answerDialog, backToList, jpeg, jpegFile as file, logIn, openSection } from './helpers/admin';
import { newPage, saveScreenshot } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

/** The texts a field's aria-describedby names. */
async function describedBy(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

const isFocused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

describe('fewer interruptions in the editor', () => {
  const suite = useServerAndBrowser();

  describe.each([375, 1280])('at %i px', (width) => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(suite.browser, { width });
      await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    });
    afterAll(async () => {
      await page.context().close();
    });
    const title = `A festival diary (${width} px)`;

    it('checks a publish first: every field in its way is marked, the first has the focus, and no dialog opens', async () => {
      await openSection(page, 'NEWS/EVENTS');
      await page.getByRole('button', { name: 'Add New' }).click();
      await page.getByLabel('Year').fill('2026');
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('Lamps, music and a market by the sea.');
      await page.getByLabel('Image').setInputFiles(file('diary.jpg', await jpeg(800, 450, '#8a6420')));

      // No title and a picture without alt text: both marked, the focus on the first.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const titleField = page.getByLabel('Title');
      const alt = page.getByLabel('Alt text', { exact: true });
      await expect.poll(() => titleField.getAttribute('aria-invalid')).toBe('true');
      expect(await alt.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(alt)).toContain(mediaMessages.altTextRequired);
      expect(await describedBy(titleField)).not.toBe('');
      await expect.poll(() => isFocused(titleField)).toBe(true);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await saveScreenshot(page, `admin-publish-check-${width}`);

      // The title mended, its mark goes; the alt text alone still stops the publish, and has the focus.
      await titleField.fill(title);
      expect(await titleField.getAttribute('aria-invalid')).toBeNull();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect.poll(() => isFocused(alt)).toBe(true);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await alt.fill('Lamps along the sea front');
      expect(await alt.getAttribute('aria-invalid')).toBeNull();
    });

    it('saves a draft without asking and stays on the item, showing "Saved" and the India time', async () => {
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      const saved = page.getByRole('status').filter({ hasText: 'Draft saved.' });
      await saved.waitFor();
      expect(await saved.textContent()).toMatch(/Saved \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST/);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      // Still the item, now saved: its edit form, its id in the address, the state's buttons.
      await page.getByRole('heading', { name: 'Edit news' }).waitFor();
      expect(page.url()).toMatch(/[?&]edit=\d+/);
      expect(await page.getByLabel('Title').inputValue()).toBe(title);
      await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
      const [stored] = await queryDatabase<{ status: string }>(suite.server, 'select status from news where title = $1', [title]);
      expect(stored?.status).toBe('draft');
      await saveScreenshot(page, `admin-saved-note-${width}`);
    });

    it('asks before a public step in words that say what happens', async () => {
      await page.getByRole('button', { name: 'Schedule…' }).click();
      await page.getByLabel('Publish on, India time (IST)').fill('2031-03-05T10:30');
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await page.getByRole('alertdialog').filter({ hasText: 'Publish on 5 Mar 2031, 10:30 IST: visible on the site from then.' }).waitFor();
      await answerDialog(page, 'No');

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('alertdialog').filter({ hasText: 'Publish now: visible on the site at once.' }).waitFor();
      await saveScreenshot(page, `admin-publish-dialog-${width}`);
      await answerDialog(page, 'Yes');
      await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor();
      // Published, and still on the item: the buttons of a published item.
      await page.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
    });

    it('moves an item to the trash without asking, and Undo in the notice brings it back', async () => {
      await backToList(page);
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
      await row.waitFor();
      await row.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const notice = page.getByRole('status').filter({ hasText: successMessages.newsDeleted });
      const undo = notice.getByRole('button', { name: /^Undo/ });
      await undo.waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await row.waitFor({ state: 'detached' });
      await saveScreenshot(page, `admin-trash-undo-${width}`);

      await undo.click();
      await page.getByRole('status').filter({ hasText: 'Restored from the trash.' }).waitFor();
      await row.waitFor();
      const [stored] = await queryDatabase<{ deleted_at: Date | null }>(suite.server, 'select deleted_at from news where title = $1', [title]);
      expect(stored?.deleted_at).toBeNull();
    });

    it('moves a venture from page 2 of the display order to page 1, told as positions of the whole list', async () => {
      const [{ total } = { total: 0 }] = await queryDatabase<{ total: number }>(suite.server, 'select count(*)::int as total from ventures where deleted_at is null');
      expect(total).toBeGreaterThan(10);
      await page.goto(`${suite.server.siteUrl}/admin?section=ventures&sort=position&page=2`);
      const titles = page.locator('tbody td[data-label="Title"]');
      await expect.poll(() => titles.count()).toBeGreaterThan(0);
      const moved = (await titles.first().textContent())!;

      // Picked up by keyboard, the first row of page 2 is at position 11 of the whole list.
      const handle = page.getByRole('button', { name: `Move ${moved}`, exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('[id^="DndLiveRegion"]').first().innerText()).toContain(`position 11 of ${total}`);
      await page.keyboard.press('Escape');

      // "Move to…" position 3: it lands on page 1, third, and the notice says where.
      await page.getByRole('button', { name: `Move to… a position: ${moved}, now 11 of ${total}` }).click();
      const position = page.getByLabel(`Position of ${moved} (1–${total})`);
      await position.fill('3');
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByRole('status').filter({ hasText: `${moved} moved to position 3 of ${total}.` }).waitFor();
      await page.waitForURL((url) => !url.searchParams.has('page') || url.searchParams.get('page') === '1');
      await expect.poll(() => titles.nth(2).textContent()).toBe(moved);
      // The keyboard follows the venture to its new place.
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.moveTo)).toBe(moved);
      await saveScreenshot(page, `admin-move-to-position-${width}`);

      const [row] = await queryDatabase<{ rank: number }>(
        suite.server,
        'select rank from (select title, row_number() over (order by position, id)::int as rank from ventures where deleted_at is null) ranked where title = $1',
        [moved],
      );
      expect(row?.rank).toBe(3);
    });
  });
});
