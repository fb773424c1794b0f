// The media library (issue 24) in a real browser against the real server: a picture uploaded to the
// library gets its alt text and a focal point set by clicking (then nudged by keyboard, announced);
// a picture in use cannot be deleted (the button is disabled and says why), an unused one can; a
// news item chooses its picture from the library, and its public page shows that very file.
// Screenshots of the Media screen and the chooser at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaDetailReply, MediaItem, MediaListReply } from '../../common/media';
import { mediaMessages } from '../../common/media';
import { answerDialog, jpeg, jpegFile, logIn } from './helpers/admin';
import { horizontalOverflow, newPage, saveScreenshot } from './helpers/browser';
import { callFromPage } from './helpers/page-api';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('the media library', () => {
  const suite = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
  });

  const details = () => page.getByRole('dialog', { name: 'Picture details' });
  const mediaItem = async (id: number) => (await callFromPage<MediaDetailReply>(page, 'GET', `admin/media/${id}`)).body;
  const findByAlt = async (alt: string) => {
    const reply = await callFromPage<MediaListReply>(page, 'GET', `admin/media?q=${encodeURIComponent(alt)}`);
    return reply.body.items.find((item) => item.alt_text === alt);
  };

  it('uploads a picture, then sets its alt text and focal point by clicking and by keyboard', async () => {
    await page.goto(`${suite.server.siteUrl}/admin`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'MEDIA' }).click();
    await page.waitForURL(/\/sjg\/admin\/media$/);
    await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Pictures' }).waitFor();
    await saveScreenshot(page, 'admin-media');

    await page.getByLabel('Pictures to upload').setInputFiles(jpegFile('lighthouse.jpg', await jpeg(800, 600, '#2b5d8a')));
    await page.getByLabel('Alt text (optional)').fill('Lighthouse draft');
    await page.getByRole('button', { name: 'Upload to library' }).click();
    await page.getByRole('status').filter({ hasText: mediaMessages.uploaded }).waitFor();
    // The new picture opens for its details at once, and its place is in the URL.
    await details().waitFor();
    await page.waitForURL(/[?&]picture=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('picture'));

    await details().getByLabel('Alt text', { exact: true }).fill('A lighthouse at dusk');
    const picture = details().getByRole('group', { name: /Focal point/ });
    await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await picture.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await details().getByText('Focal point: 25 % across, 75 % down.').first().waitFor();
    const marker = details().locator('.media-focal__marker');
    expect(await marker.evaluate((element) => (element as HTMLElement).style.left)).toMatch(/^2[45](\.\d)?%$/);
    // The picture keeps the focus; each arrow moves the point 5 % and says where it is now.
    await picture.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => details().locator('.media-focal [aria-live="polite"]').textContent()).toBe('Focal point: 30 % across, 70 % down.');
    await details().getByRole('button', { name: 'Save' }).click();
    await details().getByRole('status').filter({ hasText: mediaMessages.updated }).waitFor();

    const { item } = await mediaItem(id);
    expect(item.alt_text).toBe('A lighthouse at dusk');
    expect(item.focal_point!.x).toBeCloseTo(30, 0);
    expect(item.focal_point!.y).toBeCloseTo(70, 0);
    // The grid shows the new alt text without a reload.
    await details().getByRole('button', { name: 'Close' }).click();
    await page.getByRole('list', { name: 'Pictures' }).getByRole('button', { name: /A lighthouse at dusk/ }).waitFor();

    // "Reset to centre" clears the point again.
    await page.getByRole('list', { name: 'Pictures' }).getByRole('button', { name: /A lighthouse at dusk/ }).click();
    await details().getByRole('button', { name: 'Reset to centre' }).click();
    await details().getByText('Focal point: the centre.').first().waitFor();
    await details().getByRole('button', { name: 'Save' }).click();
    await details().getByRole('status').filter({ hasText: mediaMessages.updated }).waitFor();
    expect((await mediaItem(id)).item.focal_point).toBeNull();
    await page.keyboard.press('Escape');
    await details().waitFor({ state: 'detached' });
  });

  it('refuses to delete a picture in use, with the reason beside the disabled button', async () => {
    await page.goto(`${suite.server.siteUrl}/admin/media?used=used&kind=news`);
    expect(await page.getByLabel('Use', { exact: true }).inputValue()).toBe('used');
    expect(await page.getByLabel('Type of item').inputValue()).toBe('news');
    const first = page.getByRole('list', { name: 'Pictures' }).getByRole('button').first();
    await first.click();
    await details().getByRole('heading', { name: 'Used by' }).waitFor();
    await details().getByRole('link', { name: /^News “/ }).first().waitFor();
    const remove = details().getByRole('button', { name: 'Delete from the library' });
    expect(await remove.isDisabled()).toBe(true);
    const reasonId = await remove.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toContain('cannot be deleted while it is in use');

    // The server refuses it too, naming the uses (another editor's screen may not know yet).
    const id = Number(new URL(page.url()).searchParams.get('picture'));
    const refused = await callFromPage<{ error: string; code: string }>(page, 'DELETE', `admin/media/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.startsWith(mediaMessages.inUse)).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('deletes an unused picture', async () => {
    const unused = (await findByAlt('A lighthouse at dusk'))!;
    expect(unused.use_count).toBe(0);
    await page.goto(`${suite.server.siteUrl}/admin/media?picture=${unused.id}`);
    await details().getByText('Nothing uses this picture.').waitFor();
    await details().getByRole('button', { name: 'Delete from the library' }).click();
    await answerDialog(page, 'Yes');
    await page.getByRole('status').filter({ hasText: mediaMessages.deleted }).waitFor();
    await details().waitFor({ state: 'detached' });
    expect(await findByAlt('A lighthouse at dusk')).toBeUndefined();
    expect((await callFromPage(page, 'GET', `admin/media/${unused.id}`)).status).toBe(404);
  });

  it('publishes a news item whose picture is chosen from the library, and its page shows that file', async () => {
    // A picture in the library first, as another editor might have put it there.
    const upload = await page.evaluate(async (bytes) => {
      const form = new FormData();
      form.set('file', new Blob([Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0))], { type: 'image/jpeg' }), 'crane.jpg');
      form.set('alt_text', 'Harbour crane');
      const response = await fetch('/backend/admin/media', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
      return { status: response.status, body: (await response.json()) as { item: MediaItem } };
    }, (await jpeg(1000, 560, '#c8963e')).toString('base64'));
    expect(upload.status).toBe(201);
    const chosen = upload.body.item;

    await page.goto(`${suite.server.siteUrl}/admin?section=news`);
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByLabel('Title').fill('Library picture news');
    await page.getByLabel('Year').fill('2026');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('A crane arrived at the harbour.');

    await page.getByRole('button', { name: 'Choose from library (image)' }).click();
    const chooser = page.getByRole('dialog', { name: /Choose from the library/ });
    await chooser.getByRole('list', { name: 'Library pictures' }).waitFor();
    await saveScreenshot(page, 'admin-media-chooser');
    await chooser.getByLabel('Search the library').fill('Harbour crane');
    await chooser.getByRole('button', { name: `Choose Harbour crane (${chosen.name})` }).click();
    await chooser.waitFor({ state: 'detached' });
    await page.getByText(`From the library: ${chosen.name}`).waitFor();
    // The library's alt text comes with the picture; the editor may say more.
    expect(await page.getByLabel('Alt text', { exact: true }).inputValue()).toBe('Harbour crane');
    await page.getByLabel('Alt text', { exact: true }).fill('A yellow crane over the harbour');

    let sent: Record<string, string> = {};
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/backend/news')) sent = { body: request.postData() ?? '' };
    });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes');
    await page.getByRole('status').filter({ hasText: /uploaded successfully|published/i }).first().waitFor();
    // A choice sends the picture's id, never the file again.
    expect(sent.body).toContain('name="image_media_id"');
    expect(sent.body).not.toContain('name="image"; filename=');

    expect((await mediaItem(chosen.id)).item.alt_text).toBe('A yellow crane over the harbour');
    const visitor = await newPage(suite.browser);
    await visitor.goto(`${suite.server.siteUrl}/single-news/library-picture-news`);
    const image = visitor.locator('img.article__image');
    await image.waitFor();
    expect(await image.getAttribute('src')).toContain(chosen.name);
    await visitor.context().close();

    // The picture is now in use: the library says so.
    expect((await mediaItem(chosen.id)).uses).toContainEqual(expect.objectContaining({ kind: 'news', label: 'Library picture news', in_trash: false, in_history: false }));
  });

  it('shows the Media screen and the chooser on a 375 px phone without sideways scrolling', async () => {
    const phone = await newPage(suite.browser, { width: 375 });
    await logIn(phone, suite.server.siteUrl, ADMIN_PASSWORD);
    await phone.goto(`${suite.server.siteUrl}/admin/media`);
    await phone.getByRole('list', { name: 'Pictures' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await saveScreenshot(phone, 'admin-media');

    await phone.goto(`${suite.server.siteUrl}/admin?section=news&edit=new`);
    await phone.getByRole('button', { name: 'Choose from library (image)' }).click();
    await phone.getByRole('dialog', { name: /Choose from the library/ }).getByRole('list', { name: 'Library pictures' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await saveScreenshot(phone, 'admin-media-chooser');
    await phone.context().close();
  });
});
