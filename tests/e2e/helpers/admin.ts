// Steps the admin browser tests share: signing in, opening a dashboard section, the confirmation
// dialog, and naming what sticks out sideways when a screen overflows.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN_EMAIL } from './server';

export async function logIn(page: Page, siteUrl: string, password: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Signing in lands on the overview (issue 48)...
  await page.waitForURL(/\/sjg\/admin\?section=overview$/);
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  // ...and the tests go on from where /admin opens (SPEC §2: VENTURES), through its menu link.
  await openSection(page, 'VENTURES');
  await page.waitForURL(/\/sjg\/admin\?section=ventures$/);
  await page.getByRole('heading', { name: 'Ventures' }).waitFor();
}

/** Follows a dashboard section's menu link, opening the mobile menu first when there is one. */
export async function openSection(page: Page, label: string): Promise<void> {
  const menuToggle = page.getByRole('button', { name: /Menu$/ });
  if ((await menuToggle.count()) > 0 && (await menuToggle.getAttribute('aria-expanded')) === 'false') await menuToggle.click();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label, exact: true }).click();
}

export async function answerDialog(page: Page, answer: 'Yes' | 'No', question?: string): Promise<void> {
  const dialog = question ? page.getByRole('alertdialog').filter({ hasText: question }) : page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Presses a form's action as an editor would: on a narrow form, after More when it waits there. */
export async function pressFormAction(page: Page, name: string): Promise<void> {
  const more = page.getByRole('button', { name: 'More', exact: true });
  if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
  await page.getByRole('button', { name, exact: true }).click();
}

/** Opens NEWS/EVENTS' Add New and writes a title, the year 2026 and a line of content. */
export async function startNews(page: Page, title: string, content: string): Promise<void> {
  await openSection(page, 'NEWS/EVENTS');
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Year').fill('2026');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type(content);
}

/** A save keeps the form open (issue 48): its "← Back" returns to the list. */
export async function backToList(page: Page): Promise<void> {
  await page.getByRole('button', { name: '← Back', exact: true }).click();
}

/** The elements whose right edge passes the viewport (empty when nothing scrolls sideways). */
export async function elementsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box that scrolls sideways and itself fits (the phone's editor toolbar), it is reached by scrolling that box.
    const inFittingScroller = (element: HTMLElement) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return box.getBoundingClientRect().right <= width + 1;
      }
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.getClientRects().length > 0 && !inFittingScroller(element))
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} → ${Math.round(element.getBoundingClientRect().right)}px`);
  });
}

export async function jpeg(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 80 }).toBuffer();
}

/** A JPEG of random noise (it does not compress), at least `minBytes` long. */
export async function noiseJpeg(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 1.1));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  const image = await sharp(raw, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
  if (image.length <= minBytes) throw new Error(`noise JPEG of ${image.length} bytes is not over ${minBytes}`);
  return image;
}

export const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
