// Fewer interruptions in the editor (issue 48, items 3–5), at 375 and 1280 px, one page each: a
// save asks nothing and keeps the editor on the item with "Saved" and the India time; a publish is
// checked first, every field in its way marked and the first focused, and only then asks in words
// that say what happens; Delete moves to the trash at once with Undo in the notice; a venture or a
// testimonial on page 2 of the display order reaches page 1 by "Move to…", and positions are told
// over the whole list; rows chosen together (blogs, ventures) are published, moved to the trash and
// restored, each refusal named; a blog's 2,000-character limit counts the text a reader sees, not
// its markup (item 17); the sticky action bar hides neither the caret of a long text nor a field
// reached by Tab.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '../../common/media';
import { successMessages } from '../../common/messages';
import { answerDialog, backToList, jpeg, jpegFile as file, logIn, openSection, pressFormAction, startNews } from './helpers/admin';
import { newPage, saveScreenshot } from './helpers/browser';
import { callFromPage } from './helpers/page-api';
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
      await saveScreenshot(page, 'admin-publish-check');

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
      await saveScreenshot(page, 'admin-saved-note');
    });

    it('asks before a public step in words that say what happens', async () => {
      await pressFormAction(page, 'Schedule…');
      await page.getByLabel('Publish on, India time (IST)').fill('2031-03-05T10:30');
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await page.getByRole('alertdialog').filter({ hasText: 'Publish on 5 Mar 2031, 10:30 IST: visible on the site from then.' }).waitFor();
      await answerDialog(page, 'No');

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('alertdialog').filter({ hasText: 'Publish now: visible on the site at once.' }).waitFor();
      await saveScreenshot(page, 'admin-publish-dialog');
      await answerDialog(page, 'Yes');
      await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor();
      // Published, and still on the item: the save of a published item.
      await page.getByRole('button', { name: 'Update', exact: true }).waitFor();
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
      await saveScreenshot(page, 'admin-list-trash-undo');

      await undo.click();
      await page.getByRole('status').filter({ hasText: 'Restored from the trash.' }).waitFor();
      await row.waitFor();
      const [stored] = await queryDatabase<{ deleted_at: Date | null }>(suite.server, 'select deleted_at from news where title = $1', [title]);
      expect(stored?.deleted_at).toBeNull();
    });

    it('saves a team member without asking and stays on the member; deleting one for good says what is lost', async () => {
      await page.goto(`${suite.server.siteUrl}/admin/team`);
      await page.getByRole('button', { name: 'Edit Pema Sherpa' }).click();
      const position = page.getByLabel('Position *');
      await position.fill(`Head of hospitality (${width} px)`);
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      const saved = page.getByRole('status').filter({ hasText: 'Team member updated.' });
      await saved.waitFor();
      expect(await saved.textContent()).toMatch(/Saved \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST/);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await page.getByRole('heading', { name: 'Edit Pema Sherpa' }).waitFor();
      expect(await position.inputValue()).toBe(`Head of hospitality (${width} px)`);

      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete Pema Sherpa' }).click();
      await page.getByRole('alertdialog').filter({ hasText: 'Delete Pema Sherpa from the team for good?' }).filter({ hasText: 'there is no trash' }).waitFor();
      await answerDialog(page, 'No');
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
      await expect.poll(() => page.locator('.admin-sortable__announcer').first().innerText()).toContain(`position 11 of ${total}`);
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
      await saveScreenshot(page, 'admin-move-to-position');

      const [row] = await queryDatabase<{ rank: number }>(
        suite.server,
        'select rank from (select title, row_number() over (order by position, id)::int as rank from ventures where deleted_at is null) ranked where title = $1',
        [moved],
      );
      expect(row?.rank).toBe(3);
    });

    it('publishes chosen drafts together, names the one the server refuses, and moves rows to the trash and back together', async () => {
      const names = ['Monsoon menu', 'Harbour walk', 'Undescribed lantern'].map((name) => `${name} (${width} px)`);
      const [first, second, undescribed] = names as [string, string, string];
      for (const name of [first, second]) {
        const added = await callFromPage(page, 'POST', 'blogs/blogs_api.php', { type: 'insert', title: name, content: '<p>A short note.</p>', status: 'draft' });
        expect(added.status).toBe(200);
      }
      // Its picture has no alt text: the server refuses to publish it, alone or with others.
      const picture = (await jpeg(400, 300, '#2b6cd8')).toString('base64');
      const refused = await callFromPage(page, 'POST', 'blogs/blogs_api.php', { type: 'insert', title: undescribed, content: '<p>A lantern.</p>', status: 'draft', image_alt: '' }, { image: picture });
      expect(refused.status).toBe(200);

      await page.goto(`${suite.server.siteUrl}/admin?section=blogs&status=draft`);
      for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
      const bar = page.getByRole('region', { name: 'Chosen rows' });
      await bar.getByText('3 blogs selected').waitFor();
      await saveScreenshot(page, 'admin-bulk-bar');
      await bar.getByRole('button', { name: 'Publish', exact: true }).click();
      await answerDialog(page, 'Yes', 'Publish 3 blogs now: visible on the site at once.');
      const report = page.getByRole('alert').filter({ hasText: 'Published: 2 blogs.' });
      await report.waitFor();
      expect(await report.textContent()).toContain(`1 could not be published: ${undescribed} (${mediaMessages.altTextRequired})`);
      const states = await queryDatabase<{ title: string; status: string }>(suite.server, 'select title, status from blogs where title = any($1) order by title', [names]);
      expect(Object.fromEntries(states.map((row) => [row.title, row.status]))).toEqual({ [first]: 'published', [second]: 'published', [undescribed]: 'draft' });

      // Every row of the page at once, then to the trash together; Undo brings them all back.
      await page.goto(`${suite.server.siteUrl}/admin?section=blogs&q=${encodeURIComponent(`(${width} px)`)}`);
      await expect.poll(() => page.locator('tbody td[data-label="Title"]').count()).toBe(3);
      await page.getByRole('checkbox', { name: 'Select all blogs on this page' }).check();
      await bar.getByText('3 blogs selected').waitFor();
      await bar.getByRole('button', { name: 'Move to trash' }).click();
      const notice = page.getByRole('status').filter({ hasText: '3 blogs moved to the trash.' });
      await notice.waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await expect.poll(() => page.locator('tbody td[data-label="Title"]').count()).toBe(0);
      await notice.getByRole('button', { name: /^Undo/ }).click();
      await page.getByRole('status').filter({ hasText: 'Restored from the trash: 3 blogs.' }).waitFor();
      await expect.poll(() => page.locator('tbody td[data-label="Title"]').count()).toBe(3);

      // The Trash screen restores chosen rows together too.
      for (const name of [first, second]) await callFromPage(page, 'DELETE', 'blogs/blogs_api.php', { id: String((await queryDatabase<{ id: number }>(suite.server, 'select id from blogs where title = $1', [name]))[0]!.id) });
      await page.goto(`${suite.server.siteUrl}/admin/trash`);
      for (const name of [first, second]) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
      await page.getByRole('region', { name: 'Chosen rows' }).getByRole('button', { name: 'Restore', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Restored from the trash: 2 items.' }).waitFor();
      const trashed = await queryDatabase(suite.server, 'select 1 from blogs where title = any($1) and deleted_at is not null', [names]);
      expect(trashed).toHaveLength(0);
    });

    it("counts a blog's 2000 characters as the text a reader sees, not the markup around it (item 17)", async () => {
      const blog = `Text a reader sees, at width ${width}`;
      await openSection(page, 'BLOGS');
      await page.getByRole('button', { name: 'Add New' }).click();
      await page.getByLabel('Title').fill(blog);
      await page.getByRole('textbox', { name: 'Content' }).click();
      const toolbar = page.getByRole('toolbar', { name: 'Content formatting' });
      // On a phone the tools keep to one row (it scrolls sideways) and the page does not.
      const { height } = (await toolbar.boundingBox())!;
      const button = (await toolbar.getByRole('button', { name: 'Bold', exact: true }).boundingBox())!;
      expect(height).toBeLessThan(button.height * 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const bold = () => toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
      // 1,990 characters to read, every other run of them bold: the stored HTML is longer than 2,000.
      for (let run = 0; run < 10; run++) {
        await bold();
        await page.keyboard.insertText('b'.repeat(99));
        await bold();
        await page.keyboard.insertText('p'.repeat(100));
      }
      await page.getByText('1990 / 2000 characters', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
      const [stored] = await queryDatabase<{ markup: number }>(suite.server, 'select length(content) as markup from blogs where title = $1', [blog]);
      expect(stored!.markup).toBeGreaterThan(2000);
    });

    it('checks a publish with no picture first: the picture field is marked and has the focus, and no dialog opens', async () => {
      await openSection(page, 'NEWS/EVENTS');
      await page.getByRole('button', { name: 'Add New' }).click();
      await page.getByLabel('Title').fill(`A news item without a picture (${width} px)`);
      await page.getByLabel('Year').fill('2026');
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('A talk on the harbour, with no picture yet.');

      // The picture is the only field in the way: it is marked, told why, and focused.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const picture = page.getByLabel('Image');
      await expect.poll(() => picture.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => isFocused(picture)).toBe(true);
      expect(await describedBy(picture)).toMatch(/required/i);
      expect(await page.getByLabel('Title').getAttribute('aria-invalid')).toBeNull();
      expect(await page.getByRole('alertdialog').count()).toBe(0);

      // Once a picture is chosen its mark goes, and the next check stops at its alt text instead.
      await picture.setInputFiles(file('harbour.jpg', await jpeg(800, 450, '#20608a')));
      expect(await picture.getAttribute('aria-invalid')).toBeNull();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect.poll(() => isFocused(page.getByLabel('Alt text', { exact: true }))).toBe(true);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
    });
  });

  it('moves a testimonial from page 2 of its display order to page 1 by "Move to…", the focus following it', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    const [{ total } = { total: 0 }] = await queryDatabase<{ total: number }>(suite.server, 'select count(*)::int as total from testimonials where deleted_at is null');
    expect(total).toBeGreaterThan(6);
    await page.goto(`${suite.server.siteUrl}/admin?section=testimonials&sort=order&page=2`);
    const moveButtons = page.locator('[data-move-to]');
    await expect.poll(() => moveButtons.count()).toBeGreaterThan(0);
    const moved = (await moveButtons.first().getAttribute('data-move-to'))!;

    await page.getByRole('button', { name: `Move to… a position: ${moved}, now 7 of ${total}` }).click();
    await page.getByLabel(`Position of ${moved} (1–${total})`).fill('2');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('status').filter({ hasText: `${moved} moved to position 2 of ${total}.` }).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('page') || url.searchParams.get('page') === '1');
    await expect.poll(() => moveButtons.nth(1).getAttribute('data-move-to')).toBe(moved);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.moveTo)).toBe(moved);
    const [row] = await queryDatabase<{ rank: number }>(
      suite.server,
      'select rank from (select name, row_number() over (order by sort_key, id)::int as rank from testimonials where deleted_at is null) ranked where name = $1',
      [moved],
    );
    expect(row?.rank).toBe(2);
    await page.context().close();
  });

  it('publishes chosen venture drafts after one question, and moves chosen ventures to the trash and back together', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    const chosen = await queryDatabase<{ id: number; title: string }>(suite.server, 'select id, title from ventures where deleted_at is null order by id limit 2');
    const ids = chosen.map((venture) => venture.id);
    // Both made drafts as the form's Unpublish makes one.
    const unpublished = await page.evaluate(async (ids) => {
      const replies = ids.map((id) =>
        fetch(`/backend/admin/items/ventures/${id}/status`, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'draft' }) }),
      );
      return (await Promise.all(replies)).map((reply) => reply.status);
    }, ids);
    expect(unpublished).toEqual([200, 200]);
    const stored = () => queryDatabase<{ status: string; trashed: boolean }>(suite.server, 'select status, deleted_at is not null as trashed from ventures where id = any($1) order by id', [ids]);
    const bar = page.getByRole('region', { name: 'Chosen rows' });

    await page.goto(`${suite.server.siteUrl}/admin?section=ventures&status=draft`);
    for (const { title } of chosen) await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
    await bar.getByText('2 ventures selected').waitFor();
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish 2 ventures now: visible on the site at once.');
    await page.getByRole('status').filter({ hasText: 'Published: 2 ventures.' }).waitFor();
    expect(await stored()).toEqual([
      { status: 'published', trashed: false },
      { status: 'published', trashed: false },
    ]);

    // The two first added, on the first page oldest first.
    await page.goto(`${suite.server.siteUrl}/admin?section=ventures&sort=oldest`);
    for (const { title } of chosen) await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
    await bar.getByRole('button', { name: 'Move to trash' }).click();
    const notice = page.getByRole('status').filter({ hasText: '2 ventures moved to the trash.' });
    await notice.waitFor();
    expect((await stored()).map((venture) => venture.trashed)).toEqual([true, true]);
    await notice.getByRole('button', { name: 'Undo (restore 2 ventures)' }).click();
    await page.getByRole('status').filter({ hasText: 'Restored from the trash: 2 ventures.' }).waitFor();
    expect((await stored()).map((venture) => venture.trashed)).toEqual([false, false]);
    await page.context().close();
  });

  it('saves the form being edited by Ctrl+S or Cmd+S, as its saving button does, the focus in it or on the page', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await startNews(page, 'Saved by the keys', 'Written and saved without the mouse.');
    await page.getByLabel('Image').setInputFiles(file('keys.jpg', await jpeg(800, 450, '#204060')));
    await page.getByRole('textbox', { name: 'Content' }).click();
    expect(await page.getByRole('button', { name: 'Save draft', exact: true }).getAttribute('aria-keyshortcuts')).toBe('Control+S Meta+S');

    // The focus in the editor: Ctrl+S saves the draft, as "Save draft" does, and the editor stays.
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    await page.getByRole('heading', { name: 'Edit news' }).waitFor();
    const stored = () => queryDatabase<{ title: string; status: string }>(suite.server, "select title, status from news where title like 'Saved by the keys%'");
    expect(await stored()).toEqual([{ title: 'Saved by the keys', status: 'draft' }]);

    // The focus on the page, out of every field: Cmd+S saves the page's one form.
    await page.getByLabel('Title').fill('Saved by the keys, twice');
    await page.getByRole('heading', { name: 'Edit news' }).click();
    expect(await page.evaluate(() => document.activeElement?.closest('form'))).toBeNull();
    await page.keyboard.press('Meta+s');
    await expect.poll(stored).toEqual([{ title: 'Saved by the keys, twice', status: 'draft' }]);

    // The Site screen's form, by its own Save.
    await page.goto(`${suite.server.siteUrl}/admin/site/footer`);
    const field = page.locator('main form').getByRole('textbox').first();
    await field.fill(`${await field.inputValue()} `);
    await field.press('Control+s');
    await page.getByText('Footer saved.').waitFor();
    await page.context().close();
  });
});

describe('the sticky action bar hides nothing an editor is at', () => {
  const suite = useServerAndBrowser();

  it.each([
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ])('keeps the caret in view above it while typing at the end of a long text at $width px', async ({ width, height }) => {
    const page = await newPage(suite.browser, { width, height });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await startNews(page, `A long diary (${width} px)`, 'The first line.');
    // Paragraph after paragraph, as an editor writes on: each Enter moves the caret further down.
    for (let line = 0; line < 30; line += 1) {
      await page.keyboard.press('Enter');
      await page.keyboard.type(`Line ${line}`);
    }
    const bar = page.locator('.admin-form__actions');
    const uncovered = () =>
      page.evaluate(() => {
        const caret = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
        const bar = document.querySelector('.admin-form__actions')!.getBoundingClientRect();
        return caret.bottom <= bar.top && caret.top >= 0;
      });
    await bar.waitFor();
    await expect.poll(uncovered).toBe(true);
    await page.context().close();
  });

  it('never leaves a field reached by Tab behind it on a phone', async () => {
    // Without motion, each step's scroll is done when it is read (the site scrolls smoothly otherwise).
    const page = await newPage(suite.browser, { width: 375, height: 740, reducedMotion: 'reduce' });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await page.goto(`${suite.server.siteUrl}/admin/site/footer`);
    await page.getByLabel('Legal name (in the copyright line)').waitFor();
    const behindTheBar: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const field = document.activeElement;
        const bar = document.querySelector('.admin-form__actions');
        if (!(field instanceof HTMLElement) || field === document.body || !bar || bar.contains(field)) return null;
        const box = field.getBoundingClientRect();
        const barBox = bar.getBoundingClientRect();
        const overlaps = box.bottom > barBox.top && box.top < barBox.bottom && box.right > barBox.left && box.left < barBox.right;
        return overlaps ? `${field.tagName} ${(field as HTMLInputElement).labels?.[0]?.textContent ?? field.textContent?.slice(0, 30)}` : null;
      });
      if (covered) behindTheBar.push(covered);
    }
    expect(behindTheBar).toEqual([]);
    await page.context().close();
  });
});
