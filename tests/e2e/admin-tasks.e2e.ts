// Every task in the browser (issue 48, items 6 to 9) on a server with no mail server and a
// backup folder of its own, at 1280 and 375 px: the Mail settings screen says nothing is e-mailed
// and what to do; an invitation offers its link to copy instead of saying it was sent; the Backups
// screen makes a backup, lists and downloads it and says why a restore is a command; the Import
// screen runs a dry run and then the import of an old site (a hand-written one on 127.0.0.1); the
// Media screen takes several pictures at once, dropped or chosen, each titled by its file name,
// and Back leaves it after a picture was opened and closed. axe finds nothing on the new screens.
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
import { ADMIN_PASSWORD, startE2eServer, type E2eServer } from './helpers/server';

const viewports = [1280, 375] as const;

describe('every task in the browser: mail, backups, media', () => {
  let server: E2eServer;
  let browser: Browser;
  let backupDir: string;
  let oldSite: FakeSite;
  const pages = new Map<number, Page>();

  beforeAll(async () => {
    oldSite = await startFakeSite();
    const picture = await jpeg(400, 300, '#2a6040');
    oldSite.route('/backend/news/news_api.php', (_req, res) =>
      sendJson(res, { news: [oldNews(7, 'Old site: casino opens in Goa', { image_url: 'uploads/goa.jpg' }), { id: 8, title: 42 }], total_pages: 1 }),
    );
    oldSite.route('/backend/news/uploads/goa.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture));
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

  it('Backups at 1280 px: makes a backup now, lists it, downloads it, and says why a restore is a command', async () => {
    const page = pages.get(1280)!;
    await page.goto(url('/admin/backups'));
    const screen = page.getByRole('region', { name: 'Backups' });
    await screen.getByText(/^No backup has been made yet\. The server makes no backups by itself/).waitFor();
    await screen.getByText('No archive is in the backup folder yet.').waitFor();
    await page.getByRole('button', { name: 'Make a backup now' }).click();
    const written = page.getByRole('status').filter({ hasText: /^Backup written: sjg-/ });
    await written.waitFor({ timeout: 60_000 });
    const file = /Backup written: (\S+)\./.exec((await written.textContent())!)![1]!;
    await written.getByText(backupScreenMessages.written(file)).waitFor();
    const row = page.getByRole('table', { name: 'Backup archives' }).locator('tbody tr').filter({ hasText: file });
    await row.waitFor();
    await screen.getByText(/^Last backup .+, [\d.]+ (kB|MB)\./).waitFor();

    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: `Download ${file}` }).click();
    expect((await download).suggestedFilename()).toBe(file);

    const restore = page.getByRole('region', { name: 'Restoring a backup' });
    await restore.getByText(/it replaces the very database this admin and the public site are running on/).waitFor();
    await restore.getByText('npm run restore -- backups/ARCHIVE').waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-backups');

    // The overview tells an owner what no schedule means, and leads here.
    await page.goto(url('/admin?section=overview'));
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

    await page.getByRole('button', { name: 'Run the import' }).click();
    const finished = page.getByRole('region', { name: 'Import finished' });
    await finished.waitFor({ timeout: 30_000 });
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
