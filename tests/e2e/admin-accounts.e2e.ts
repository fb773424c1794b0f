// Accounts, roles and two-factor sign-in (issue 23) in a real browser against the real server: an
// owner invites an editor on the Users screen, the editor sets a password from the e-mailed link and
// signs in to an admin without the Users entry; the editor turns on two-factor sign-in on the
// Account screen and signs in again with a code from the same algorithm (otplib), then with a
// recovery code, which works once; a viewer's news list has no write controls, and a draft's row
// has its form (read-only), preview and history for the viewer to read. Screenshots of the
// Users screen, the Account screen and the code step at 375 and 1280 px.
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, TWO_FACTOR_PERIOD_SECONDS } from '../../common/accounts';
import { elementsPastTheEdge, logIn, openSection } from './helpers/admin';
import { newPage, saveScreenshot, viewportAt } from './helpers/browser';
import { accountLinkIn, waitForMailTo } from './helpers/outbox';
import { expectNoAxeViolations } from './helpers/axe';
import { queryDatabase } from './helpers/database';
import { callFromPage } from './helpers/page-api';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

const editor = { name: 'Priya Raman', email: 'priya.raman@example.com', password: 'Lantern-River-Quiet-84!' };
const viewer = { name: 'Vikram Shah', email: 'vikram.shah@example.com', password: 'Copper-Meadow-Sail-37!' };

describe('accounts, roles and two-factor sign-in', () => {
  const suite = useServerAndBrowser();
  let owner: Page;
  /** The editor's authenticator secret and recovery codes, once enrolled. */
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    owner = await newPage(suite.browser);
    await logIn(owner, suite.server.siteUrl, ADMIN_PASSWORD);
  });

  /** Saves the screen at 1280 and at 375 px, where nothing may stick out sideways. */
  async function screenshotsAt375And1280(page: Page, name: string) {
    await saveScreenshot(page, name);
    await page.setViewportSize(viewportAt(375));
    // Polled: the frame swaps its sidebar for the phone menu on the resize event, a render later.
    await expect.poll(() => elementsPastTheEdge(page), { message: `${name} overflows sideways` }).toEqual([]);
    await saveScreenshot(page, name);
    await page.setViewportSize(viewportAt(1280));
  }

  /** The password step of the sign-in page. */
  async function enterPassword(page: Page, email: string, password: string) {
    await page.goto(`${suite.server.siteUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  async function signOut(page: Page) {
    await page.goto(`${suite.server.siteUrl}/admin`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/sjg\/login$/);
  }

  /** Sets the password of an invited account from its e-mailed link, in a browser of its own. */
  async function acceptInvitation(email: string, name: string, password: string): Promise<Page> {
    const link = accountLinkIn(await waitForMailTo(suite.server, email));
    const page = await newPage(suite.browser);
    await page.goto(link);
    await page.getByRole('heading', { name: `Set a password for ${name}` }).waitFor();
    await page.getByText(`You were invited to the SJG Group admin as ${email}. Choose the password you will sign in with.`).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText(accountMessages.passwordSet).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sjg\/login$/);
    // The sign-in page has the account's e-mail filled in and waits in the password field.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    return page;
  }

  it('lets an owner invite an editor, who sets a password from the e-mail and signs in without the Users screen', async () => {
    await owner.goto(`${suite.server.siteUrl}/admin`);
    await owner.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'USERS' }).click();
    await owner.waitForURL(/\/sjg\/admin\/users$/);
    await owner.getByRole('heading', { name: 'Users', level: 1 }).waitFor();

    const invite = owner.getByRole('form', { name: 'Invite a user' });
    await invite.getByLabel('Name').fill(editor.name);
    await invite.getByLabel('E-mail').fill(editor.email);
    await invite.getByRole('radio', { name: 'Editor' }).check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(accountMessages.invitedWithoutMail(editor.email)).waitFor();
    const row = owner.getByRole('table', { name: 'Accounts' }).locator('tbody tr').filter({ hasText: editor.email });
    await expect.poll(() => row.locator('td[data-label="Status"]').textContent()).toBe('Invited');
    expect(await row.getByRole('combobox', { name: `Role of ${editor.name}` }).inputValue()).toBe('editor');
    await screenshotsAt375And1280(owner, 'admin-accounts-users');

    const page = await acceptInvitation(editor.email, editor.name, editor.password);
    await enterPassword(page, editor.email, editor.password);
    await page.waitForURL(/\/sjg\/admin\?section=overview$/);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await nav.getByRole('link', { name: 'USERS' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'ACCOUNT' }).waitFor();
    // An editor changes content.
    await openSection(page, 'VENTURES');
    await page.getByRole('button', { name: 'Add New' }).waitFor();
    await page.context().close();

    // The owner's list now shows the account as active.
    await owner.reload();
    await expect.poll(() => row.locator('td[data-label="Status"]').textContent()).toBe('Active');
  });

  it('enrols two-factor sign-in on the Account screen, then signs in with a code and with a recovery code, once', async () => {
    const page = await newPage(suite.browser);
    await enterPassword(page, editor.email, editor.password);
    await page.waitForURL(/\/sjg\/admin\?section=overview$/);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'ACCOUNT' }).click();
    await page.waitForURL(/\/sjg\/admin\/account$/);
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByText('Off', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Set up' }).click();

    // The secret as the page shows it, in groups of four.
    const shown = await panel.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
    secret = shown!.replace(/\s/g, '');
    await panel.getByRole('img', { name: /QR code/ }).waitFor();
    await panel.getByLabel('Code from the app').fill(await generate({ secret }));
    await panel.getByRole('button', { name: 'Turn on' }).click();

    const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    expect(new Set(recoveryCodes).size).toBe(10);
    await screenshotsAt375And1280(page, 'admin-accounts-account');
    await panel.getByRole('button', { name: 'I have saved them' }).click();
    await panel.getByText('On', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Your sessions' }).getByText('This browser', { exact: true }).waitFor();
    await signOut(page);

    // The password alone leads to the code step. The code of the enrolment's step was used: the
    // next step's code (the server accepts one step either side) is fresh.
    await enterPassword(page, editor.email, editor.password);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    const codeField = page.getByLabel('6-digit code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await screenshotsAt375And1280(page, 'admin-accounts-login-code');
    await codeField.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + TWO_FACTOR_PERIOD_SECONDS }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/sjg\/admin\?section=overview$/);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await signOut(page);

    // A recovery code signs in once.
    for (const attempt of ['first', 'second'] as const) {
      await enterPassword(page, editor.email, editor.password);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') {
        await page.waitForURL(/\/sjg\/admin\?section=overview$/);
        await signOut(page);
      } else {
        await page.getByRole('alert').filter({ hasText: accountMessages.twoFactorWrong }).waitFor();
      }
    }
    await page.context().close();
  });

  it('shows a viewer the news list without any write control, and lets it read a draft, its form and its history', async () => {
    // A draft the viewer cannot edit, nor see on the site.
    const draftTitle = 'A draft the viewer reads';
    const added = await callFromPage<{ id: number }>(owner, 'POST', 'news/news_api.php', { type: 'insert', title: draftTitle, content: '<p>What the draft says so far.</p>', status: 'draft' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    // The owner invites a viewer through the same screen.
    await owner.goto(`${suite.server.siteUrl}/admin/users`);
    const invite = owner.getByRole('form', { name: 'Invite a user' });
    await invite.getByLabel('Name').fill(viewer.name);
    await invite.getByLabel('E-mail').fill(viewer.email);
    await invite.getByRole('radio', { name: 'Viewer' }).check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(accountMessages.invitedWithoutMail(viewer.email)).waitFor();

    const page = await acceptInvitation(viewer.email, viewer.name, viewer.password);
    await enterPassword(page, viewer.email, viewer.password);
    await page.waitForURL(/\/sjg\/admin\?section=overview$/);
    await openSection(page, 'NEWS/EVENTS');
    const table = page.locator('table.admin-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: /^View on site:/ }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBe(0);
    // Nothing to choose rows for: no row's box, nor the page's.
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'USERS' }).count()).toBe(0);

    // The draft's row offers its preview in a new tab rather than View on site, and its history.
    const draftRow = page.getByRole('row').filter({ hasText: draftTitle });
    expect(await draftRow.getByRole('link', { name: /^View on site:/ }).count()).toBe(0);
    const preview = draftRow.getByRole('link', { name: `Preview: ${draftTitle} (opens in a new tab)` });
    expect(await preview.getAttribute('href')).toBe(`/sjg/preview/news/${added.body.id}`);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await tab.getByRole('heading', { level: 1, name: draftTitle }).waitFor();
    await tab.getByText('Preview — not published').waitFor();
    await tab.close();
    await draftRow.getByRole('link', { name: `History of ${draftTitle}` }).click();
    await page.waitForURL(new RegExp(`/sjg/admin/history/news/${added.body.id}$`));
    await page.getByRole('heading', { level: 1, name: new RegExp(`^History of the news item\\s*${draftTitle}$`) }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Created' }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Restore/ }).count()).toBe(0);

    // Open shows the draft's form to read: every field read-only, no save, and nothing autosaved.
    const autosaveCalls: string[] = [];
    page.on('request', (request) => void (request.url().includes('/backend/admin/autosaves/') && autosaveCalls.push(`${request.method()} ${request.url()}`)));
    await page.goBack();
    await page.getByRole('button', { name: `Open ${draftTitle}` }).click();
    const readOnlyForm = async (heading: string, title: string) => {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await page.getByText('Your role reads items but does not edit them. Read this one in its').waitFor();
      // Named as a screen reader hears it: the star is drawn, the field says it is required.
      const titleBox = page.getByRole('textbox', { name: 'Title', exact: true });
      expect(await titleBox.inputValue()).toBe(title);
      expect(await titleBox.isEditable()).toBe(false);
      expect(await page.getByRole('button', { name: /^(Save|Publish|Schedule|Update)/ }).count()).toBe(0);
      // Nothing to fill in, so no star says what must be.
      expect(await page.locator('form.admin-form').innerText()).not.toContain('*');
    };
    await readOnlyForm('View news', draftTitle);
    const content = page.getByRole('textbox', { name: 'Content' });
    expect(await content.textContent()).toBe('What the draft says so far.');
    expect(await content.getAttribute('aria-readonly')).toBe('true');
    expect(await content.getAttribute('contenteditable')).toBe('false');
    expect(await page.getByRole('toolbar', { name: 'Content formatting' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'preview', exact: true }).getAttribute('href')).toBe(`/sjg/preview/news/${added.body.id}`);
    expect(await page.getByRole('link', { name: 'history', exact: true }).getAttribute('href')).toBe(`/sjg/admin/history/news/${added.body.id}`);
    await expectNoAxeViolations(page, 'read-only news form');
    // An editor's link to the form opens the same.
    await page.goto(`${suite.server.siteUrl}/admin?section=news&edit=${added.body.id}`);
    await readOnlyForm('View news', draftTitle);
    // A venture's too, its gallery and lists included.
    const [venture] = await queryDatabase<{ id: number; title: string }>(suite.server, "select id, title from ventures where status = 'published' order by id limit 1");
    await page.goto(`${suite.server.siteUrl}/admin?section=ventures&edit=${venture!.id}`);
    await readOnlyForm('View venture', venture!.title);
    // Nothing that would change it shows: no buttons, file choosers or drag handles.
    expect(await page.locator('form.admin-form').getByRole('button').count()).toBe(0);
    expect(await page.locator('form.admin-form input[type=file]:visible').count()).toBe(0);
    await expectNoAxeViolations(page, 'read-only venture form');
    expect(autosaveCalls).toEqual([]);
    // Adding stays out of reach: the add form's address shows the list and says why.
    await page.goto(`${suite.server.siteUrl}/admin?section=news&edit=new`);
    await page.getByText('Your role reads items but does not add them.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Title' }).count()).toBe(0);

    // A team member's form reads the same way, with only the way back.
    const [member] = await queryDatabase<{ name: string; position: string }>(suite.server, 'select name, position from team_members order by sort_key, id limit 1');
    await page.goto(`${suite.server.siteUrl}/admin/team`);
    expect(await page.getByRole('button', { name: `Edit ${member!.name}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Open ${member!.name}` }).click();
    await page.getByRole('heading', { level: 1, name: `View ${member!.name}` }).waitFor();
    await page.getByText('Your role reads the team but does not change it.').waitFor();
    const position = page.getByRole('textbox', { name: /^Position/ });
    expect(await position.inputValue()).toBe(member!.position);
    expect(await position.isEditable()).toBe(false);
    expect(await page.locator('form.admin-form').getByRole('button').allTextContents()).toEqual(['← Back to the team']);
    expect(await page.locator('form.admin-form').innerText()).not.toContain('*');
    expect(await page.locator('form.admin-form input[type=file]:visible').count()).toBe(0);
    await expectNoAxeViolations(page, 'read-only team member form');
    await page.getByRole('button', { name: '← Back to the team' }).click();
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();

    // The inbox reads without a mark of any kind, one message or all.
    await queryDatabase(suite.server, "insert into contact_messages (name, mobile, notes) values ('Asha Patil', '9822000000', 'Unread, for the viewer to read.')");
    await page.goto(`${suite.server.siteUrl}/admin?section=messages`);
    await page.getByText('Unread, for the viewer to read.').waitFor();
    await page.getByText(/^\d+ unread$/).waitFor();
    expect(await page.getByRole('button', { name: /^Mark / }).count()).toBe(0);

    // The site's texts read without the line about when a save shows: a viewer saves nothing.
    await page.goto(`${suite.server.siteUrl}/admin/site`);
    await page.getByText('Your role can read these texts but not change them.').first().waitFor();
    expect(await page.getByText('The texts of the site’s pages and its settings.', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/A saved change shows/).count()).toBe(0);
    await page.context().close();
  });
});
