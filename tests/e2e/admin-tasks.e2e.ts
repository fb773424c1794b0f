// Every task in the browser (issue 48, items 6 to 9) on a server with no mail server and a
// backup folder of its own, at 1280 and 375 px: the Mail settings screen says nothing is e-mailed
// and what to do; an invitation offers its link to copy instead of saying it was sent; the Backups
// screen makes a backup, lists and downloads it and says why a restore is a command; the Import
// screen runs a dry run and then the import of an old site (a hand-written one on 127.0.0.1); the
// Media screen takes several pictures at once, dropped or chosen, each titled by its file name,
// and Back leaves it after a picture was opened and closed. axe finds nothing on the new screens.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountMessages } from '../../common/accounts';
import { backupScreenMessages } from '../../common/backups';
import { oldNews, sendJson, startFakeSite, type FakeSite } from '../import/fake-old-site';
import { elementsPastTheEdge, jpeg, jpegFile, logIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { launchBrowser, newPage, saveScreenshot } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_PASSWORD, startE2eServer, type E2eServer } from './helpers/server';

const viewports = [1280, 375] as const;

/** The server's settings, as the README's configuration table names them (`SMTP_URL`, `BACKUP_EVERY`…). */
const configNames = [...readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8').matchAll(/^\|([^|]+)\|/gm)]
  .flatMap((row) => [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((name) => name[1]!));

/**
 * In the page: each block (the nearest ancestor not laid out inline) whose text names one of
 * `names`, with its text and how many words it has besides the names.
 */
function blocksNaming(names: string[]): { text: string; words: number }[] {
  const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  const blocks = new Set<HTMLElement>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!new RegExp(pattern.source).test(node.textContent ?? '')) continue;
    let block = node.parentElement!;
    while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    blocks.add(block);
  }
  return [...blocks].map((block) => ({ text: block.innerText, words: (block.innerText.replace(pattern, ' ').match(/[A-Za-z]{2,}/g) ?? []).length }));
}

describe('every task in the browser: mail, backups, media', () => {
  let server: E2eServer;
  let browser: Browser;
  let backupDir: string;
  let oldSite: FakeSite;
  const pages = new Map<number, Page>();
  let picture: Buffer;
  const oldPicturePath = '/backend/news/uploads/goa.jpg';
  /** The old site's news list: one story with `content` and a picture, and one of the wrong shape. */
  const answerOldNews = (content: string) =>
    oldSite.route('/backend/news/news_api.php', (_req, res) =>
      sendJson(res, { news: [oldNews(7, 'Old site: casino opens in Goa', { image_url: 'uploads/goa.jpg', content }), { id: 8, title: 42 }], total_pages: 1 }),
    );

  beforeAll(async () => {
    oldSite = await startFakeSite();
    picture = await jpeg(400, 300, '#2a6040');
    answerOldNews('<p>Old site: casino opens in Goa</p>');
    oldSite.route(oldPicturePath, (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture));
    backupDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-e2e-backups-'));
    server = await startE2eServer({ copyOf: inject('seededServerFolder'), env: { BACKUP_DIR: backupDir } });
    browser = await launchBrowser();
    for (const width of viewports) {
      const page = await newPage(browser, { width });
      await logIn(page, server.siteUrl, ADMIN_PASSWORD);
      pages.set(width, page);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await oldSite?.close();
    await rm(backupDir, { recursive: true, force: true });
  });

  const url = (address: string) => `${server.siteUrl}${address}`;

  async function expectFits(page: Page) {
    if (page.viewportSize()!.width <= 400) expect(await elementsPastTheEdge(page)).toEqual([]);
  }

  for (const width of viewports) {
    it(`Mail settings at ${width} px: no mail server is set, so it says nothing is e-mailed and what to do`, async () => {
      const page = pages.get(width)!;
      await page.goto(url('/admin/mail'));
      const screen = page.getByRole('region', { name: 'Mail settings' });
      await screen.getByText('No mail server is set, so nothing is e-mailed.').waitFor();
      await screen.getByText(/whoever runs the server sets SMTP_URL to the mail server’s address/).waitFor();
      await screen.getByText('None set').waitFor();
      await screen.getByText('contact@sjg.example').waitFor();
      expect(await page.getByRole('button', { name: 'Send a test e-mail' }).count()).toBe(0);
      expect(await page.title()).toBe('Mail settings · SJG Group admin');
      await expectFits(page);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-mail-unset');
    });
  }

  for (const width of viewports) {
    it(`an invitation at ${width} px offers its link to copy, not "sent"`, async () => {
      const page = pages.get(width)!;
      const email = `copy.link.${width}@example.com`;
      await page.goto(url('/admin/users'));
      const form = page.getByRole('form', { name: 'Invite a user' });
      await form.getByLabel('Name').fill(`Invitee ${width}`);
      await form.getByLabel('E-mail').fill(email);
      await form.getByRole('radio', { name: 'Editor' }).check();
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(accountMessages.invitedWithoutMail(email)).waitFor();
      expect(await page.getByText(accountMessages.invited(email)).count()).toBe(0);
      const link = page.getByLabel(`Invitation link for ${email}`);
      expect(await link.inputValue()).toMatch(/\/sjg\/set-password#token=[\w-]+$/);
      await page.getByRole('button', { name: 'Copy link', exact: true }).click();
      // Copied, or (no clipboard in this browser) selected for Ctrl+C: either way the owner is told.
      await page.getByText(/^(Link copied\.|Copy the selected link with Ctrl\+C)/).waitFor();
      await expectFits(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Done' }).click();
      await link.waitFor({ state: 'detached' });
    });
  }

  for (const width of viewports) {
    it(`names a setting of the server's environment only inside a sentence that explains it, at ${width} px`, async () => {
      const page = pages.get(width)!;
      // Each screen waited for until a sentence naming a setting is there (none is set on this server).
      for (const [address, shown] of [
        ['/admin/mail', /whoever runs the server sets SMTP_URL/],
        ['/admin/backups', /ask whoever runs the server to set BACKUP_EVERY/],
        ['/admin?section=overview', /ask whoever runs the server to set BACKUP_EVERY/],
      ] as const) {
        await page.goto(url(address));
        await page.getByText(shown).first().waitFor();
        const found = await page.evaluate(blocksNaming, configNames);
        expect(found.length, address).toBeGreaterThan(0);
        // Each block that names one says, in words of its own, what it is or who sets it.
        expect(found.filter((block) => block.words < 5).map((block) => block.text), `${address} at ${width} px`).toEqual([]);
      }
    });
  }

  it('Backups at 1280 px: makes a backup now, lists it, downloads it, and says why a restore is a command', async () => {
    const page = pages.get(1280)!;
    await page.goto(url('/admin/backups'));
    const screen = page.getByRole('region', { name: 'Backups' });
    await screen.getByText(/^No backup has been made yet\. The server makes no backups by itself.* Make one now with “Make a backup now”, and ask /).waitFor();
    await screen.getByText('No archive is in the backup folder yet.').waitFor();
    await page.getByRole('button', { name: 'Make a backup now' }).click();
    const written = page.getByRole('status').filter({ hasText: /^Backup written: sjg-/ });
    await written.waitFor({ timeout: 60_000 });
    const file = /Backup written: (\S+)\./.exec((await written.textContent())!)![1]!;
    await written.getByText(backupScreenMessages.written(file)).waitFor();
    const row = page.getByRole('table', { name: 'Backup archives' }).locator('tbody tr').filter({ hasText: file });
    await row.waitFor();
    await screen.getByText(/^Last backup .+, [\d.]+ (kB|MB)\./).waitFor();

    // The database holding no record of it (restored from an older backup): the screen says what the folder holds.
    await queryDatabase(server, 'delete from backup_runs');
    await page.reload();
    await screen.getByText(/^No backup is recorded in this site’s database; the newest archive in the folder was written \d+ \w+ \d{4}, \d{2}:\d{2} IST\./).waitFor();

    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: `Download ${file}` }).click();
    expect((await download).suggestedFilename()).toBe(file);

    const restore = page.getByRole('region', { name: 'Restoring a backup' });
    await restore.getByText(/it replaces the very database this admin and the public site are running on/).waitFor();
    await restore.getByText('npm run restore -- backups/ARCHIVE').waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-backups');

    // The overview tells an owner what no schedule means, and leads here; it too names the archive no run records.
    await page.goto(url('/admin?section=overview'));
    await page.getByLabel('Backups').getByText(/^No backup is recorded in this site’s database; the newest archive in the folder was written \d+ \w+ \d{4}, \d{2}:\d{2} IST\. The server makes no backups by itself/).waitFor();
    await page.getByRole('link', { name: 'Backups: make one now, download, restore' }).click();
    await page.waitForURL(/\/sjg\/admin\/backups$/);
  });

  it('Backups at 375 px: the archive made, readable without sideways scrolling', async () => {
    const page = pages.get(375)!;
    await page.goto(url('/admin/backups'));
    await page.getByRole('table', { name: 'Backup archives' }).getByRole('link', { name: /^Download sjg-/ }).first().waitFor();
    await expectFits(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-backups');
  });

  it('Import at 1280 px: a dry run says what would be added, then the import adds it, with its report', async () => {
    const page = pages.get(1280)!;
    await page.goto(url('/admin/import'));
    // A field like the admin's others: as tall as a finger needs, its corners rounded alike.
    const field = await page.getByLabel('The old site’s address').evaluate((input) => ({ height: input.getBoundingClientRect().height, corner: getComputedStyle(input).borderTopLeftRadius }));
    expect(field.height).toBeGreaterThanOrEqual(44);
    expect(field.corner).toBe('6px');
    await page.getByLabel('The old site’s address').fill(oldSite.origin);
    await page.getByRole('button', { name: 'Dry run' }).click();
    const report = page.getByRole('region', { name: 'Dry run: nothing was written' });
    await report.waitFor();
    await report.getByText('Would be added: 1').waitFor();
    await report.getByText('Old site: casino opens in Goa').waitFor();
    await report.getByText('Would be left out: 1').waitFor();
    await report.getByText(/page 1, item 2: the old site's reply has the wrong shape/).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-import-dry-run');

    // The old site holds the story's picture back, so the run is seen under way: its progress.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    oldSite.route(oldPicturePath, (_req, res) => void held.then(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture)));
    try {
      await page.getByRole('button', { name: 'Run the import' }).click();
      const progress = page.getByRole('progressbar', { name: /^Import: \d+ of 2 items$/ });
      await progress.waitFor();
      expect(await progress.getAttribute('max')).toBe('2');
      expect(Number(await progress.getAttribute('value'))).toBeLessThan(2);
      await saveScreenshot(page, 'admin-import-progress');
    } finally {
      release();
    }
    const finished = page.getByRole('region', { name: 'Import finished' });
    await finished.waitFor({ timeout: 30_000 });
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    await finished.getByText('Added: 1').waitFor();
    await finished.getByText(/^Left out: 1$/).waitFor();
    await expectNoAxeViolations(page);
  });

  it('Import at 375 px: a second dry run finds the imported item unchanged, and the screen fits', async () => {
    const page = pages.get(375)!;
    await page.goto(url('/admin/import'));
    await page.getByLabel('The old site’s address').fill(`${oldSite.origin}/backend`);
    await page.getByRole('button', { name: 'Dry run' }).click();
    const report = page.getByRole('region', { name: 'Dry run: nothing was written' });
    await report.getByText('Unchanged: 1').waitFor();
    await expectFits(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-import-dry-run');

    // The story changed on the old site: a dry run says it would be updated, the import updates it.
    answerOldNews('<p>Old site: casino opens in Goa, with a new hotel.</p>');
    await page.getByRole('button', { name: 'Dry run' }).click();
    await report.getByText('Would be updated: 1').waitFor();
    await report.getByText('Old site: casino opens in Goa').waitFor();
    await page.getByRole('button', { name: 'Run the import' }).click();
    const finished = page.getByRole('region', { name: 'Import finished' });
    await finished.waitFor({ timeout: 30_000 });
    await finished.getByText('Updated: 1').waitFor();
    await finished.getByText('Added: 0').waitFor();
    expect(await finished.getByRole('listitem').filter({ hasText: 'Old site: casino opens in Goa' }).count()).toBe(1);
    await expectFits(page);
    const [stored] = await queryDatabase<{ content: string }>(server, 'select content from news where title = $1', ['Old site: casino opens in Goa']);
    expect(stored?.content).toContain('with a new hotel');
  });

  it('Media at 1280 px: two pictures dropped at once are uploaded, each titled by its file name', async () => {
    const page = pages.get(1280)!;
    await page.goto(url('/admin/media'));
    await page.getByRole('list', { name: 'Pictures' }).waitFor();
    const files = [
      { name: 'harbour-at-dusk.jpg', base64: (await jpeg(640, 480, '#204060')).toString('base64') },
      { name: 'market_street_2.jpg', base64: (await jpeg(640, 480, '#806020')).toString('base64') },
    ];
    const dropped = await page.evaluateHandle((chosen) => {
      const transfer = new DataTransfer();
      for (const file of chosen) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: 'image/jpeg' }));
      }
      return transfer;
    }, files);
    const zone = page.locator('.media-upload__drop');
    await zone.dispatchEvent('dragover', { dataTransfer: dropped });
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    const chosen = page.getByRole('list', { name: 'Chosen pictures' });
    await chosen.getByText('Harbour at dusk').waitFor();
    await chosen.getByText('Market street 2').waitFor();
    await page.getByRole('button', { name: 'Upload 2 pictures to library' }).click();
    await page.getByRole('status').filter({ hasText: '2 pictures uploaded.' }).waitFor();
    const grid = page.getByRole('list', { name: 'Pictures' });
    await grid.getByRole('button', { name: /^Details of Harbour at dusk No alt text / }).waitFor();
    await grid.getByRole('button', { name: /^Details of Market street 2 No alt text / }).waitFor();
    await expectNoAxeViolations(page);
  });

  for (const width of viewports) {
    it(`Media at ${width} px: Back leaves the screen after pictures were opened and closed`, async () => {
      const page = pages.get(width)!;
      await page.goto(url('/admin'));
      await page.goto(url('/admin/media'));
      const grid = page.getByRole('list', { name: 'Pictures' });
      const details = page.getByRole('dialog', { name: 'Picture details' });
      for (const index of [0, 1, 0]) {
        await grid.getByRole('button').nth(index).click();
        await details.waitFor();
        await page.waitForURL(/[?&]picture=\d+/);
        await details.getByRole('button', { name: 'Close' }).click();
        await details.waitFor({ state: 'detached' });
        await page.waitForURL(/\/sjg\/admin\/media$/);
      }
      await page.goBack();
      await page.waitForURL(/\/sjg\/admin$/);
    });
  }

  it('Media at 375 px: several pictures chosen at once in the file input are uploaded with their titles', async () => {
    const page = pages.get(375)!;
    await page.goto(url('/admin/media'));
    await page
      .getByLabel('Pictures to upload')
      .setInputFiles([jpegFile('temple-steps.jpg', await jpeg(500, 400, '#603040')), jpegFile('river_bank.jpg', await jpeg(500, 400, '#306040'))]);
    await page.getByRole('button', { name: 'Upload 2 pictures to library' }).click();
    await page.getByRole('status').filter({ hasText: '2 pictures uploaded.' }).waitFor();
    const grid = page.getByRole('list', { name: 'Pictures' });
    await grid.getByRole('button', { name: /^Details of Temple steps No alt text / }).waitFor();
    await grid.getByRole('button', { name: /^Details of River bank No alt text / }).waitFor();
    await expectFits(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-media-several');
  });
});
