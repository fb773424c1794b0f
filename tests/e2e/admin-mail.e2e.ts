// The Mail settings screen (issue 48, item 6) on a server whose SMTP_URL points at a real SMTP
// server started here, at 1280 and 375 px: the settings shown (never the password), a test e-mail
// sent to the owner's own address or one typed in, with the mail server's own answer, and its
// refusal quoted when it refuses. axe finds nothing on the screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSmtpPeer, type SmtpPeer } from '../contact/smtp-peer';
import { elementsPastTheEdge, logIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { launchBrowser, newPage, saveScreenshot } from './helpers/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startE2eServer, type E2eServer } from './helpers/server';

describe('Mail settings with a mail server', () => {
  let smtp: SmtpPeer;
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await createSmtpPeer();
    await smtp.start();
    const smtpUrl = new URL(smtp.url);
    smtpUrl.username = 'mailer';
    smtpUrl.password = 'e2e-secret-password';
    server = await startE2eServer({ copyOf: inject('seededServerFolder'), env: { SMTP_URL: smtpUrl.toString(), MAIL_FROM: 'SJG Website <web@sjg.example>' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  async function openMail(width: number): Promise<Page> {
    const page = await newPage(browser, { width });
    await logIn(page, server.siteUrl, ADMIN_PASSWORD);
    await page.goto(`${server.siteUrl}/admin/mail`);
    await page.getByRole('region', { name: 'Mail settings' }).waitFor();
    return page;
  }

  it('at 1280 px shows the settings without the password, and sends a test e-mail with the server’s answer', async () => {
    const page = await openMail(1280);
    const screen = page.getByRole('region', { name: 'Mail settings' });
    await screen.getByText(`127.0.0.1, port ${new URL(smtp.url).port}, encrypted when the server offers it (STARTTLS)`).waitFor();
    await screen.getByText('mailer', { exact: true }).waitFor();
    await screen.getByText('Set (never shown)').waitFor();
    expect(await page.content()).not.toContain('e2e-secret-password');
    expect(await page.getByLabel('Send it to').inputValue()).toBe(ADMIN_EMAIL);

    const before = smtp.received.length;
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await page.getByRole('status').filter({ hasText: `The mail server took the test e-mail for ${ADMIN_EMAIL}. It answered: 250 ` }).waitFor();
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([ADMIN_EMAIL]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-mail');

    // Refused: its words are quoted, as an alert.
    smtp.refuse = true;
    try {
      await page.getByLabel('Send it to').fill('desk@example.com');
      await page.getByRole('button', { name: 'Send a test e-mail' }).click();
      await page.getByRole('alert').filter({ hasText: /The mail server did not take the test e-mail: .*Mailbox temporarily unavailable/ }).waitFor();
    } finally {
      smtp.refuse = false;
    }
    await page.context().close();
  });

  it('at 375 px sends to an address typed in, and fits the screen', async () => {
    const page = await openMail(375);
    await page.getByLabel('Send it to').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await page.getByRole('status').filter({ hasText: 'The mail server took the test e-mail for someone@example.com.' }).waitFor();
    expect(smtp.received.at(-1)!.to).toEqual(['someone@example.com']);
    expect(await elementsPastTheEdge(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-mail');
    await page.context().close();
  });
});
