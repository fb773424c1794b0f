// The admin keeps its place (issue 20, item 12): the section, page, search, sort and open form are
// in the URL, so a reload keeps them and Back/Forward move within the admin; lists are newest
// first; search and sortable column headers narrow and order them.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { backendPaths } from '../../common/backend-urls';
import { jpeg, logIn, openSection, pressFormAction } from './helpers/admin';
import { newPage } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('admin lists keep their place', () => {
  const suite = useServerAndBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
  });

  /** The overview's tests run at 375 px too, in a phone-sized browser signed in when first asked for. */
  let phone: Page | undefined;
  async function pageAt(width: number): Promise<Page> {
    if (width === 1280) return page;
    if (!phone) {
      phone = await newPage(suite.browser, { width });
      await logIn(phone, suite.server.siteUrl, ADMIN_PASSWORD);
    }
    return phone;
  }

  const titles = () => page.locator('tbody td[data-label="Title"]').allTextContents();
  const currentPage = () => page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]').textContent();
  const path = () => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };

  /** Adds a news item through the admin's own call (multipart, with the session's cookie). */
  async function addNews(title: string): Promise<void> {
    const image = (await jpeg(320, 180, '#1d4277')).toString('base64');
    const status = await page.evaluate(
      async ({ url, title, image }) => {
        const form = new FormData();
        form.set('type', 'insert');
        form.set('title', title);
        form.set('year', '2026');
        form.set('content', `<p>${title}</p>`);
        const bytes = Uint8Array.from(atob(image), (character) => character.charCodeAt(0));
        form.set('image', new Blob([bytes], { type: 'image/jpeg' }), 'news.jpg');
        return (await fetch(url, { method: 'POST', body: form })).status;
      },
      { url: `/backend/${backendPaths.news}`, title, image },
    );
    expect(status).toBe(200);
  }

  it('lists a news item just added first', async () => {
    await addNews('Zz fresh headline from the lists test');
    await openSection(page, 'NEWS/EVENTS');
    await page.getByRole('heading', { name: 'News / Events' }).waitFor();
    await expect.poll(async () => (await titles())[0]).toBe('Zz fresh headline from the lists test');
  });

  it('keeps a row as short as its title at 1280 px: Edit and Actions on one line, the day it was added on one', async () => {
    const [item] = await queryDatabase<{ title: string; created_at: Date }>(suite.server, "select title, created_at from news where title like 'Zz fresh%'");
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: item!.title, exact: true }) });
    // The list may still be drawing the item the test before added: measured once it is there.
    await row.getByRole('button', { name: `Actions for ${item!.title}`, exact: true }).waitFor();
    // Both read in one frame: read in turn, they could catch the list moving between the two reads.
    const [edit, actions] = await row.evaluate(
      (tr, names) =>
        names.map((name) => {
          const box = tr.querySelector(`button[aria-label="${CSS.escape(name)}"]`)!.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width };
        }),
      [`Edit ${item!.title}`, `Actions for ${item!.title}`],
    );
    expect(actions!.y).toBe(edit!.y);
    expect(actions!.x).toBeGreaterThan(edit!.x + edit!.width);
    // The day in India time, as the admin writes every date ('28 Nov 2026'), with the instant.
    const added = row.locator('td[data-label="Added"] time');
    expect(await added.getAttribute('datetime')).toBe(item!.created_at.toISOString());
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(item!.created_at).replace('Sept', 'Sep');
    expect(await added.textContent()).toBe(day);
    const addedBox = await added.boundingBox();
    const lineHeight = await added.evaluate((time) => parseFloat(getComputedStyle(time).lineHeight));
    expect(addedBox!.height).toBeLessThan(lineHeight * 1.5);
  });

  it("puts a row's picture beside its title on a 375 px phone, the actions on a line of their own", async () => {
    const phone = await pageAt(375);
    await openSection(phone, 'NEWS/EVENTS');
    await phone.getByRole('heading', { name: 'News / Events' }).waitFor();
    const [item] = await queryDatabase<{ title: string }>(suite.server, "select title from news where title like 'Zz fresh%'");
    const row = phone.getByRole('row').filter({ has: phone.getByRole('cell', { name: item!.title, exact: true }) });
    // Read in one frame and polled, as the list may still be settling (its pictures, the font).
    const placed = () =>
      row.evaluate((tr, editName) => {
        const box = (selector: string) => tr.querySelector(selector)!.getBoundingClientRect();
        const [picture, title, edit] = [box('td[data-label="Image"] img'), box('td[data-label="Title"]'), box(`button[aria-label="${CSS.escape(editName)}"]`)];
        return { titleRightOfPicture: title.left >= picture.right, titleBesidePicture: title.top < picture.bottom, editOnItsOwnLine: edit.top >= Math.max(picture.bottom, title.bottom) };
      }, `Edit ${item!.title}`);
    await expect.poll(placed).toEqual({ titleRightOfPicture: true, titleBesidePicture: true, editOnItsOwnLine: true });
  });

  it("starts a row's details on a line below its title on a 412 px phone however short they are, the public grid named", async () => {
    const phone = await pageAt(375);
    const size = phone.viewportSize()!;
    await phone.setViewportSize({ ...size, width: 412 });
    onTestFinished(() => phone.setViewportSize(size));
    await openSection(phone, 'VENTURES');
    await phone.getByRole('heading', { name: 'Ventures' }).waitFor();
    const rows = phone.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    // Every row read in one frame and polled, as the list may still be settling (its pictures, the font).
    const misplaced = () =>
      rows.evaluateAll((trs) =>
        trs.flatMap((tr) => {
          const box = (label: string) => tr.querySelector(`td[data-label="${label}"]`)!.getBoundingClientRect();
          const [picture, title, grid, state] = [box('Image'), box('Title'), box('Public grid'), box('State')];
          // Side by side with each other, under the title and its picture.
          const placed = grid.top >= Math.max(picture.bottom, title.bottom) && state.top === grid.top;
          return placed ? [] : [tr.querySelector('td[data-label="Title"]')!.textContent];
        }),
      );
    await expect.poll(misplaced).toEqual([]);
    // The case that moved: a short "Shown" once fitted beside a short title.
    const shown = await phone.locator('td[data-label="Public grid"]').filter({ hasText: /^Shown$/ }).count();
    expect(shown).toBeGreaterThan(0);
    const labels = await phone.locator('td[data-label="Public grid"]').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(new Set(labels)).toEqual(new Set(['"Public grid: "']));
  });

  it('keeps the section and page through a reload, and Back/Forward move between them', async () => {
    await page.waitForURL(/\/sjg\/admin\?section=news$/);
    const firstPage = await titles();
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/\/sjg\/admin\?section=news&page=2$/);
    await expect.poll(currentPage).toBe('2');
    await expect.poll(async () => (await titles()).length).toBeGreaterThan(0);
    const secondPage = await titles();
    expect(secondPage).not.toEqual(firstPage);

    await page.reload();
    await page.getByRole('heading', { name: 'News / Events' }).waitFor();
    await expect.poll(currentPage).toBe('2');
    await expect.poll(titles).toEqual(secondPage);

    await page.goBack();
    await page.waitForURL(/\/sjg\/admin\?section=news$/);
    await expect.poll(titles).toEqual(firstPage);
    await page.goBack();
    // The section before News: Ventures, where the tests start after signing in; still inside the admin.
    await page.waitForURL(/\/sjg\/admin\?section=ventures$/);
    await page.getByRole('heading', { name: 'Ventures' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'News / Events' }).waitFor();
    expect(path()).toBe('/sjg/admin?section=news');
  });

  it('keeps an open Edit form in the URL through a reload', async () => {
    const [item] = await queryDatabase<{ id: number; title: string }>(suite.server, "select id, title from news where title like 'Zz fresh%'");
    await page.getByRole('button', { name: `Edit ${item!.title}`, exact: true }).click();
    await page.waitForURL(new RegExp(`\\?section=news&edit=${item!.id}$`));
    await page.reload();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(item!.title);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/sjg\/admin\?section=news$/);
    await page.getByRole('heading', { name: 'News / Events' }).waitFor();
  });

  it('searches by title, with the search in the URL', async () => {
    await page.getByRole('searchbox', { name: 'Search news / events' }).fill('uttar');
    await page.waitForURL(/\?section=news&q=uttar$/);
    const found = await queryDatabase<{ title: string }>(suite.server, "select title from news where title ilike '%uttar%' order by created_at desc, id desc");
    expect(found).toHaveLength(2);
    await expect.poll(titles).toEqual(found.map((row) => row.title));
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search news / events' }).inputValue()).toBe('uttar');
    await expect.poll(async () => (await titles()).length).toBe(2);
    await page.getByRole('searchbox', { name: 'Search news / events' }).fill('no such headline anywhere');
    await page.getByText('No news / events match “no such headline anywhere”.').waitFor();
    await page.getByRole('searchbox', { name: 'Search news / events' }).fill('');
    await page.waitForURL(/\/sjg\/admin\?section=news$/);
    await expect.poll(async () => (await titles()).length).toBe(10);
  });

  it('sorts by the Title column both ways, saying so with aria-sort', async () => {
    const header = page.getByRole('columnheader', { name: /^Title/ });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    expect(await page.getByRole('columnheader', { name: /^Added/ }).getAttribute('aria-sort')).toBe('descending');
    await header.getByRole('button').click();
    await page.waitForURL(/\?section=news&sort=title$/);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const expected = (await queryDatabase<{ title: string }>(suite.server, 'select title from news order by lower(title), title, id limit 10')).map((row) => row.title);
    await expect.poll(titles).toEqual(expected);
    await header.getByRole('button').click();
    await page.waitForURL(/\?section=news&sort=-title$/);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await titles())[0]).toBe('Zz fresh headline from the lists test');
  });

  it("opens a row's public page in a new tab from View on site", async () => {
    const [item] = await queryDatabase<{ slug: string; title: string }>(suite.server, "select slug, title from news where title like 'Zz fresh%'");
    // It sits in the row's Actions menu, beside Delete, so a row keeps its actions on one line.
    await page.getByRole('button', { name: `Actions for ${item!.title}`, exact: true }).click();
    const link = page.getByRole('menu', { name: `Actions for ${item!.title}` }).getByRole('menuitem', { name: `View on site: ${item!.title} (opens in a new tab)` });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await opened.waitForURL(new RegExp(`/sjg/single-news/${item!.slug}$`));
    await opened.getByRole('heading', { level: 1, name: item!.title }).waitFor();
    await opened.close();
    // The menu closed, its button keeps the focus for whoever comes back from the new tab.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Actions for ${item!.title}`);
    // The admin stays where it was.
    expect(path()).toBe('/sjg/admin?section=news&sort=-title');
    // Investors and testimonials have no page of their own: no link.
    await openSection(page, 'INVESTORS');
    await page.getByRole('heading', { name: 'Investors' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Actions for / }).first().click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(['Delete']);
  });

  it.each([1280, 375])('shows an overview at %i px: counts, the latest messages with their delivery state, the latest changes, and Add shortcuts', async (width) => {
    const page = await pageAt(width);
    const sent = await page.evaluate(async (width) => {
      const body = { name: `Overview visitor at ${width} px`, mobile: '9822012345', notes: 'Please call about Goa.' };
      return (await fetch('/backend/contact-us/email.php', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status;
    }, width);
    expect(sent).toBe(200);
    await openSection(page, 'OVERVIEW');
    await page.waitForURL(/\?section=overview$/);
    const [counts] = await queryDatabase<{ news: number; ventures: number }>(suite.server, 'select (select count(*) from news)::int as news, (select count(*) from ventures)::int as ventures');
    const figures = page.getByRole('list', { name: 'How many there are' });
    await figures.getByRole('link', { name: `${counts!.news} News / Events` }).waitFor();
    await figures.getByRole('link', { name: `${counts!.ventures} Ventures` }).waitFor();
    // Every count's label on one line, its Add shortcut below it at the same left edge.
    const cards = await figures.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const [label, second] = [...item.children].map((child) => child.getBoundingClientRect());
        const lineHeight = parseFloat(getComputedStyle(item.children[0]!.querySelector('strong')!).lineHeight);
        return { text: item.textContent, oneLine: label!.height <= lineHeight * 1.2, below: second!.top >= label!.bottom, left: second!.left === label!.left };
      }),
    );
    for (const card of cards) expect(card, card.text!).toEqual({ text: card.text, oneLine: true, below: true, left: true });
    const message = page.getByRole('list', { name: 'Latest messages' }).getByRole('listitem').first();
    // This server has no mail server (SMTP_URL): the message is stored, and no badge says e-mailed.
    expect(await message.textContent()).toMatch(new RegExp(`^Overview visitor at ${width} px .*Stored, not e-mailed$`));
    expect(await message.getByText('Stored, not e-mailed').isVisible()).toBe(true);
    const change = page.getByRole('list', { name: 'Latest changes' }).getByRole('listitem').first();
    expect(await change.textContent()).toMatch(/^News \/ Events Zz fresh headline from the lists test added /);
    await figures.getByRole('link', { name: 'Add news' }).click();
    await page.waitForURL(/\?section=news&edit=new$/);
    await page.getByRole('heading', { name: 'Add news' }).waitFor();
    await pressFormAction(page, 'Cancel');
    await page.getByRole('heading', { name: 'News / Events' }).waitFor();
  });

  /** Whether the alert's time is set in its sentence: its left edge a space after the words before it, on their line. */
  const timeFollowsWords = (alert: Locator) =>
    alert.evaluate((element) => {
      const time = element.querySelector('time')!;
      const words = document.createRange();
      words.selectNodeContents(time.previousSibling!);
      const before = [...words.getClientRects()].at(-1)!;
      const at = time.getClientRects()[0]!;
      return Math.abs(at.top - before.top) < 2 && at.left - before.right > -1 && at.left - before.right < 8;
    });

  it.each([1280, 375])('tells on the overview at %i px when the last backup was made, and a failed one as an alert', async (width) => {
    const page = await pageAt(width);
    await openSection(page, 'OVERVIEW');
    await page.waitForURL(/\?section=overview$/);
    const backups = page.getByLabel('Backups');
    // This server has no BACKUP_EVERY and has made no backup: the owner reads what that means and what to do.
    await backups.getByText(/^No backup has been made yet\. The server makes no backups by itself, .*Make one now on the Backups screen, and ask whoever runs the server to set BACKUP_EVERY \(for example 24h, for one a day\)\.$/).waitFor();
    expect(await backups.getByRole('alert').count()).toBe(0);

    // Runs as the backup runner records them (server/src/backup/backup-runs.service.ts).
    await queryDatabase(
      suite.server,
      `insert into backup_runs (trigger, started_at, finished_at, status, file, size_bytes)
       values ('manual', '2026-11-20T04:00:00Z', '2026-11-20T04:01:00Z', 'succeeded', 'sjg-backup-e2e.tar.gz', 3355443)`,
    );
    await page.reload();
    await backups.getByText(/^Last backup .+, 3\.2 MB \(sjg-backup-e2e\.tar\.gz\)\. The server makes no backups by itself/).waitFor();
    expect(await backups.locator('time').getAttribute('datetime')).toBe('2026-11-20T04:01:00.000Z');
    expect(await backups.getByRole('alert').count()).toBe(0);

    await queryDatabase(
      suite.server,
      `insert into backup_runs (trigger, started_at, finished_at, status, error)
       values ('scheduled', '2026-11-21T04:00:00Z', '2026-11-21T04:00:30Z', 'failed', 'No space left on device')`,
    );
    await page.reload();
    const alert = backups.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^The last backup failed .+: No space left on device$/);
    expect(await alert.locator('time').getAttribute('datetime')).toBe('2026-11-21T04:00:30.000Z');
    // The last good one is still named beside the failure.
    await backups.getByText(/^Last backup .+, 3\.2 MB \(sjg-backup-e2e\.tar\.gz\)\./).waitFor();
    expect(await timeFollowsWords(alert)).toBe(true);
    // The Backups screen says it in the same words, as one sentence too.
    await page.goto(`${suite.server.siteUrl}/admin/backups`);
    const screenAlert = page.getByRole('main').getByRole('alert');
    await screenAlert.waitFor();
    expect(await screenAlert.textContent()).toMatch(/^The last backup failed .+: No space left on device$/);
    expect(await timeFollowsWords(screenAlert)).toBe(true);
    await queryDatabase(suite.server, `delete from backup_runs where file = 'sjg-backup-e2e.tar.gz' or error = 'No space left on device'`);
  });

  it('lists a venture just added first, still telling which ventures the public grid shows', async () => {
    await openSection(page, 'VENTURES');
    await page.getByRole('heading', { name: 'Ventures' }).waitFor();
    const [newest] = await queryDatabase<{ title: string }>(suite.server, 'select title from ventures order by created_at desc, id desc limit 1');
    const [last] = await queryDatabase<{ title: string }>(suite.server, 'select title from ventures order by position desc, id desc limit 1');
    expect(newest!.title).toBe(last!.title);
    await expect.poll(async () => (await titles())[0]).toBe(newest!.title);
    // The newest of 20 seeded ventures is 20th in display order: not on the 17-logo grid.
    const row = page.locator('tbody tr').first();
    expect(await row.locator('td[data-label="Public grid"]').textContent()).toBe('Not shown');
    const [venture] = await queryDatabase<{ slug: string }>(suite.server, 'select slug from ventures where title = $1', [newest!.title]);
    await row.getByRole('button', { name: `Actions for ${newest!.title}`, exact: true }).click();
    expect(await row.getByRole('menuitem', { name: /^View on site/ }).getAttribute('href')).toBe(`/sjg/singleventure/${venture!.slug}`);
  });
});
