// The public pages as issue 48 found them, at 360 and 1280 px: excerpts that read as sentences
// (Home, the news cards, the search), content that agrees with itself (the ventures page, the
// Employees counter, the map's labels clear of its pins), a trashed item's page saying it was
// removed, the contact form taking a number however it is written and tying its messages to its
// fields, a failed picture showing its fallback without JavaScript, and no axe violation of any
// impact on any public page of the route table, the 404 and 410 views, the open search, the contact
// form showing its errors and the phone's open menu.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, searchMessages, validationMessages } from '../../common/messages';
import { formatSiteDate } from '../../common/site-dates';
import { routePath, siteRouteList } from '../../common/site-routes';
import { uploadAreas } from '../../common/upload-areas';
import { expectNoAxeViolations } from './helpers/axe';
import { newPage } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { readFirsts, type Firsts } from './helpers/first-items';
import { useServerAndBrowser } from './helpers/suite';

const widths = [360, 1280] as const;
const story = {
  slug: 'the-sjg-expo',
  title: 'The SJG Expo',
  content: '<h2>A festive showcase</h2><p>The SJG Expo brings every venture of the group under one roof for three days in Mumbai.</p>',
};
const asSentences = /^A festive showcase\. The SJG Expo brings/;

/**
 * The public date style as a pattern, made from formatSiteDate's own output for 22 November 2026
 * (noon in Mumbai): its day and year as any, its month as any of the twelve it writes.
 */
function siteDatePattern(): RegExp {
  const known = (month: number) => formatSiteDate(new Date(Date.UTC(2026, month, 22, 6, 30)));
  const monthOf = (month: number) => known(month).replace('22', '').replace('2026', '').replace(/[\s,]+/g, ' ').trim();
  const months = Array.from({ length: 12 }, (_, month) => monthOf(month));
  expect(new Set(months).size).toBe(12);
  const shape = known(10).replace(monthOf(10), '(MONTH)').replace('22', '([1-9]|[12]\\d|3[01])').replace('2026', '\\d{4}');
  return new RegExp(`^${shape.replace('(MONTH)', `(${months.join('|')})`)}$`);
}

describe('issue 48 on the public pages', () => {
  const suite = useServerAndBrowser();
  const first = {} as Firsts;
  const trashed = { news: '', blog: '' };
  const pages = new Map<number, Page>();

  /** One page per width, reused by every test (each browser test file starts its own server). */
  async function pageAt(width: number): Promise<Page> {
    if (!pages.has(width)) pages.set(width, await newPage(suite.browser, { width }));
    return pages.get(width)!;
  }

  beforeAll(async () => {
    const sql = <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) => queryDatabase<Row>(suite.server, text, params);
    // The newest story, whose body starts with a heading: Home lists it first.
    await sql("insert into news (slug, title, content, year, image_url, created_at) select $1, $2, $3, '2026', null, max(created_at) + interval '1 day' from news", [
      story.slug,
      story.title,
      story.content,
    ]);
    const [news] = await sql<{ slug: string }>('select slug from news where slug <> $1 order by created_at desc offset 2 limit 1', [story.slug]);
    const [blog] = await sql<{ slug: string }>('select slug from blogs order by created_at desc offset 1 limit 1');
    Object.assign(trashed, { news: news!.slug, blog: blog!.slug });
    await sql('update news set deleted_at = now() where slug = $1', [trashed.news]);
    await sql('update blogs set deleted_at = now() where slug = $1', [trashed.blog]);
    // What the admin's writes send: the server drops its cached reads and pages.
    await sql("select pg_notify('sjg_content_changed', 'e2e')");
    Object.assign(first, await readFirsts(suite.server.baseUrl));
  });

  it.each(widths)('reads a story that starts with a heading as sentences on Home, the news page and in search (%i px)', async (width) => {
    const page = await pageAt(width);
    await page.goto(`${suite.server.siteUrl}/`);
    const home = page.locator('.home-news');
    await expect.poll(() => home.locator('.home-news__excerpt').first().innerText()).toMatch(asSentences);
    expect(await home.locator('.home-news__featured p').first().innerText()).toMatch(asSentences);

    await page.goto(`${suite.server.siteUrl}/news`);
    expect(await page.locator('.news-card__excerpt').first().innerText()).toMatch(asSentences);

    await page.getByRole('button', { name: 'Search the site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search SJG Group' });
    const query = dialog.getByPlaceholder(searchMessages.placeholder);
    await query.fill('festive');
    await query.press('Enter');
    const result = dialog.getByRole('link').filter({ hasText: story.title });
    await expect.poll(() => result.locator('.search-result__excerpt').innerText()).toMatch(asSentences);
    await page.keyboard.press('Escape');
  });

  it.each(widths)('writes every date on Home, the news and the blogs in the one public style of common/site-dates.ts (%i px)', async (width) => {
    const siteDate = siteDatePattern();
    // The words written (a screen reader's too), not innerText: the cards' kickers set dates in
    // capitals by their typography (cards.css, text-transform), which is not another style of date.
    const page = await pageAt(width);

    await page.goto(`${suite.server.siteUrl}/`);
    const homeDates = page.locator('.home-news__date');
    await expect.poll(() => homeDates.count()).toBeGreaterThan(0);
    for (const date of await homeDates.allTextContents()) expect(date.trim()).toMatch(siteDate);

    // The news cards show an item's year, nothing in another style.
    await page.goto(`${suite.server.siteUrl}/news`);
    const years = await page.locator('.news-card__year').allInnerTexts();
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) expect(year).toMatch(/^\d{4}$/);

    // A story's page: its date as the style writes the day it was made, in Mumbai.
    const [story] = await queryDatabase<{ created_at: Date }>(suite.server, 'select created_at from news where slug = $1', [first.news.slug]);
    await page.goto(`${suite.server.siteUrl}${routePath('newsItem', first.news.slug)}`);
    const storyDate = (await page.locator('.page-hero__lead').textContent())!.trim();
    expect(storyDate).toMatch(siteDate);
    expect(storyDate).toBe(formatSiteDate(story!.created_at));

    await page.goto(`${suite.server.siteUrl}/blogs`);
    const cards = page.locator('.blog-card__date');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const text = (await card.textContent())!.trim();
      expect(text).toMatch(siteDate);
      expect(text).toBe(formatSiteDate(new Date((await card.getAttribute('datetime'))!)));
    }
    await page.goto(`${suite.server.siteUrl}${routePath('blog', first.blog.slug)}`);
    const postDate = page.locator('.page-hero__lead time');
    expect(await postDate.textContent()).toMatch(siteDate);
    expect(await postDate.textContent()).toBe(formatSiteDate(new Date((await postDate.getAttribute('datetime'))!)));
  });

  it.each(widths)('counts on Home what the FAQ says, and keeps the map labels clear of its pins (%i px)', async (width) => {
    const page = await pageAt(width);
    await page.goto(`${suite.server.siteUrl}/`);
    const counters = page.getByRole('list', { name: 'The group in numbers' }).getByRole('listitem');
    expect(await counters.allTextContents()).toContain('10,000+Employees');
    expect(await page.getByRole('region', { name: 'What does SJG Group do?' }).textContent()).toMatch(/over 10,000 employees/i);

    const map = page.locator('.location__map');
    await map.scrollIntoViewIfNeeded();
    await page.locator('.location__map.pins-shown').waitFor();
    // The pins' drop, run to its end: where they stay is what counts.
    await map.evaluate((element) => element.getAnimations({ subtree: true }).forEach((animation) => animation.finish()));
    const covered = await map.evaluate(async (element) => {
      // The labels are drawn in the map's artwork: laid out over the picture, the same size, to measure them.
      const picture = element.querySelector<HTMLImageElement>(':scope > img')!;
      const artwork = await (await fetch(picture.currentSrc || picture.src)).text();
      const box = picture.getBoundingClientRect();
      const overlay = document.createElement('div');
      overlay.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;visibility:hidden`;
      overlay.innerHTML = artwork;
      const svg = overlay.querySelector('svg')!;
      svg.setAttribute('width', '100%');
      svg.setAttribute('height', '100%');
      document.body.append(overlay);
      // Drawn as outlines (npm run artwork), each label keeps its source's id: label-india, label-nepal.
      const labels = [...svg.querySelectorAll('[id^="label-"]')].map((label) => ({ name: label.id.slice('label-'.length).toUpperCase(), box: label.getBoundingClientRect() }));
      overlay.remove();
      const pins = [...element.querySelectorAll('[data-testid=map-pin]')].map((pin) => ({ name: pin.getAttribute('title') ?? '', box: pin.getBoundingClientRect() }));
      const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        labels: labels.map((label) => label.name),
        covered: labels.flatMap((label) => pins.filter((pin) => meet(label.box, pin.box)).map((pin) => `${label.name} under ${pin.name}`)),
      };
    });
    expect(covered).toEqual({ labels: ['INDIA', 'NEPAL'], covered: [] });
  });

  it.each(widths)('names every venture the ventures page counts, with a link to each it has no tile for (%i px)', async (width) => {
    const page = await pageAt(width);
    await page.goto(`${suite.server.siteUrl}/ventures`);
    const tiles = page.locator('.venture-grid > li');
    expect(await tiles.count()).toBe(17);
    expect(await page.locator('main').innerText()).not.toMatch(/twenty businesses/i);
    const more = page.locator('.venture-more');
    expect(await more.innerText()).toMatch(/^Showing 17 of our 20 ventures\. The other 3: .+, .+ and .+\.$/);
    const links = more.getByRole('link');
    expect(await links.count()).toBe(3);
    const name = await links.last().innerText();
    await links.last().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it.each(widths)('says a trashed item was removed, with a 410, when its page is opened (%i px)', async (width) => {
    const page = await pageAt(width);
    const opened = await page.goto(`${suite.server.siteUrl}/single-news/${trashed.news}`);
    expect(opened?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'This news item has been removed' }).waitFor();
    expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);

    const blog = await page.goto(`${suite.server.siteUrl}/single-blog/${trashed.blog}`);
    expect(blog?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'This blog post has been removed' }).waitFor();
    // A link inside the site opens a public page as a page load of its own (docs/speed.md, Islands): the same answer.
    expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
  });

  it.each(widths)('takes a mobile number however it is written and ties each refusal to its fields (%i px)', async (width) => {
    const page = await pageAt(width);
    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    const form = page.locator('#contact-us-section form');
    const [name, mobile, notes] = [form.getByLabel('Name'), form.getByLabel('Mobile'), form.getByLabel('Notes')];
    const send = form.getByRole('button', { name: 'Send message' });

    // Empty: the spec's words, announced, pointed at by each field (no browser bubble stops the send first).
    await send.click();
    const alert = form.getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe(validationMessages.allFieldsRequired);
    const alertId = await alert.getAttribute('id');
    for (const field of [name, mobile, notes]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.getAttribute('aria-describedby')).toBe(alertId);
    }

    await name.fill('Asha Verma');
    await notes.fill(`A franchise in Nagpur, please (${width} px).`);
    await mobile.fill('98765');
    await send.click();
    await expect.poll(() => alert.innerText()).toBe(validationMessages.mobileDigits);
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    expect(await mobile.getAttribute('aria-describedby')).toBe(alertId);
    expect(await name.getAttribute('aria-invalid')).toBeNull();

    for (const written of ['098765 43210', '98765-43210']) {
      await mobile.fill(written);
      expect(await mobile.inputValue()).toBe(written);
    }
    await mobile.fill('+91 98765 43210');
    expect(await mobile.inputValue()).toBe('+91 98765 43210');
    await send.click();
    await form.getByText(contactMessages.success).waitFor();
    expect(await mobile.getAttribute('aria-invalid')).toBeNull();
    const rows = await queryDatabase<{ mobile: string }>(suite.server, 'select mobile from contact_messages where notes = $1', [`A franchise in Nagpur, please (${width} px).`]);
    expect(rows).toEqual([{ mobile: '9876543210' }]);
  });

  it.each(widths)('shows the fallback picture, not a broken-image icon, for a failed upload without JavaScript (%i px)', async (width) => {
    const page = await newPage(suite.browser, { width, javaScript: false });
    const isUpload = (url: URL) => Object.values(uploadAreas).some((area) => url.pathname.startsWith(`${area.urlPrefix}${area.fieldPrefix}`));
    await page.route(isUpload, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${suite.server.siteUrl}/news`);
    // The second card: the first is the story above, which has no picture of its own.
    const picture = page.locator('img.news-card__image').nth(1);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    // The default news banner is navy; the broken-image icon and the alt text sit on the card's white.
    const { channels } = await sharp(await picture.screenshot()).stats();
    const brightness = (channels[0]!.mean + channels[1]!.mean + channels[2]!.mean) / 3;
    expect(brightness).toBeLessThan(120);
    await page.context().close();
  });

  it.each(widths)('finds no axe violation on the 404 page, a removed item, the open search, the contact form showing its errors and the open menu (%i px)', async (width) => {
    const page = await pageAt(width);
    const clean = (where: string) => expectNoAxeViolations(page, `${where} ${width}px`);
    const missing = await page.goto(`${suite.server.siteUrl}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await clean('404 page');

    const removed = await page.goto(`${suite.server.siteUrl}/single-news/${trashed.news}`);
    expect(removed?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'This news item has been removed' }).waitFor();
    await clean('410 removed view');

    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    await page.getByRole('button', { name: 'Search the site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search SJG Group' });
    await dialog.waitFor();
    await clean('open search dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const form = page.locator('#contact-us-section form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.getByRole('alert').innerText()).toBe(validationMessages.allFieldsRequired);
    await clean('contact form errors');

    if (width === 360) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor();
      expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
      await clean('open mobile menu');
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
  });

  it.each(widths)('finds no axe violation of any impact on any public page (%i px)', async (width) => {
    const page = await pageAt(width);
    const params: Record<string, string> = {
      '/singleventure/:slug': first.venture.slug,
      '/ventures/ventures_details/:id': String(first.venture.id),
      '/single-blog/:slug': first.blog.slug,
      '/single-news/:slug': story.slug,
    };
    for (const route of siteRouteList.filter((entry) => entry.area === 'public')) {
      const path = route.pattern.replace(/:\w+$/, () => params[route.pattern]!);
      await page.goto(`${suite.server.siteUrl}${path}`);
      await expectNoAxeViolations(page);
    }
    await page.context().close();
  });
});
