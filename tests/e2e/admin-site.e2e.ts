// The Site section (issue 24) in a real browser against the real server: an owner changes the
// phone number and the public footer shows it; the FAQ is put in a new order by keyboard alone
// (focus a row's handle, Space, ArrowDown, Space), each step announced, and Home follows once
// saved; the screen fits a phone's width. Screenshots at 375 and 1280 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../common/site-settings';
import { logIn } from './helpers/admin';
import { horizontalOverflow, newPage, saveScreenshot } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('the Site section', () => {
  const suite = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
  });

  const form = () => page.locator('form.admin-site__form');

  it('lets an owner change the phone number, which the public footer then shows', async () => {
    await page.goto(`${suite.server.siteUrl}/admin`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'SITE' }).click();
    await page.waitForURL(/\/sjg\/admin\/site$/);
    await page.getByRole('heading', { name: 'Site', level: 1 }).waitFor();
    await saveScreenshot(page, 'admin-site');

    await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Contact details' }).click();
    await page.waitForURL(/\/sjg\/admin\/site\/contact$/);
    await form().getByLabel('Phone (as shown)').fill('1800 555 0123');
    await form().getByLabel('Phone (for dialling)').fill('+9118005550123');
    await form().getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Contact details saved.' }).waitFor();

    const visitor = await newPage(suite.browser);
    await visitor.goto(`${suite.server.siteUrl}/news`);
    const phone = visitor.locator('footer').getByRole('link', { name: '1800 555 0123' });
    expect(await phone.getAttribute('href')).toBe('tel:+9118005550123');
    expect(await visitor.locator('footer').textContent()).not.toContain(defaultSiteSettings.contact.phoneDisplay);
    await visitor.context().close();
  });

  it('reorders the FAQ by keyboard, announced, and Home follows once saved', async () => {
    await page.goto(`${suite.server.siteUrl}/admin/site/home`);
    const faq = form().getByRole('group', { name: 'FAQ' });
    const titles = () => faq.locator('.admin-site__row-title').allTextContents();
    const [first, second] = defaultSiteSettings.home.faq;
    await faq.waitFor();
    expect((await titles()).slice(0, 2)).toEqual([`question 1: ${first!.question}`, `question 2: ${second!.question}`]);
    // Shown with a capital, as a title; named in lower case inside the Move and Remove labels.
    expect(await faq.locator('.admin-site__row-title').first().innerText()).toBe(`Question 1: ${first!.question}`);

    const handle = faq.getByRole('button', { name: `Move question 1: ${first!.question}`, exact: true });
    await handle.focus();
    // Each sortable list has its own live region; what any of them says.
    const announced = async () => (await page.locator('.admin-sortable__announcer').allTextContents()).join(' ');
    await page.keyboard.press('Space');
    await expect.poll(announced).toContain('Picked up question 1');
    await page.keyboard.press('ArrowDown');
    await expect.poll(announced).toContain('moved to position 2 of 4');
    await page.keyboard.press('Space');
    await expect.poll(announced).toContain('dropped at position 2 of 4');
    await expect.poll(async () => (await titles()).slice(0, 2)).toEqual([`question 1: ${second!.question}`, `question 2: ${first!.question}`]);
    // The handle keeps focus, so the next move needs no hunting.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move question 2: ${first!.question}`);

    await form().getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Home page saved.' }).waitFor();

    const visitor = await newPage(suite.browser);
    await visitor.goto(`${suite.server.siteUrl}/`);
    const questions = await visitor.locator('.faq__button > span:first-child').allTextContents();
    expect(questions).toEqual([second!.question, first!.question, ...defaultSiteSettings.home.faq.slice(2).map((item) => item.question)]);
    await visitor.context().close();
  });

  it('places an office’s pin by clicking the map, and Home shows it there', async () => {
    await page.goto(`${suite.server.siteUrl}/admin/site/locations`);
    const offices = form().getByRole('group', { name: 'Offices' });
    await offices.waitFor();
    await offices.getByLabel('Place the pin of').selectOption({ label: `office 2: ${defaultSiteSettings.locations.items[1]!.name}` });
    const map = page.getByTestId('pin-map');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    const across = offices.getByLabel('Pin across the map (%)').nth(1);
    const down = offices.getByLabel('Pin down the map (%)').nth(1);
    expect(Math.abs(Number(await across.inputValue()) - 25)).toBeLessThan(1);
    expect(Math.abs(Number(await down.inputValue()) - 75)).toBeLessThan(1);
    await form().getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Office locations saved.' }).waitFor();

    const visitor = await newPage(suite.browser);
    await visitor.goto(`${suite.server.siteUrl}/`);
    const pin = visitor.getByTestId('map-pin').nth(1);
    const placed = await pin.evaluate((element: HTMLElement) => ({ left: element.style.left, top: element.style.top }));
    expect(placed).toEqual({ left: `${await across.inputValue()}%`, top: `${await down.inputValue()}%` });
    await visitor.context().close();
  });

  it('restores an earlier saved version of a section from its history', async () => {
    await page.goto(`${suite.server.siteUrl}/admin/site/footer`);
    await form().getByLabel('Heading', { exact: true }).fill('FIRST TRY');
    await form().getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Footer saved.' }).waitFor();
    await form().getByLabel('Heading', { exact: true }).fill('SECOND TRY');
    await form().getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Footer saved.' }).waitFor();

    await page.getByRole('button', { name: 'Saved versions of Footer' }).click();
    const versions = page.locator('.admin-site__version');
    await versions.first().waitFor();
    await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('status').filter({ hasText: 'is restored and saved as the newest' }).waitFor();
    expect(await form().getByLabel('Heading', { exact: true }).inputValue()).toBe('FIRST TRY');
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(3);
    await saveScreenshot(page, 'admin-site-history');
  });

  it('fits a 375 px phone screen', async () => {
    const phone = await newPage(suite.browser, { width: 375 });
    await logIn(phone, suite.server.siteUrl, ADMIN_PASSWORD);
    await phone.goto(`${suite.server.siteUrl}/admin/site/home`);
    await phone.getByRole('group', { name: 'FAQ' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await saveScreenshot(phone, 'admin-site');
    await phone.context().close();
  });
});
