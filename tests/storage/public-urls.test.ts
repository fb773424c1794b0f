// S3_PUBLIC_BASE_URL (issue 26): the image URLs a reply builds (variants, the media library's url
// and thumbnail) point at the bucket's public address, under the folder that really holds the bytes
// (a library picture keeps its own), while the stored fields keep the SPEC's shape. Here the public
// address is s3rver's own path-style bucket URL, so every rewritten URL is fetched for real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../common/media.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { startS3Server, TEST_BUCKET, type TestS3Server } from './s3-server.js';

let s3: TestS3Server;
let t: TestApp;
let editor: AdminAgent;
let base: string;

beforeAll(async () => {
  s3 = await startS3Server();
  base = `${s3.endpoint}/${TEST_BUCKET}`;
  t = await createTestApp({ env: { ...s3.env(), S3_PUBLIC_BASE_URL: `${base}/` } });
  editor = await loginAgent(t, { role: 'editor' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

type NewsReply = { news: { id: number; image_url: string | null; image_variants: { variants: { url: string }[] } | null }[] };

async function publicNews(id: number) {
  const res = await siteAgent(t).agent.get('/backend/news/news_api.php');
  expect(res.status).toBe(200);
  return (res.body as NewsReply).news.find((item) => item.id === id)!;
}

describe('image URLs with S3_PUBLIC_BASE_URL', () => {
  let item: MediaItem;

  it('gives a library upload public URLs that serve the same bytes as the app', async () => {
    const res = await editor.agent.post('/backend/admin/media').attach('file', await smallJpeg('#963'), 'brown.jpg');
    expect(res.status).toBe(201);
    item = (res.body as { item: MediaItem }).item;
    expect(item.url).toBe(`${base}/media/${item.name}`);
    expect(item.thumbnail_url).toBe(`${base}/media/${item.name.replace('.jpg', '-8.webp')}`);
    expect(item.variants!.variants.map((variant) => variant.url)).toEqual([item.thumbnail_url]);
    const fromApp = (await siteAgent(t).agent.get(`/backend/media/uploads/${item.name}`)).body as Buffer;
    expect(Buffer.compare(await fetchBytes(item.url), fromApp)).toBe(0);
    expect((await fetchBytes(item.thumbnail_url)).subarray(8, 12).toString()).toBe('WEBP');
  });

  it("points an item's variants at the folder that holds a library picture, keeping the stored field", async () => {
    const res = await editor.agent
      .post('/backend/news/news_api.php')
      .field('type', 'insert')
      .field('title', 'Chosen from the library')
      .field('content', '<p>Body</p>')
      .field('year', '2026')
      .field('image_media_id', String(item.id))
      .field('image_alt', 'A brown square');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const news = await publicNews(res.body.id as number);
    expect(news.image_url).toBe(`uploads/${item.name}`);
    const [variant] = news.image_variants!.variants;
    expect(variant!.url).toBe(`${base}/media/${item.name.replace('.jpg', '-8.webp')}`);
    await fetchBytes(variant!.url);
    // The app still serves the stored field's own URL, as the SPA builds it.
    expect((await siteAgent(t).agent.get(`/backend/news/uploads/${item.name}`)).status).toBe(200);
  });

  it("points an item's own upload at its area's folder", async () => {
    const res = await editor.agent
      .post('/backend/news/news_api.php')
      .field('type', 'insert')
      .field('title', 'Own picture')
      .field('content', '<p>Body</p>')
      .field('year', '2026')
      .attach('image', await smallJpeg('#369'), 'own.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const news = await publicNews(res.body.id as number);
    const name = news.image_url!.slice('uploads/'.length);
    expect(news.image_variants!.variants[0]!.url).toBe(`${base}/news/${name.replace('.jpg', '-8.webp')}`);
    await fetchBytes(news.image_variants!.variants[0]!.url);
    // The admin's read of the item shows the same addresses, and the picture's details.
    const adminRead = await editor.agent.get(`/backend/admin/items/news/${news.id}`);
    expect(adminRead.status).toBe(200);
    expect(adminRead.body.item.image_variants.variants[0].url).toBe(news.image_variants!.variants[0]!.url);
    expect(adminRead.body.item).toMatchObject({ image_url: `uploads/${name}`, image_alt: 'Own picture', image_focus: null });
  });

  it("points a search result's picture at its area's folder", async () => {
    const res = await editor.agent
      .post('/backend/news/news_api.php')
      .field('type', 'insert')
      .field('title', 'Lighthouse regatta')
      .field('content', '<p>Body</p>')
      .field('year', '2026')
      .attach('image', await smallJpeg('#693'), 'regatta.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const name = (await publicNews(res.body.id as number)).image_url!.slice('uploads/'.length);
    const search = await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'regatta' });
    expect((search.body as { image: string }[]).map((result) => result.image)).toEqual([`${base}/news/${name}`]);
    await fetchBytes(`${base}/news/${name}`);
  });

  it('lets pages load images from that address (Content-Security-Policy img-src)', async () => {
    const res = await siteAgent(t).agent.get('/backend/news/news_api.php');
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`img-src 'self' data: blob: ${s3.endpoint.replace(/[.]/g, '\\.')}(;|$)`));
  });
});
