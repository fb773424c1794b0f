// Uploads through the real news and ventures endpoints are processed once: the stored original is
// upright and without metadata, WebP variants sit beside it (none wider than it), the replies
// describe them, and deleting the item forever (from the trash) removes every one of them.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageVariants, NewsItem, VentureDetails, VenturePublic } from '../../common/api-types.js';
import { uploadUrl, type UploadArea } from '../../common/upload-areas.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { expectUnusedInLibrary } from '../helpers/media-library.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { listUploadedFiles } from '../content/content-harness.js';
import { completeAddForm, sendForm } from '../ventures/ventures-harness.js';

const NEWS = '/backend/news/news_api.php';

let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

/** A photo-like JPEG stored sideways: red left half, blue right half, EXIF orientation 6 and a copyright. */
async function sidewaysJpeg(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: half, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function fetchBytes(url: string): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  const res = await siteAgent(t).agent.get(url).buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return { status: res.status, type: res.headers['content-type'] as string | undefined, body: res.body as Buffer };
}

/** Every variant is served as WebP at its width, none wider than the original. */
async function expectServedVariants(image: ImageVariants, expectedWidths: number[]): Promise<void> {
  expect(image.variants.map((variant) => variant.width)).toEqual(expectedWidths);
  for (const variant of image.variants) {
    expect(variant.width).toBeLessThanOrEqual(image.width);
    const served = await fetchBytes(variant.url);
    expect(served.status, variant.url).toBe(200);
    expect(served.type).toBe('image/webp');
    const meta = await sharp(served.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(variant.width);
    expect(meta.height).toBe(Math.round((image.height * variant.width) / image.width));
  }
}

async function newsItem(id: number): Promise<NewsItem> {
  return (await siteAgent(t).agent.get(`${NEWS}?id=${id}`)).body.news as NewsItem;
}

describe('a news image upload', () => {
  it('stores the original upright and without metadata, with WebP variants the reply describes', async () => {
    const upload = await sidewaysJpeg(2000, 1200);
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    expect(upload.includes('Secret Owner')).toBe(true);
    const created = await admin.agent
      .post(NEWS)
      .field('type', 'insert')
      .field('title', 'Sideways')
      .field('content', '<p>x</p>')
      .field('year', '2026')
      .attach('image', upload, 'sideways.jpg');
    expect(created.status).toBe(200);

    const item = await newsItem(created.body.id);
    // Turned upright: 1200 wide, 2000 high.
    expect(item.image_variants).toMatchObject({ width: 1200, height: 2000 });
    const original = await fetchBytes(uploadUrl('news', item.image_url)!);
    expect(original.type).toBe('image/jpeg');
    const meta = await sharp(original.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 2000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(original.body.includes('Secret Owner')).toBe(false);
    // Orientation 6 turns the picture a quarter clockwise: the red left half is now on top.
    const { data, info } = await sharp(original.body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(600, 100)[0]).toBeGreaterThan(200);
    expect(pixel(600, 1900)[2]).toBeGreaterThan(200);

    await expectServedVariants(item.image_variants!, [360, 480, 960]);
    // The list carries the same description.
    const list = (await siteAgent(t).agent.get(`${NEWS}?page=1`)).body.news as NewsItem[];
    expect(list.find((each) => each.id === item.id)?.image_variants).toEqual(item.image_variants);
  });

  it('gives a narrow image one variant at its own width, never an upscaled one', async () => {
    const png = await sharp({ create: { width: 300, height: 150, channels: 4, background: '#3c3c' } }).png().toBuffer();
    const created = await admin.agent
      .post(NEWS)
      .field('type', 'insert')
      .field('title', 'Narrow')
      .field('content', '<p>x</p>')
      .field('year', '2026')
      .attach('image', png, 'narrow.png');
    const item = await newsItem(created.body.id);
    expect(item.image_url).toMatch(/\.png$/);
    expect(item.image_variants).toMatchObject({ width: 300, height: 150 });
    await expectServedVariants(item.image_variants!, [300]);
  });

  it('keeps a replaced image while a revision names it and a trashed item\'s, and keeps every original and variant in the library on delete forever', async () => {
    const created = await admin.agent
      .post(NEWS)
      .field('type', 'insert')
      .field('title', 'Doomed')
      .field('content', '<p>x</p>')
      .field('year', '2026')
      .attach('image', await sidewaysJpeg(1800, 1000), 'doomed.jpg');
    const first = await newsItem(created.body.id);
    const filesOf = (item: NewsItem) =>
      [item.image_url!, ...item.image_variants!.variants.map((variant) => `uploads/${variant.url.split('/').pop()}`)].map(
        (field) => `news/${field.slice('uploads/'.length)}`,
      );
    expect(filesOf(first)).toHaveLength(4);
    expect(await listUploadedFiles(t)).toEqual(expect.arrayContaining(filesOf(first)));

    await admin.agent
      .post(NEWS)
      .field('type', 'update')
      .field('id', String(created.body.id))
      .field('title', 'Doomed')
      .attach('image', await sidewaysJpeg(700, 500), 'smaller.jpg');
    const second = await newsItem(created.body.id);
    const afterUpdate = await listUploadedFiles(t);
    // The first revision names the replaced image: it stays, every variant with it (issue 22).
    expect(afterUpdate).toEqual(expect.arrayContaining([...filesOf(first), ...filesOf(second)]));
    for (const variant of first.image_variants!.variants) expect((await fetchBytes(variant.url)).status, variant.url).toBe(200);

    // Delete moves it to the trash: the files stay until it is deleted forever.
    const deleted = await admin.agent.delete(NEWS).send({ id: created.body.id });
    expect(deleted.status).toBe(200);
    expect(await listUploadedFiles(t)).toEqual(expect.arrayContaining([...filesOf(first), ...filesOf(second)]));
    const forever = await admin.agent.delete(`/backend/admin/trash/news/${created.body.id}`);
    expect(forever.status).toBe(200);
    // The pictures stay in the library, unused, until deleted from the Media screen (issue 24).
    const afterDelete = await listUploadedFiles(t);
    for (const file of [...filesOf(first), ...filesOf(second)]) expect(afterDelete).toContain(file);
    await expectUnusedInLibrary(t, [...filesOf(first), ...filesOf(second)]);
  });
});

describe('venture image uploads', () => {
  type Described = { area: UploadArea; field: string | null; variants: ImageVariants | null | undefined };

  function describedImages(details: VentureDetails): Described[] {
    const { venture } = details;
    return [
      { area: 'ventureLogos', field: venture.logo_url, variants: venture.logo_variants },
      { area: 'ventureImages', field: venture.img_banner_url, variants: venture.img_banner_variants },
      { area: 'ventureImages', field: venture.about_img_url, variants: venture.about_img_variants },
      ...venture.stats.map((s): Described => ({ area: 'ventureStats', field: s.stats_image, variants: s.stats_image_variants })),
      ...details.subcategories.map((s): Described => ({ area: 'ventureCategories', field: s.banner_image, variants: s.banner_image_variants })),
      ...details.clients.map((c): Described => ({ area: 'ventureClients', field: c.client_image, variants: c.client_image_variants })),
      ...details.gallery.map((g): Described => ({ area: 'ventureGallery', field: g.image, variants: g.image_variants })),
    ];
  }

  it('processes every image of a new venture, describes them in both replies, and keeps them all in the library on delete forever', async () => {
    const before = await listUploadedFiles(t);
    const form = await completeAddForm('Pictured Venture');
    form.files.img_banner = await sidewaysJpeg(1000, 2400);
    const added = await sendForm(admin.agent.post('/backend/ventures/add_venture_api.php'), form);
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const details = (await siteAgent(t).agent.get(`/backend/ventures/ventures_details_api.php?id=${added.body.id}`)).body as VentureDetails;
    const images = describedImages(details);
    expect(images).toHaveLength(8);
    for (const image of images) expect(image.variants, `${image.area} ${image.field}`).toBeTruthy();
    // The sideways banner: upright it is 2400 wide, so it gets every width.
    expect(details.venture.img_banner_variants).toMatchObject({ width: 2400, height: 1000 });
    await expectServedVariants(details.venture.img_banner_variants!, [360, 480, 960, 1600]);
    // The form's small test images (8 px wide) get one variant each at their own width.
    await expectServedVariants(details.gallery[0]!.image_variants!, [8]);

    const publicReply = (await siteAgent(t).agent.get(`/backend/ventures/get_venture.php?id=${added.body.id}`)).body.venture as VenturePublic;
    expect(publicReply.banner_image_variants).toEqual(details.venture.img_banner_variants);
    expect(publicReply.gallery[1]!.image_variants).toEqual(details.gallery[1]!.image_variants);
    expect(publicReply.clients[0]!.image_variants).toEqual(details.clients[0]!.client_image_variants);

    // 8 originals and 11 variants (4 for the banner, 1 for each other image).
    expect((await listUploadedFiles(t)).length - before.length).toBe(8 + 11);
    const stored = await listUploadedFiles(t);
    const removed = await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id: added.body.id });
    expect(removed.status).toBe(200);
    // In the trash: every file kept for a restore.
    expect(await listUploadedFiles(t)).toEqual(stored);
    const forever = await admin.agent.delete(`/backend/admin/trash/ventures/${added.body.id}`);
    expect(forever.status).toBe(200);
    expect(await listUploadedFiles(t)).toEqual(stored);
    await expectUnusedInLibrary(t, stored.filter((file) => !before.includes(file)));
  });
});
