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

/**
 * What the banner shows while its CSS rotates it: the list row under the lit window, the caption
 * in the ticker's line and the slide in the viewport, each found by where the transforms put it.
 */
export async function bannerShownByCss(page: Page): Promise<{ row: string; caption: string; slide: string }> {
  return page.evaluate(() => {
    const nearest = (elements: Element[], to: number, edge: (rect: DOMRect) => number) =>
      elements.reduce((best, element) => (Math.abs(edge(element.getBoundingClientRect()) - to) < Math.abs(edge(best.getBoundingClientRect()) - to) ? element : best));
    const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
    const row = nearest([...document.querySelectorAll('.banner__list li')], top('.banner__list-lit'), (rect) => rect.top);
    const caption = nearest([...document.querySelectorAll('.banner__caption-entry')], top('.banner__captions'), (rect) => rect.top);
    const left = document.querySelector('.banner__viewport')!.getBoundingClientRect().left;
    const slide = nearest([...document.querySelectorAll('.banner__slide')], left, (rect) => rect.left);
    return { row: row.textContent ?? '', caption: caption.textContent ?? '', slide: slide.querySelector('img')?.alt ?? '' };
  });
}
