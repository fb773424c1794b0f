// The long Add Venture form tells the editor what is wrong where they are (issue 20): a summary of
// every missing field that links to it, each field marked, a too-large picture's message kept at
// its field; gallery pictures get alt text and a caption that the public page shows; and after an
// inline removal the keyboard stays in the list.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_LIMIT_1MB } from '../../common/constants';
import { successMessages, validationMessages } from '../../common/messages';
import { answerDialog, jpeg, jpegFile as file, noiseJpeg, openSection, pressFormAction } from './helpers/admin';
import { newPage } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { useSignedInPages } from './helpers/signed-in-pages';
import { useServerAndBrowser } from './helpers/suite';

/** SPEC §5's required parts of an empty Add Venture form (no client rows yet), in form order. */
const EMPTY_FORM_MISSING = [
  'Title is required.',
  'About description is required.',
  'Banner image is required.',
  'Logo is required.',
  'Stats image is required.',
  'About image is required.',
  'Stats right section title is required.',
  'Stats left section title is required.',
  'Add at least one gallery image.',
];

describe('the Add Venture form', () => {
  const suite = useServerAndBrowser();
  const signedInPage = useSignedInPages(suite);
  /** Each test's own 1280 px page, on the Ventures list. */
  let page: Page;
  beforeEach(async () => {
    page = await signedInPage({ width: 1280 });
  });

  async function openAddForm() {
    await openSection(page, 'VENTURES');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('heading', { name: 'Add venture' }).waitFor();
  }

  const summary = () => page.getByRole('alert').filter({ hasText: validationMessages.ventureRequired });

  /** For each summary link: where it points, and whether that field is marked invalid and described by the link's text. */
  async function linkedFields(): Promise<{ text: string; invalid: boolean; describedByText: boolean }[]> {
    return summary().evaluate((box) =>
      [...box.querySelectorAll('a')].map((link) => {
        const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
        const control = target.matches('input, textarea') ? target : target.querySelector('input, textarea')!;
        const described = (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
        return {
          text: link.textContent!,
          invalid: control.getAttribute('aria-invalid') === 'true',
          describedByText: described.some((words) => words.includes(link.textContent!)),
        };
      }),
    );
  }

  const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.className);

  const publish = () => page.getByRole('button', { name: 'Publish', exact: true }).click();

  it('lists every missing part of an empty form in a focused summary whose links take the editor to each marked field', async () => {
    await openAddForm();
    await publish();
    await summary().waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('admin-error-summary'))).toBe(true);
    expect(await summary().getByRole('link').allTextContents()).toEqual(EMPTY_FORM_MISSING);
    expect(await linkedFields()).toEqual(EMPTY_FORM_MISSING.map((text) => ({ text, invalid: true, describedByText: true })));
    // No confirmation was asked: nothing can be sent yet.
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // A client entry needs both a name and an image: 11 parts in all.
    await page.getByRole('button', { name: 'Add client' }).click();
    await publish();
    const all = [...EMPTY_FORM_MISSING.slice(0, 8), 'Client 1 name is required.', 'Client 1 image is required.', EMPTY_FORM_MISSING[8]!];
    await expect.poll(() => summary().getByRole('link').allTextContents()).toEqual(all);
    expect(await linkedFields()).toEqual(all.map((text) => ({ text, invalid: true, describedByText: true })));
    expect(await page.evaluate(() => document.activeElement?.classList.contains('admin-error-summary'))).toBe(true);

    await summary().getByRole('link', { name: 'Client 1 image is required.' }).click();
    expect(await focusedLabel()).toBe('Client 1 image');
    await summary().getByRole('link', { name: 'Stats left section title is required.' }).click();
    expect(await focusedLabel()).toBe('Stats left section title *');

    // A screen reader hears each starred field as required, not its star.
    const statsTitle = page.getByRole('textbox', { name: 'Stats left section title', exact: true });
    expect(await statsTitle.getAttribute('aria-required')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).getAttribute('aria-required')).toBe('true');

    // Fixing a field takes its message away, at the field and in the summary.
    await page.getByLabel('Stats left section title *').fill('Cities');
    expect(await page.getByLabel('Stats left section title *').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => summary().getByRole('link').count()).toBe(10);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await answerDialog(page, 'Yes');
  });

  it('saves a draft with its title alone, and names what is still missing when it is published', async () => {
    await openAddForm();
    await page.getByText('Fields marked * are needed to publish; a draft needs only its title.').waitFor();
    // A client row needs its name even in a draft; its picture only to publish.
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => summary().getByRole('link').allTextContents()).toEqual(['Title is required.', 'Client 1 name is required.']);
    await page.getByLabel('Title *', { exact: true }).fill('Harbour in the making');
    await page.getByLabel('Client 1 name').fill('Net makers');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Edit venture' }).waitFor();
    const [stored] = await queryDatabase<{ status: string; logo_url: string | null; pictures: number }>(
      suite.server,
      `select status, logo_url, (select count(*)::int from venture_gallery g where g.venture_id = v.id) as pictures
         from ventures v where title = 'Harbour in the making'`,
    );
    expect(stored).toEqual({ status: 'draft', logo_url: null, pictures: 0 });

    // The draft's Publish lists everything its add would need, the client's picture included, and asks nothing.
    await page.getByText('Fields marked * are needed to publish; a draft needs only its title.').waitFor();
    await publish();
    const missing = [...EMPTY_FORM_MISSING.slice(1, 8), 'Client 1 image is required.', EMPTY_FORM_MISSING[8]!];
    await expect.poll(() => summary().getByRole('link').allTextContents()).toEqual(missing);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('keeps a too-large picture’s message at its field, far down the form, after the 2-second banner has gone', async () => {
    await openAddForm();
    await page.getByRole('button', { name: 'Add client' }).click();
    const input = page.getByLabel('Client 1 image');
    // The editor is down at the field when they pick the file.
    await input.scrollIntoViewIfNeeded();
    const picked = Date.now();
    await input.setInputFiles(file('huge.jpg', await noiseJpeg(IMAGE_LIMIT_1MB + 1)));
    const message = validationMessages.clientImageTooLarge;
    const banner = page.locator('.admin-banner--error').filter({ hasText: message });
    await banner.waitFor();
    // SPEC §9's banner goes after 2 s; the field's message must outlive it (3 s after the pick).
    await banner.waitFor({ state: 'detached', timeout: 5_000 });
    await page.waitForTimeout(Math.max(0, 3_000 - (Date.now() - picked)));

    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ');
    const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(texts.some((text) => text?.includes(message))).toBe(true);
    const field = input.locator('xpath=ancestor::div[contains(@class, "admin-image-field")]');
    const shown = field.getByText(message).first();
    expect(await shown.isVisible()).toBe(true);
    expect(await isInViewport(page, shown)).toBe(true);

    // Another (fitting) file takes the message away.
    await input.setInputFiles(file('client.jpg', await jpeg(300, 150, '#efe9dd')));
    await expect.poll(() => input.getAttribute('aria-invalid')).toBeNull();
    expect(await field.getByText(message).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await answerDialog(page, 'Yes');
  });

  it('saves a gallery picture’s alt text and caption, and the public venture page shows both', async () => {
    await openAddForm();
    await page.getByLabel('Title *', { exact: true }).fill('Captioned Lounge');
    await page.getByLabel('About description *').fill('A lounge whose gallery pictures are described.');
    await page.getByLabel('Banner image').setInputFiles(file('banner.jpg', await jpeg(1900, 600, '#0b1f3a')));
    await page.getByLabel('Logo').setInputFiles(file('logo.jpg', await jpeg(400, 400, '#c8963e')));
    await page.getByLabel('Stats image').setInputFiles(file('stats.jpg', await jpeg(600, 400, '#13305a')));
    await page.getByLabel('About image').setInputFiles(file('about.jpg', await jpeg(1400, 800, '#1d4277')));
    // Issue 24: publishing needs alt text for each picture.
    for (const what of ['banner image', 'logo', 'stats image', 'about image']) {
      await page.getByRole('group', { name: `Description of the ${what}` }).getByLabel('Alt text', { exact: true }).fill(`Captioned Lounge ${what}`);
    }
    await page.getByLabel('Stats right section title *').fill('Seats');
    await page.getByLabel('Stats left section title *').fill('Cities');
    await page.getByLabel('Add gallery images').setInputFiles([file('g1.jpg', await jpeg(1200, 700, '#071428'))]);

    // Alt text is required for a new picture.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => summary().getByRole('link').allTextContents()).toEqual(['Gallery image 1 needs alt text.']);
    await summary().getByRole('link').click();
    expect(await focusedLabel()).toBe('Gallery image 1 alt text *');

    await page.getByLabel('Gallery image 1 alt text *').fill('Guests at the bar on opening night');
    await page.getByLabel('Gallery image 1 caption (optional)').fill('Opening night, March 2025');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish now: visible on the site at once.');
    await page.getByRole('status').filter({ hasText: successMessages.ventureAdded }).waitFor({ timeout: 15_000 });

    const visitor = await newPage(suite.browser, { width: 1280 });
    await visitor.goto(`${suite.server.siteUrl}/singleventure/captioned-lounge`);
    await visitor.getByRole('heading', { level: 1, name: 'Captioned Lounge' }).waitFor();
    const gallery = visitor.getByRole('region', { name: 'Gallery', exact: true });
    await gallery.getByRole('img', { name: 'Guests at the bar on opening night', exact: true }).waitFor({ state: 'attached' });
    const caption = gallery.getByText('Opening night, March 2025', { exact: true });
    await caption.scrollIntoViewIfNeeded();
    expect(await caption.isVisible()).toBe(true);
    await visitor.context().close();
  });

  /** Opens a venture's Edit form from the ventures list, paging through the list to find it. */
  async function openEditForm(title: string, on: Page = page) {
    await on.getByRole('heading', { name: 'Ventures', exact: true }).waitFor({ timeout: 10_000 });
    // The list has loaded (its pager counts its pages) before it is paged through.
    await on.getByRole('button', { name: /^Edit / }).first().waitFor();
    const edit = on.getByRole('button', { name: `Edit ${title}`, exact: true });
    const pager = on.getByRole('navigation', { name: 'Pages' });
    await expect
      .poll(
        async () => {
          if ((await edit.count()) > 0) return true;
          const pages = await pager.getByRole('button', { name: /^Page \d+$/ }).count();
          const current = Number((await pager.locator('[aria-current="page"]').getAttribute('aria-label'))?.replace('Page ', '') ?? '1');
          await pager.getByRole('button', { name: `Page ${(current % pages) + 1}`, exact: true }).click();
          return false;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await edit.click();
    await on.getByRole('heading', { name: 'Edit venture' }).waitFor();
  }

  it('changes a stored picture’s alt text and caption on edit', async () => {
    await openEditForm('Captioned Lounge');
    const alt = page.getByLabel('Gallery image 1 alt text');
    await expect.poll(() => alt.inputValue()).toBe('Guests at the bar on opening night');
    await alt.fill('The long bar, lit for the opening');
    await page.getByLabel('Gallery image 1 caption (optional)').fill('');
    // An update asks nothing and keeps the editor on the venture (issue 48).
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('status').filter({ hasText: successMessages.ventureUpdated }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByLabel('Gallery image 1 alt text').inputValue()).toBe('The long bar, lit for the opening');
    const rows = await queryDatabase<{ alt_text: string; caption: string }>(
      suite.server,
      "select alt_text, caption from venture_gallery where venture_id = (select id from ventures where slug = 'captioned-lounge')",
    );
    expect(rows).toEqual([{ alt_text: 'The long bar, lit for the opening', caption: '' }]);
  });

  it('marks what a scheduled venture needs to go out at its time, and refuses a save that would leave it short', async () => {
    await openEditForm('Captioned Lounge');
    // A live venture needs only its title (SPEC §5).
    await page.getByText('Fields marked * are required.', { exact: true }).waitFor();
    expect(await page.getByLabel('About description', { exact: true }).count()).toBe(1);
    await pressFormAction(page, 'Unpublish');
    await answerDialog(page, 'Yes');
    await page.getByRole('status').filter({ hasText: 'Unpublished: the item is a draft again.' }).waitFor({ timeout: 15_000 });
    await pressFormAction(page, 'Schedule…');
    await page.getByLabel('Publish on, India time (IST)').fill('2031-03-05T10:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish on 5 Mar 2031, 10:30 IST: visible on the site from then.');
    await page.getByText('Scheduled for 5 Mar 2031, 10:30 IST', { exact: true }).waitFor({ timeout: 15_000 });

    // Scheduled: everything its publish needs is marked, since the scheduler checks it again at its time.
    await page.getByText('Fields marked * are needed for it to go out at its scheduled time.').waitFor();
    const about = page.getByLabel('About description *', { exact: true });
    const aboutText = await about.inputValue();
    await about.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => summary().getByRole('link').allTextContents()).toEqual(['About description is required.']);
    const [stored] = await queryDatabase<{ about_desc: string; status: string }>(suite.server, "select about_desc, status from ventures where slug = 'captioned-lounge'");
    expect(stored).toEqual({ about_desc: aboutText, status: 'scheduled' });

    // With its text back it goes out now, as it was before the test.
    await about.fill(aboutText);
    await pressFormAction(page, 'Publish now');
    await answerDialog(page, 'Yes');
    await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor({ timeout: 15_000 });
  });

  /** The test's 1280 px page, for a test whose own `page` is the one at its width. */
  const pageAt1280 = () => page;

  it.each([1280, 375])('at %i px keeps the keyboard in the list after removing a saved subcategory, client or gallery picture', async (width) => {
    // At 375 px, on a venture the 1280 px run left alone.
    const page = width === 1280 ? pageAt1280() : await signedInPage({ width });
    // A seeded venture with at least two subcategories and two gallery pictures, and some clients.
    const [venture] = await queryDatabase<{ title: string; subcategories: string[]; clients: number; pictures: number }>(
      suite.server,
      `select * from (
         select v.id, v.title,
                (select array_agg(s.name order by s.position) from venture_subcategories s where s.venture_id = v.id) as subcategories,
                (select count(*)::int from venture_clients c where c.venture_id = v.id) as clients,
                (select count(*)::int from venture_gallery g where g.venture_id = v.id) as pictures
           from ventures v where v.slug <> 'captioned-lounge') candidate
        where cardinality(subcategories) >= 2 and pictures >= 2 and clients >= 1
        order by id desc limit 1`,
    );
    expect(venture!.subcategories.length).toBeGreaterThanOrEqual(2);
    expect(venture!.pictures).toBeGreaterThanOrEqual(2);
    expect(venture!.clients).toBeGreaterThanOrEqual(1);
    await page.getByRole('heading', { name: 'Ventures', exact: true }).waitFor({ timeout: 10_000 });
    await openEditForm(venture!.title, page);

    /** What has the keyboard focus: a field's label and value, or a button's text. */
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'nothing (body)';
        return element instanceof HTMLInputElement ? `${element.labels?.[0]?.textContent}: ${element.value}` : element.textContent;
      });
    /** Removes a saved row (confirmed) and waits until the list is one row shorter and says so. */
    const remove = async (button: string, rows: RegExp, done: string) => {
      const before = await page.getByRole('button', { name: rows }).count();
      await page.getByRole('button', { name: button, exact: true }).click();
      await answerDialog(page, 'Yes');
      await expect.poll(() => page.getByRole('button', { name: rows }).count()).toBe(before - 1);
      await page.getByRole('status').filter({ hasText: done }).waitFor();
    };

    // The next subcategory takes the first one's place, and its name has the focus.
    await remove('Remove subcategory 1', /^Remove subcategory \d+$/, successMessages.subcategoryDeleted);
    await expect.poll(focused).toBe(`Subcategory 1 name: ${venture!.subcategories[1]}`);
    // The last gallery picture goes: the one before it.
    const last = venture!.pictures;
    const altBefore = await page.getByLabel(`Gallery image ${last - 1} alt text`, { exact: true }).inputValue();
    await remove(`Remove image ${last}`, /^Remove image \d+$/, successMessages.galleryImageDeleted);
    await expect.poll(focused).toBe(`Gallery image ${last - 1} alt text: ${altBefore}`);
    // Every client goes, the first each time: the next one has the focus, and after the last, Add client.
    for (let left = venture!.clients; left > 1; left--) {
      const next = await page.getByLabel('Client 2 name', { exact: true }).inputValue();
      await remove('Remove client 1', /^Remove client \d+$/, successMessages.clientDeleted);
      await expect.poll(focused).toBe(`Client 1 name: ${next}`);
    }
    await remove('Remove client 1', /^Remove client \d+$/, successMessages.clientDeleted);
    await expect.poll(focused).toBe('+ Add client');
  });
});

async function isInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}
