// The Site screen in Hindi and Marathi (issue 50) in a real browser against the real, seeded
// server: an owner picks हिन्दी, sees each field's English read-only beside the Hindi, saves a
// changed footer heading that the public ?lang=hi read then gives, and unpublishes Hindi, after
// which that read answers 404 until Hindi is published again. Screenshots at 375 and 1280 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../common/site-settings';
import { logIn } from './helpers/admin';
import { horizontalOverflow, newPage, saveScreenshot } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('the Site section in other languages', () => {
  const suite = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
  });

  const form = () => page.locator('form.admin-site__form');
  const hindiSettings = async () => {
    const res = await page.request.get(`${suite.server.siteUrl.replace(/\/sjg$/, '')}/backend/site/settings.php?lang=hi`);
    return { status: res.status(), body: (await res.json()) as { footer?: { heading: string }; error?: string } };
  };

  it('shows English read-only beside each Hindi field, and a saved Hindi text reaches the public read', async () => {
    await page.goto(`${suite.server.siteUrl}/admin/site/home`);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'Home page in Hindi' }).waitFor();
    await page.getByText('The site texts in Hindi are published').first().waitFor();
    const description = form().getByLabel('Group description (Hindi)');
    expect(await description.inputValue()).toContain('SJG Group');
    // The English beside it is text to read, not a field.
    const english = form().locator('.admin-site__english').first();
    expect(await english.textContent()).toContain(defaultSiteSettings.home.groupDescription);
    expect(await english.locator('input, textarea').count()).toBe(0);
    await saveScreenshot(page, 'admin-site-hindi');

    await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Footer' }).click();
    await page.getByRole('heading', { name: 'Footer in Hindi' }).waitFor();
    await form().getByLabel('Footer heading (Hindi)').fill('चलिए, बात करते हैं!');
    await form().getByRole('button', { name: 'Save Hindi' }).click();
    await page.getByRole('status').filter({ hasText: 'Footer in Hindi saved.' }).waitFor();
    await expect.poll(async () => (await hindiSettings()).body.footer?.heading).toBe('चलिए, बात करते हैं!');
  });

  it('unpublishes Hindi, whose read then answers 404, and publishes it again', async () => {
    await page.getByRole('button', { name: 'Unpublish Hindi' }).click();
    await page.getByText('The site texts in Hindi are a draft').first().waitFor();
    await expect.poll(async () => (await hindiSettings()).status).toBe(404);
    await page.getByRole('button', { name: 'Publish Hindi' }).click();
    await page.getByText('The site texts in Hindi are published').first().waitFor();
    await expect.poll(async () => (await hindiSettings()).status).toBe(200);
  });

  it('fits a 375 px phone screen in Marathi', async () => {
    const phone = await newPage(suite.browser, { width: 375 });
    await logIn(phone, suite.server.siteUrl, ADMIN_PASSWORD);
    await phone.goto(`${suite.server.siteUrl}/admin/site/about`);
    await phone.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'मराठी' }).click();
    await phone.getByRole('heading', { name: 'About page in Marathi' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await saveScreenshot(phone, 'admin-site-marathi');
    await phone.context().close();
  });
});
