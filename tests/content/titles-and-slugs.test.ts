// Titles and names through the API: bounded at TITLE_MAX_LENGTH with a clear message, slugs of
// every script that keep their marks and open their page, and long titles with short, unique slugs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../common/constants.js';
import { contentMessages } from '../../common/messages.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { completeAddForm, sendForm } from '../ventures/ventures-harness.js';

let t: TestApp;
let admin: AdminAgent;
let image: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  image = await smallJpeg();
});
afterAll(async () => {
  await t.close();
});

const tooLong = 'x'.repeat(TITLE_MAX_LENGTH + 1);
const longest = 'y'.repeat(TITLE_MAX_LENGTH);

function addNews(title: string) {
  return admin.agent
    .post('/backend/news/news_api.php')
    .field('type', 'insert')
    .field('title', title)
    .field('content', '<p>Story</p>')
    .field('year', '2026')
    .attach('image', image, 'a.jpg');
}

function addBlog(title: string) {
  return admin.agent.post('/backend/blogs/blogs_api.php').field('type', 'insert').field('title', title).field('content', '<p>Post</p>');
}

async function addVenture(fields: Record<string, string>) {
  const form = await completeAddForm('A venture');
  return sendForm(admin.agent.post('/backend/ventures/add_venture_api.php'), { ...form, fields: { ...form.fields, ...fields } });
}

describe(`titles and names longer than ${TITLE_MAX_LENGTH} characters`, () => {
  it.each([
    ['a news title', () => addNews(tooLong), contentMessages.tooLong('title')],
    ['a blog title', () => addBlog(tooLong), contentMessages.tooLong('title')],
    [
      'an investor name',
      () => admin.agent.post('/backend/investors/investors_api.php').field('type', 'insert').field('investor_name', tooLong).attach('investor_image', image, 'a.jpg'),
      contentMessages.tooLong('name'),
    ],
    [
      'a testimonial position',
      () =>
        admin.agent
          .post('/backend/testimonials/testimonials_api.php')
          .field('type', 'insert')
          .field('name', 'Asha')
          .field('position', tooLong)
          .field('stars', '4')
          .field('review', 'Good'),
      contentMessages.tooLong('position'),
    ],
    ['a venture title', () => addVenture({ title: tooLong }), contentMessages.tooLong('title')],
    ['a venture client name', () => addVenture({ 'clients[0][name]': tooLong }), contentMessages.tooLong('name')],
  ])('refuses %s with 400 and says how long it may be', async (_what, send, message) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('stores nothing for a refused title', async () => {
    const before = await t.db.selectFrom('news').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    await addNews(tooLong).expect(400);
    const after = await t.db.selectFrom('news').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('slugs of long titles', () => {
  it(`accepts a ${TITLE_MAX_LENGTH}-character title, gives it a slug of at most ${SLUG_MAX_LENGTH}, and its page opens`, async () => {
    const res = await addNews(longest).expect(200);
    const item = (await siteAgent(t).agent.get(`/backend/news/news_api.php?id=${res.body.id}`).expect(200)).body.news;
    expect(item.title).toBe(longest);
    expect(item.slug).toBe('y'.repeat(SLUG_MAX_LENGTH));
    const page = await siteAgent(t).agent.get(`/sjg/single-news/${item.slug}`).expect(200);
    expect(page.text).toContain(longest);
  });

  it('keeps slugs unique when two long titles share their first hundred characters', async () => {
    const shared = `${'Mumbai harbour project '.repeat(5)}`;
    const first = await addBlog(`${shared} phase one`).expect(200);
    const second = await addBlog(`${shared} phase two`).expect(200);
    const slugs = await Promise.all(
      [first, second].map(async (res) => (await siteAgent(t).agent.get(`/backend/blogs/blogs_api.php?id=${res.body.id}`).expect(200)).body.blog.slug as string),
    );
    expect(slugs[0]).not.toBe(slugs[1]);
    for (const slug of slugs) {
      expect([...slug].length).toBeLessThanOrEqual(SLUG_MAX_LENGTH + 3);
      await siteAgent(t).agent.get(`/sjg/single-blog/${encodeURIComponent(slug)}`).expect(200);
    }
  });
});

describe('titles in other scripts', () => {
  it.each([
    ['Hindi', 'नमस्ते दुनिया', 'नमस्ते-दुनिया'],
    ['Marathi', 'मुंबईतील नवीन प्रकल्प', 'मुंबईतील-नवीन-प्रकल्प'],
    ['Tamil', 'மும்பை செய்திகள்', 'மும்பை-செய்திகள்'],
    ['accented Latin', 'Crème Brûlée Festival', 'crème-brûlée-festival'],
  ])('a %s news title keeps its marks in the slug, and the page opens by it', async (_script, title, slug) => {
    const res = await addNews(title).expect(200);
    const item = (await siteAgent(t).agent.get(`/backend/news/news_api.php?id=${res.body.id}`).expect(200)).body.news;
    expect(item.slug).toBe(slug);
    const bySlug = await siteAgent(t).agent.get(`/backend/news/news_api.php?slug=${encodeURIComponent(slug)}`).expect(200);
    expect(bySlug.body.news.title).toBe(title);
    const page = await siteAgent(t).agent.get(`/sjg/single-news/${encodeURIComponent(slug)}`).expect(200);
    expect(page.text).toContain(title);
  });

  it('a Hindi venture title gives a readable slug whose page opens', async () => {
    const res = await addVenture({ title: 'स्वास्थ्य सेवा' });
    expect(res.status).toBe(200);
    const venture = await siteAgent(t).agent.get(`/backend/ventures/get_venture.php?slug=${encodeURIComponent('स्वास्थ्य-सेवा')}`).expect(200);
    expect(JSON.stringify(venture.body)).toContain('स्वास्थ्य सेवा');
    await siteAgent(t).agent.get(`/sjg/singleventure/${encodeURIComponent('स्वास्थ्य-सेवा')}`).expect(200);
  });
});
