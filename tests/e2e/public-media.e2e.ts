// The media library on the public pages (issue 24): every picture of the demo content carries alt
// text (only the site's own ornaments are decorative), and a picture cropped in a card keeps its
// focal point in view where the centred crop would cut it off.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './helpers/admin';
import { newPage, viewportAt } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { callFromPage } from './helpers/page-api';
import { ADMIN_PASSWORD } from './helpers/server';
import { readFirsts, type Firsts } from './helpers/first-items';
import { useServerAndBrowser } from './helpers/suite';

/** The site's own pictures that only decorate (web/src/lib/asset-url.ts): the banner's arrow and the map's pins. */
const decorative = ['/images/arrow.svg', '/images/pin.svg'];

// Not the team page: the demo team has no photos (their initials show), and since the group's mark
// is drawn inline that page holds no picture at all.
const pages: Array<[string, (first: Firsts) => string]> = [
  ['Home', () => '/'],
  ['the ventures grid', () => '/ventures'],
  ['a venture page', (first) => `/singleventure/${first.venture.slug}`],
  ["a venture's details", (first) => `/ventures/ventures_details/${first.venture.id}`],
  ['About', () => '/about-us'],
  ['the news list', () => '/news'],
  ['a news item', (first) => `/single-news/${first.news.slug}`],
  ['the blogs list', () => '/blogs'],
  ['a blog', (first) => `/single-blog/${first.blog.slug}`],
  ['the investors', () => '/investors'],
];

/** The wide test picture: one light colour, with a red square near its left edge. */
const WIDTH = 1600;
const HEIGHT = 400;
const SQUARE = { left: 40, top: 140, size: 120 };

async function pictureWithSquareAtTheLeft(): Promise<Buffer> {
  const square = await sharp({ create: { width: SQUARE.size, height: SQUARE.size, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#c8d2dc' } })
    .composite([{ input: square, left: SQUARE.left, top: SQUARE.top }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** How many pixels of the PNG screenshot are the square's red (JPEG and scaling blur its edges). */
async function redPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    if (data[i]! > 180 && data[i + 1]! < 90 && data[i + 2]! < 90) count++;
  }
  return count;
}

describe('pictures on the public pages', () => {
  const suite = useServerAndBrowser();
  const first = {} as Firsts;

  beforeAll(async () => {
    Object.assign(first, await readFirsts(suite.server.baseUrl));
  });

  it.each(pages)('gives every picture on %s alt text, empty only for an ornament or beside its own name', async (_name, routeOf) => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}${routeOf(first)}`);
    await page.waitForLoadState('networkidle');
    const pictures = await page.evaluate(() =>
      [...document.images].map((img) => ({
        src: img.getAttribute('src') ?? '',
        alt: img.getAttribute('alt'),
        // The text of the link or card the picture sits in, which names it when there is any.
        label: (img.closest('a, li')?.textContent ?? '').trim().replace(/\s+/g, ' '),
      })),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture.alt, `alt of ${picture.src}`).not.toBeNull();
      if (decorative.some((name) => picture.src.endsWith(name))) expect(picture.alt, picture.src).toBe('');
      else if (picture.alt?.trim() === '') expect(picture.label, `the text beside ${picture.src}, whose alt is empty`).not.toBe('');
      // Alt text that says the label again is read twice by a screen reader (Lighthouse: image-redundant-alt).
      else expect(picture.alt?.trim().toLowerCase(), `alt of ${picture.src}`).not.toBe(picture.label.toLowerCase());
    }
    await page.context().close();
  });

  // The browser picks a picture's variant by its `sizes` before it lays the page out
  // (web/src/lib/image-sizes.ts). Narrower than drawn, the picture is blurred; a quarter wider, and
  // the next larger file can be fetched. The page is loaded once and the window resized: `sizes`
  // and the layout are both read afresh at each width, as a load at that width would read them.
  it.each(pages)('asks for each picture on %s at about the width it is drawn, from 360 to 1920 px wide', async (_name, routeOf) => {
    const page = await newPage(suite.browser, { width: 360 });
    await page.goto(`${suite.server.siteUrl}${routeOf(first)}`);
    for (const width of [360, 412, 768, 1024, 1280, 1920]) {
      await page.setViewportSize(viewportAt(width));
      const pictures = await page.evaluate(async () => {
        const measured: { name: string; drawn: number; slot: number }[] = [];
        for (const img of document.querySelectorAll<HTMLImageElement>('img[srcset]')) {
          const drawn = img.getBoundingClientRect().width;
          if (drawn === 0) continue;
          // A picture 1000 px wide offered as 1000w is shown at the width its sizes names.
          const probe = new Image();
          probe.sizes = img.sizes;
          probe.srcset = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="10"/>')} 1000w`;
          await probe.decode();
          measured.push({ name: `${img.className} (sizes "${img.sizes}")`, drawn, slot: probe.naturalWidth });
        }
        return measured;
      });
      expect(pictures.length, `pictures with a srcset at ${width} px`).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(picture.slot, `${picture.name} drawn ${picture.drawn} px wide at ${width} px`).toBeGreaterThanOrEqual(picture.drawn * 0.98);
        expect(picture.slot, `${picture.name} drawn ${picture.drawn} px wide at ${width} px`).toBeLessThanOrEqual(picture.drawn * 1.25);
      }
    }
    await page.context().close();
  });

  describe('a news picture cropped in its card at 375 px', () => {
    const title = 'Focal point on the left';
    let admin: Page;
    let mediaId: number;

    beforeAll(async () => {
      admin = await newPage(suite.browser);
      await logIn(admin, suite.server.siteUrl, ADMIN_PASSWORD);
      const image = (await pictureWithSquareAtTheLeft()).toString('base64');
      const added = await callFromPage<{ id: number }>(admin, 'POST', 'news/news_api.php', { type: 'insert', title, content: '<p>A picture with its subject at the left.</p>', year: '2026' }, { image });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      // The library entry the upload made, by the use the media_uses view reads off the story.
      const [entry] = await queryDatabase<{ id: number }>(
        suite.server,
        `select media.id from media join media_uses on media_uses.name = media.name where media_uses.kind = 'news' and media_uses.item_id = $1`,
        [added.body.id],
      );
      expect(entry, 'the library entry of the picture').toBeDefined();
      mediaId = entry!.id;
    });

    /** The red pixels of the story's card picture on the news list, as a phone shows it. */
    async function redInTheCard(): Promise<number> {
      const page = await newPage(suite.browser, { width: 375 });
      await page.goto(`${suite.server.siteUrl}/news`);
      const image = page.locator('.news-card', { hasText: title }).locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.hasAttribute('data-failed'))).toBe(true);
      const red = await redPixels(await image.screenshot());
      await page.context().close();
      return red;
    }

    it('cuts the square off with no focal point (the centred crop)', async () => {
      expect(await redInTheCard()).toBeLessThan(20);
    });

    it('keeps the square in view once its focal point is set on it', async () => {
      const focal_point = { x: ((SQUARE.left + SQUARE.size / 2) / WIDTH) * 100, y: ((SQUARE.top + SQUARE.size / 2) / HEIGHT) * 100 };
      const saved = await admin.evaluate(
        async ({ id, focal_point }) => {
          const response = await fetch(`/backend/admin/media/${id}`, {
            method: 'PATCH',
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify({ focal_point }),
          });
          return { status: response.status, body: await response.text() };
        },
        { id: mediaId, focal_point },
      );
      expect(saved.status, saved.body).toBe(200);
      // The square is about 50 px wide in the card; the crop keeps most of it.
      expect(await redInTheCard()).toBeGreaterThan(1000);
    });
  });
});
