// An owner's "Password link" on the Users screen (issue 48, item 6), at 1280 and 375 px, on a server
// without a mail server: an invited colleague sets a password from the invitation link the owner
// copies, the owner makes a password link for that active account and is told it was not e-mailed,
// with the link and Copy link, and the link opens the page that sets a new password, which signs the
// account in. Then item 18's last note, at both widths: an owner without two-factor sign-in who
// requires it of everyone is sent at once to set up their own, on an Account screen that fits.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/accounts';
import { elementsPastTheEdge, logIn } from './helpers/admin';
import { horizontalOverflow, newPage } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

type Colleague = { name: string; email: string; password: string; newPassword: string };

const colleagues: Record<number, Colleague> = {
  1280: { name: 'Kavya Pillai', email: 'kavya.pillai@example.com', password: 'Marble-Canyon-Otter-48!', newPassword: 'Juniper-Signal-Harbor-27!' },
  375: { name: 'Arjun Bose', email: 'arjun.bose@example.com', password: 'Copper-Meadow-Falcon-35!', newPassword: 'Lantern-Quartz-Willow-81!' },
};

describe('the Users screen’s Password link without a mail server, and requiring two-factor sign-in', () => {
  const suite = useServerAndBrowser();
  /** The owner's browser at each width, signed in once. */
  const owners = new Map<number, Page>();

  beforeAll(async () => {
    for (const width of [1280, 375]) {
      const page = await newPage(suite.browser, { width });
      await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
      owners.set(width, page);
    }
  });

  const url = (path: string) => `${suite.server.siteUrl}${path}`;

  async function openUsers(owner: Page) {
    await owner.goto(url('/admin/users'));
    await owner.getByRole('table', { name: 'Accounts' }).waitFor();
  }

  /** The link shown to copy (nothing is e-mailed), after its message; Done closes it. */
  async function shownLink(owner: Page, label: string, message: string): Promise<string> {
    await owner.getByText(message, { exact: true }).waitFor();
    const link = await owner.getByLabel(label, { exact: true }).inputValue();
    expect(link).toMatch(/\/sjg\/set-password#token=[\w-]+$/);
    return link;
  }

  /** Sets a password from a set-password link in a browser of its own at `width`. */
  async function setPasswordByLink(width: number, link: string, heading: string, password: string) {
    const page = await newPage(suite.browser, { width });
    await page.goto(link);
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await horizontalOverflow(page), 'the set-password page scrolls sideways').toBe(0);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('status').filter({ hasText: accountMessages.passwordSet }).waitFor();
    await page.context().close();
  }

  /** Signs in with a password alone in a new browser at `width` and waits for the overview. */
  async function expectSignsIn(width: number, email: string, password: string) {
    const page = await newPage(suite.browser, { width });
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/sjg\/admin\?section=overview$/);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.context().close();
  }

  it.each([1280, 375])('at %i px makes a password link for an active account, shows it to copy as not e-mailed, and the link sets a new password that signs in', async (width) => {
    const owner = owners.get(width)!;
    const colleague = colleagues[width]!;
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });

    // Invited and accepted through the link the owner passes on.
    await openUsers(owner);
    const form = owner.getByRole('form', { name: 'Invite a user' });
    await form.getByLabel('Name').fill(colleague.name);
    await form.getByLabel('E-mail').fill(colleague.email);
    await form.getByRole('radio', { name: 'Editor' }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const invitation = await shownLink(owner, `Invitation link for ${colleague.email}`, accountMessages.invitedWithoutMail(colleague.email));
    await owner.getByRole('button', { name: 'Done' }).click();
    await setPasswordByLink(width, invitation, `Set a password for ${colleague.name}`, colleague.password);

    // Active now (after a reload), so the row offers a password link.
    await owner.reload();
    const row = owner.getByRole('table', { name: 'Accounts' }).locator('tbody tr').filter({ hasText: colleague.email });
    await expect.poll(() => row.locator('td[data-label="Status"]').textContent()).toBe('Active');
    await row.getByRole('button', { name: `Password link ${colleague.name}` }).click();
    const message = accountMessages.resetLinkWithoutMail(colleague.email);
    expect(message).toContain('not e-mailed');
    const link = await shownLink(owner, `Password link for ${colleague.email}`, message);
    expect(link).not.toBe(invitation);
    expect(await elementsPastTheEdge(owner), 'the Users screen with the link overflows sideways').toEqual([]);
    await owner.getByRole('button', { name: 'Copy link' }).click();
    await owner.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await owner.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => owner.getByLabel(`Password link for ${colleague.email}`).count()).toBe(0);

    await setPasswordByLink(width, link, 'Choose a new password', colleague.newPassword);
    await expectSignsIn(width, colleague.email, colleague.newPassword);
  });

  it.each([1280, 375])('at %i px sends an owner without two-factor sign-in who requires it of everyone to set up their own, on an Account screen that fits', async (width) => {
    const owner = owners.get(width)!;
    await openUsers(owner);
    const policy = owner.getByRole('switch', { name: 'Require two-factor sign-in for every account' });
    expect(await policy.getAttribute('aria-checked')).toBe('false');
    await policy.click();

    await owner.waitForURL(/\/sjg\/admin\/account$/);
    await owner.getByRole('alert').filter({ hasText: accountMessages.twoFactorSetupRequired }).waitFor();
    const panel = owner.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByRole('button', { name: 'Set up' }).waitFor();
    expect(await horizontalOverflow(owner), 'the Account screen scrolls sideways').toBe(0);
    expect(await elementsPastTheEdge(owner)).toEqual([]);

    // Nothing else opens before it is set up: the dashboard sends the owner back.
    await owner.goto(url('/admin'));
    await owner.waitForURL(/\/sjg\/admin\/account$/);
    await owner.getByRole('alert').filter({ hasText: accountMessages.twoFactorSetupRequired }).waitFor();
    // The rule lifted again, as a fresh server has it, for the run at the other width.
    await queryDatabase(suite.server, `delete from app_settings where key = 'require_two_factor'`);
  });
});
