// A server-rendered page is readable and fillable before its app takes over (after its pictures
// and an idle moment, longer on a slow phone). What the visitor types and clicks in that window
// must not be lost: the app's code is held back here until the visitor has typed, clicked READ
// MORE, the menu and Send, and then the message must arrive and the clicks take effect.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../common/messages';
import { newContext } from './helpers/browser';
import { contactMessageCount, queryDatabase } from './helpers/database';
import { useServerAndBrowser } from './helpers/suite';

/** Holds back every script of the app until release() lets them come or fail() makes them fail (then and from then on). */
async function holdAppScripts(page: Page): Promise<{ release(): Promise<void>; fail(): Promise<void>; held(): number }> {
  const held: Route[] = [];
  let settled: 'come' | 'fail' | undefined;
  await page.route((url) => url.pathname.startsWith('/sjg/assets/') && url.pathname.endsWith('.js'), async (route) => {
    if (settled === 'come') await route.continue();
    else if (settled === 'fail') await route.abort('connectionfailed');
    else held.push(route);
  });
  return {
    held: () => held.length,
    async release() {
      settled = 'come';
      await Promise.all(held.map((route) => route.continue()));
    },
    async fail() {
      settled = 'fail';
      await Promise.all(held.map((route) => route.abort('connectionfailed')));
    },
  };
}

describe('input before the app takes over', () => {
  const suite = useServerAndBrowser();

  it('keeps what was typed, the clicks and the Send, and the message arrives', async () => {
    // A plain page: the helpers' newPage() waits for the app on every goto, which is the point here.
    const page = await (await newContext(suite.browser, { width: 360 })).newPage();
    const scripts = await holdAppScripts(page);
    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    // The loader has asked for the app's code, which is held: the page is still the server's.
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('data-app')).toBeNull();

    const form = page.locator('#contact-us-section form');
    await form.getByLabel('Name').fill('Early Visitor');
    await form.getByLabel('Mobile').fill('98765 43210');
    await form.getByLabel('Notes').fill('Typed before the page was ready.');
    await page.getByRole('button', { name: 'READ MORE', exact: true }).click();
    await form.getByRole('button', { name: 'Send message' }).click();
    // Send is held back, not sent as a plain form (which would put the fields into the address).
    expect(new URL(page.url()).search).toBe('');

    await scripts.release();
    await page.locator('html[data-app="ready"]').waitFor();
    await form.getByText(contactMessages.success).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    await expect.poll(() => page.getByRole('button', { name: 'SHOW LESS' }).count()).toBe(1);

    const rows = await queryDatabase<{ name: string; mobile: string; notes: string }>(suite.server, 'select name, mobile, notes from contact_messages order by id desc limit 1');
    expect(rows).toEqual([{ name: 'Early Visitor', mobile: '9876543210', notes: 'Typed before the page was ready.' }]);
    await page.context().close();
  });

  it('sends one message however often Send is pressed before the app takes over, and opens the menu for two taps on it', async () => {
    const page = await (await newContext(suite.browser, { width: 360 })).newPage();
    const scripts = await holdAppScripts(page);
    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    const before = await contactMessageCount(suite.server);
    const form = page.locator('#contact-us-section form');
    await form.getByLabel('Name').fill('Impatient Visitor');
    await form.getByLabel('Mobile').fill('9876543212');
    await form.getByLabel('Notes').fill('Pressed Send twice, as nothing seemed to happen.');
    const send = form.getByRole('button', { name: 'Send message' });
    await send.click();
    await send.click();
    // Nothing seemed to happen either when the menu was tapped: tapped again, it is meant open.
    const toggle = page.getByRole('button', { name: /menu/i }).first();
    await toggle.click();
    await toggle.click();

    await scripts.release();
    await page.locator('html[data-app="ready"]').waitFor();
    await form.getByText(contactMessages.success).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect((await contactMessageCount(suite.server)) - before).toBe(1);
    await page.context().close();
  });

  it('posts a Send kept before the app took over as one plain form when the app’s code never comes', async () => {
    const page = await (await newContext(suite.browser, { width: 360 })).newPage();
    const scripts = await holdAppScripts(page);
    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    const form = page.locator('#contact-us-section form');
    await form.getByLabel('Name').fill('Patient Visitor');
    await form.getByLabel('Mobile').fill('9876543211');
    await form.getByLabel('Notes').fill('Sent on a network that dropped the code.');
    const before = await contactMessageCount(suite.server);
    // Pressed twice, as nothing seemed to happen: one plain post.
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(new URL(page.url()).search).toBe('');

    await scripts.fail();
    // The plain post's answer: the page again, its form saying the outcome the address carries.
    await page.locator('#contact-us-section form').getByText(contactMessages.success).waitFor();
    const rows = await queryDatabase<{ name: string; notes: string }>(suite.server, 'select name, notes from contact_messages order by id desc limit 1');
    expect(rows).toEqual([{ name: 'Patient Visitor', notes: 'Sent on a network that dropped the code.' }]);
    expect((await contactMessageCount(suite.server)) - before).toBe(1);
    await page.context().close();
  });

  it('opens the phone menu clicked before the app took over', async () => {
    const page = await (await newContext(suite.browser, { width: 360 })).newPage();
    const scripts = await holdAppScripts(page);
    await page.goto(`${suite.server.siteUrl}/about-us`);
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    const toggle = page.getByRole('button', { name: /menu/i }).first();
    await toggle.click();
    await scripts.release();
    await page.locator('html[data-app="ready"]').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });
});
