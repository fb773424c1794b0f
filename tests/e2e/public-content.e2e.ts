// The content pages against the seeded server: ventures grid to venture page to gallery, the
// details carousel, blogs and investors LOAD MORE, news and blog detail by slug, testimonial
// stars, the not-found page, and the mobile menu at 360 px.
import { describe, expect, it } from 'vitest';
import { GALLERY_CAROUSEL_MS } from '../../common/constants';
import { pageSizeOf } from '../../common/content-kinds';
import { emptyMessages, publicErrorMessages } from '../../common/messages';
import { newPage } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

describe('public content pages', () => {
  const suite = useServerAndBrowser();

  const api = async <T>(path: string): Promise<T> => (await fetch(`${suite.server.baseUrl}/backend/${path}`)).json() as Promise<T>;

  it('goes from the ventures grid (at most 17) to a venture page with its clients and an auto-playing gallery', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/ventures`);
    const tiles = page.locator('.venture-grid').getByRole('link');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(17);
    expect(await page.getByText(emptyMessages.publicVentures).count()).toBe(0);
    await tiles.filter({ hasText: 'Goa Grand Casino' }).click();
    await page.waitForURL(/\/sjg\/singleventure\/goa-grand-casino$/);
    await page.getByRole('heading', { level: 1, name: 'Goa Grand Casino' }).waitFor();
    expect(await page.title()).toBe('Goa Grand Casino | SJG Group');

    // About text: 150 characters plus '...', READ MORE / Show Less.
    const about = page.locator('.venture-about__text');
    const preview = (await about.textContent())!;
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(153);
    // Reached by a link, a page load of its own: the click wakes READ MORE's island, which answers it.
    await page.getByRole('button', { name: 'READ MORE' }).click();
    await expect.poll(async () => ((await about.textContent()) ?? '').length).toBeGreaterThan(preview.length);
    await page.getByRole('button', { name: 'Show Less' }).click();

    const clients = page.getByRole('region', { name: 'Our Clients' }).getByRole('listitem');
    expect(await clients.count()).toBeLessThanOrEqual(5);
    expect(await clients.count()).toBeGreaterThan(0);

    const gallery = page.getByRole('region', { name: 'Gallery' });
    const slides = gallery.locator('.gallery__slide');
    expect(await slides.count()).toBeGreaterThan(1);
    const track = gallery.locator('.gallery__track');
    // The carousel starts once it nears the window (web/src/lib/use-lazy-embla.ts); the pointer,
    // left where the last button was, must not rest on it (a pointer over the gallery holds it).
    await gallery.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const before = await track.evaluate((el) => getComputedStyle(el).transform);
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 8000 }).not.toBe(before);
    await page.context().close();
  });

  it('shows venture details with Back, indicators that advance every 500 ms, and the clients grid', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/singleventure/sjg-realty`);
    await page.getByRole('link', { name: /View full venture details/ }).click();
    await page.getByRole('heading', { level: 1, name: 'SJG Realty' }).waitFor();
    const dots = page.getByRole('group', { name: 'Choose an image' }).getByRole('button');
    // The heading can render before the gallery's data: wait for the indicators themselves.
    await dots.first().waitFor();
    expect(await dots.count()).toBeGreaterThan(1);
    // The carousel starts once it nears the window (web/src/lib/use-lazy-embla.ts); the pointer,
    // left where the link was, must not rest on it (a pointer over the gallery holds it).
    await dots.first().scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const selected = () => dots.evaluateAll((nodes) => nodes.findIndex((n) => n.getAttribute('aria-current') === 'true'));
    const seen = new Set<number>();
    for (let i = 0; i < 6; i++) {
      seen.add(await selected());
      await page.waitForTimeout(GALLERY_CAROUSEL_MS);
    }
    expect(seen.size).toBeGreaterThan(2);
    await dots.nth(0).click();
    expect(await page.getByRole('region', { name: 'Our Clients' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '← Back' }).click();
    await page.waitForURL(/\/sjg\/singleventure\/sjg-realty$/);
    await page.context().close();
  });

  it('loads every blog page with LOAD MORE and opens a blog by its slug', async () => {
    const { total_pages } = await api<{ total_pages: number }>('blogs/blogs_api.php?page=1');
    expect(total_pages).toBeGreaterThan(1);
    const all = await api<{ blogs: { slug: string; title: string }[] }>('blogs/blogs_api.php');
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/blogs`);
    const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(pageSizeOf('blogs'));
    for (let n = 2; n <= total_pages; n++) {
      await page.getByRole('button', { name: 'LOAD MORE' }).click();
      await expect.poll(() => cards.count()).toBe(Math.min(n * pageSizeOf('blogs'), all.blogs.length));
    }
    expect(await page.getByRole('button', { name: 'LOAD MORE' }).count()).toBe(0);
    const text = (await cards.first().locator('.blog-card__text').textContent())!;
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(153);

    const blog = all.blogs[all.blogs.length - 1]!;
    await cards.last().getByRole('link', { name: /VIEW DETAIL/ }).click();
    await page.waitForURL(new RegExp(`/sjg/single-blog/${blog.slug}$`));
    await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
    expect(await page.locator('.article__content p').count()).toBeGreaterThan(0);

    await page.goto(`${suite.server.siteUrl}/single-blog/no-such-blog`);
    await page.getByRole('heading', { level: 1, name: publicErrorMessages.blogErrorHeading }).waitFor();
    await page.getByText(publicErrorMessages.blogNotFound).waitFor();
    await page.context().close();
  });

  it('lists news with their own years and opens a news item by its slug', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/news`);
    const cards = page.locator('.news-card');
    await cards.first().waitFor();
    const years = await page.locator('.news-card__year').allTextContents();
    expect(years.every((year) => /^20\d\d$/.test(year))).toBe(true);
    const excerpt = (await cards.first().locator('.news-card__excerpt').textContent())!;
    expect(excerpt.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(90);
    const title = (await cards.nth(1).getByRole('heading').textContent())!;
    await cards.nth(1).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('.article__content').innerHTML()).toContain('<p>');

    await page.goto(`${suite.server.siteUrl}/single-news/no-such-story`);
    await page.getByRole('heading', { level: 1, name: publicErrorMessages.newsNotFound }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(/\/sjg\/?$/);
    await page.context().close();
  });

  it('gives phones a WebP variant of the size they draw, not the uploaded original', async () => {
    const page = await newPage(suite.browser, { width: 360 });
    await page.goto(`${suite.server.siteUrl}/news`);
    const card = page.locator('.news-card__image').first();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
    const image = await card.evaluate((img: HTMLImageElement) => ({ srcset: img.srcset, current: img.currentSrc, src: img.src }));
    expect(image.srcset).toMatch(/-360\.webp 360w, .*-480\.webp 480w/);
    // Its sizes against the width it is drawn: public-media.e2e.ts.
    // At most 360 px at a device pixel ratio of 1: the 360 px variant, never the original.
    expect(image.current).toMatch(/-360\.webp$/);
    expect(image.current).not.toBe(image.src);
    // Further down the list, images wait until they are near.
    expect(await page.locator('.news-card__image').nth(5).getAttribute('loading')).toBe('lazy');

    const ventures = await api<{ ventures: { slug: string }[] }>('ventures/get_venture.php?page=1');
    await page.goto(`${suite.server.siteUrl}/singleventure/${ventures.ventures[0]!.slug}`);
    const banner = page.locator('.venture-banner__image');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
    expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-360\.webp$/);
    await page.context().close();
  });

  it('loads more investors until the last page', async () => {
    const { total_pages } = await api<{ total_pages: number }>('investors/investors_api.php?page=1');
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/investors`);
    const cards = page.getByRole('list', { name: 'Investors' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(pageSizeOf('investors'));
    for (let n = 2; n <= total_pages; n++) await page.getByRole('button', { name: 'LOAD MORE' }).click();
    // The button also hides while a page is loading: wait for the appended cards themselves.
    await expect.poll(() => cards.count()).toBeGreaterThan(pageSizeOf('investors'));
    await expect.poll(() => page.getByRole('button', { name: 'LOAD MORE' }).count()).toBe(0);
    expect(await cards.first().getByRole('heading').textContent()).not.toBe('');
    await page.context().close();
  });

  it('shows testimonials in pairs with full, half and empty stars labelled with the rating', async () => {
    const { testimonials } = await api<{ testimonials: { name: string; stars: number }[] }>('testimonials/testimonials_api.php?page=1');
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/about-us`);
    const pairs = page.locator('.testimonial-pair');
    await pairs.first().waitFor();
    expect(await pairs.count()).toBe(Math.ceil(testimonials.length / 2));
    for (const testimonial of testimonials) {
      const card = page.locator('.testimonial').filter({ hasText: testimonial.name });
      const label = `Rated ${Number(testimonial.stars.toFixed(1))} out of 5`;
      expect(await card.getByRole('img', { name: label }).count()).toBe(1);
      expect(await card.locator('[data-star]').count()).toBe(5);
    }
    const withHalf = testimonials.find((t) => Math.round(t.stars * 2) % 2 === 1);
    if (withHalf) {
      const card = page.locator('.testimonial').filter({ hasText: withHalf.name });
      expect(await card.locator('[data-star="half"]').count()).toBe(1);
    }
    await page.context().close();
  });

  it('shows the not-found page for an unknown route and an unknown venture', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/does/not/exist`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | SJG Group');
    await page.goto(`${suite.server.siteUrl}/singleventure/nothing-here`);
    await page.getByRole('heading', { level: 1, name: publicErrorMessages.ventureNotFound }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/sjg');
    await page.context().close();
  });

  it('opens and closes the mobile menu at 360 px with the mouse and the keyboard', async () => {
    const page = await newPage(suite.browser, { width: 360 });
    await page.goto(`${suite.server.siteUrl}/`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await toggle.waitFor();
    expect(await nav.getByRole('link', { name: 'About' }).isVisible()).toBe(false);
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'About' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement)).toBe(true);
    // From the keyboard: the next Tab enters the menu, its first link; Tab past the search button
    // (out of the header) closes it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await nav.getByRole('link', { name: 'Home' }).evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    expect(await page.getByRole('button', { name: 'Search the site' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await nav.getByRole('link', { name: 'About' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => nav.getByRole('link', { name: 'About' }).isVisible()).toBe(false);
    await toggle.click();
    await nav.getByRole('link', { name: 'News' }).click();
    await page.waitForURL(/\/sjg\/news$/);
    await expect.poll(() => nav.getByRole('link', { name: 'About' }).isVisible()).toBe(false);
    await page.context().close();
  });

  // Under load Chrome paints a page whose HTML is still being parsed: a header painted before its
  // search button has arrived must already have the menu button where it stays (else it jumps).
  it('has the menu button at 360 px where it stays while the rest of the header is still arriving', async () => {
    // The server's markup as it is before any island runs, in a browser whose loader has run (its
    // data-js mark: without JavaScript there is no menu button).
    const page = await newPage(suite.browser, { width: 360, javaScript: false });
    await page.goto(`${suite.server.siteUrl}/about-us`);
    await page.evaluate(() => (document.documentElement.dataset.js = ''));
    const toggle = page.locator('.site-header__toggle');
    const whole = await toggle.boundingBox();
    await page.evaluate(() => {
      const bar = document.querySelector('.site-header__bar')!;
      const toggleButton = bar.querySelector('.site-header__toggle')!;
      while (toggleButton.nextElementSibling) toggleButton.nextElementSibling.remove();
    });
    expect(await toggle.boundingBox()).toEqual(whole);
    expect(whole!.x + whole!.width).toBeGreaterThan(300);
    await page.context().close();
  });

  it('opens footer social links and the agency credit in new tabs with rel=noopener', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/team`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'LETS TALK!' }).waitFor();
    for (const name of ['Instagram', 'Facebook', 'Twitter', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(name) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    for (const place of ['Kathmandu-Nepal', 'Nepalgunj', 'Gangtok-Sikkim', 'Pune', 'Lucknow', 'Delhi', 'Nagpur', 'Goa']) {
      expect(await footer.getByText(place, { exact: true }).count()).toBe(1);
    }
    for (const [name, href] of [['Investors', '/sjg/investors'], ['Legal Disclaimer', '/sjg/legal-disclaimer'], ['Credits', '/sjg/credits'], ['Privacy Policy', '/sjg/privacy-policy']]) {
      expect(await footer.getByRole('link', { name: name!, exact: true }).getAttribute('href')).toBe(href);
    }
    // Team: LOAD MORE reveals more leaders (read from the server's next page since issue 24).
    const members = page.getByRole('list', { name: 'Leadership team' }).getByRole('listitem');
    const before = await members.count();
    await page.getByRole('button', { name: 'LOAD MORE' }).click();
    await expect.poll(() => members.count()).toBeGreaterThan(before);
    await page.context().close();
  });
});
