// The listed kinds' items are made from their declarations (server/src/kinds/), and their replies
// are part of the byte-for-byte contract: each item's keys come in the order the hand-written
// replies had, which toEqual would not notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  const image = await smallJpeg();
  const add = async (path: string, fields: Record<string, string>, picture: string) => {
    let req = admin.agent.post(`/backend/${path}`).field('type', 'insert');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    await req.attach(picture, image, 'a.jpg').expect(200);
  };
  await add('news/news_api.php', { title: 'Ordered news', content: '<p>n</p>', year: '2026' }, 'image');
  await add('blogs/blogs_api.php', { title: 'Ordered blog', content: '<p>b</p>' }, 'image');
  await add('investors/investors_api.php', { investor_name: 'Ordered investor' }, 'investor_image');
  await add('testimonials/testimonials_api.php', { name: 'Ordered', position: 'P', stars: '4.5', review: 'R', testimonial: '' }, 'image');
});
afterAll(async () => {
  await t.close();
});

const newsKeys = ['id', 'slug', 'title', 'content', 'year', 'image_url', 'image_variants', 'formattedDate', 'created_at', 'updated_at', 'image_alt', 'image_focus'];
const blogKeys = ['id', 'slug', 'title', 'content', 'image_url', 'image_variants', 'created_at', 'updated_at', 'formattedDate', 'image_alt', 'image_focus'];

describe('the keys of a listed item, in order', () => {
  it.each([
    ['news/news_api.php?page=1', 'news', newsKeys],
    ['news/news_api.php?slug=ordered-news', 'news', newsKeys],
    ['blogs/blogs_api.php?page=1', 'blogs', blogKeys],
    ['blogs/blogs_api.php?slug=ordered-blog', 'blog', blogKeys],
    ['investors/investors_api.php?page=1', 'investors', ['id', 'slug', 'investor_name', 'investor_image', 'investor_image_variants', 'investor_image_alt', 'investor_image_focus']],
    ['testimonials/testimonials_api.php?page=1', 'testimonials', ['id', 'slug', 'name', 'position', 'stars', 'review', 'image_url', 'image_variants', 'image_alt', 'image_focus']],
  ])('GET %s', async (path, key, keys) => {
    const res = await siteAgent(t).agent.get(`/backend/${path}`).expect(200);
    expect(Object.keys(res.body)).toEqual(path.includes('page=') ? [key, 'total_pages'] : [key]);
    const reply = res.body[key];
    expect(Object.keys(Array.isArray(reply) ? reply[0] : reply)).toEqual(keys);
  });

  it('adds the state after the public keys in the admin list', async () => {
    const res = await admin.agent.get('/backend/admin/items/investors?page=1').expect(200);
    expect(Object.keys(res.body.investors[0])).toEqual([
      'id',
      'slug',
      'investor_name',
      'investor_image',
      'investor_image_variants',
      'status',
      'publish_at',
      'updated_at',
      'missed_schedule_at',
      'investor_image_alt',
      'investor_image_focus',
    ]);
  });
});
