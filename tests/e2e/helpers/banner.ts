// Home's banner rotates by CSS animations until its island wakes (web/src/features/home/components/
// ventures-banner.css): tests hold that rotation at a chosen moment instead of waiting for it.
import type { Page } from 'playwright-core';

/**
 * From the next page load on, stops every animation of the banner at `ms` into the rotation as soon
 * as the page is parsed, as if that much time had passed and then none: the test, not the machine's
 * speed, says where the CSS rotation stands. Call before goto.
 */
export async function holdBannerRotationAt(page: Page, ms: number): Promise<void> {
  await page.addInitScript((at) => {
    addEventListener('DOMContentLoaded', () => {
      for (const animation of document.querySelector('.banner')?.getAnimations({ subtree: true }) ?? []) {
        animation.pause();
        animation.currentTime = at;
      }
    });
  }, ms);
}

/** Stops every animation of the banner, now, at `ms` into the rotation (also on a page without JavaScript). */
export async function seekBannerRotation(page: Page, ms: number): Promise<void> {
  await page.evaluate((at) => {
    for (const animation of document.querySelector('.banner')!.getAnimations({ subtree: true })) {
      animation.pause();
      animation.currentTime = at;
    }
  }, ms);
}

/** What the banner shows while its CSS rotates it: the highlighted row, the caption and the slide in sight. */
export async function bannerShownByCss(page: Page): Promise<{ row: string; caption: string; slide: string }> {
  return page.evaluate(() => {
    const shown = (element: Element) => getComputedStyle(element).display !== 'none' && getComputedStyle(element).visibility === 'visible';
    const row = [...document.querySelectorAll('.banner__list-item')].find((item) => getComputedStyle(item).borderLeftColor !== 'rgba(0, 0, 0, 0)');
    const caption = [...document.querySelectorAll('.banner__caption-entry')].find(shown);
    const slide = [...document.querySelectorAll('.banner__slide')].find(shown);
    return { row: row?.textContent ?? '', caption: caption?.textContent ?? '', slide: slide?.querySelector('img')?.alt ?? '' };
  });
}
