// The admin lists' optional ?sort= and ?q= on the four content endpoints: orders, title (or name)
// search, paging of what is found, and 400s with a clear message for values they do not know.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSizeOf } from '../../common/content-kinds.js';
import { listQueryMessages, LIST_SORTS, ORDERED_LIST_SORTS } from '../../common/list-query.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeNews } from './content-harness.js';

let t: TestApp;
const news = '/backend/news/news_api.php';
const endpoints = ['news/news_api.php', 'blogs/blogs_api.php', 'investors/investors_api.php', 'testimonials/testimonials_api.php'];

beforeAll(async () => {
  t = await createTestApp();
  // Added in this order, an hour apart: oldest first. Titles sort otherwise.
  const titles = ['Monsoon casino opening', 'alpha lottery results', 'Zebra 100% pure_juice', 'Casino night in Goa', 'beverages expo'];
  for (const [index, title] of titles.entries()) await makeNews(t, title, (titles.length - index) * 60);
  // Enough to fill two pages of a search.
  for (let i = 1; i <= pageSizeOf('news') + 1; i += 1) await makeNews(t, `Bulk item ${String(i).padStart(2, '0')}`, 1000 + i);
  for (const [index, name] of ['Meera Kapoor', 'anil shah', 'Zoya Ali'].entries()) {
    await t.db.insertInto('investors').values({ slug: `investor-${index}`, investor_name: name, investor_image: null }).execute();
  }
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => request(t.app).get(url);
const titlesOf = (body: { news: { title: string }[] }) => body.news.map((item) => item.title);

describe('admin list order and search (?sort=, ?q=)', () => {
  it('lists newest first without a sort, as before, and with sort=newest', async () => {
    const plain = await get(`${news}?page=1`);
    const newest = await get(`${news}?page=1&sort=newest`);
    expect(plain.status).toBe(200);
    expect(titlesOf(plain.body).slice(0, 5)).toEqual(['beverages expo', 'Casino night in Goa', 'Zebra 100% pure_juice', 'alpha lottery results', 'Monsoon casino opening']);
    expect(newest.body).toEqual(plain.body);
  });

  it('sorts oldest first, and by title A→Z and Z→A ignoring case', async () => {
    const oldest = await get(`${news}?page=2&sort=oldest`);
    expect(titlesOf(oldest.body).slice(-5)).toEqual(['Monsoon casino opening', 'alpha lottery results', 'Zebra 100% pure_juice', 'Casino night in Goa', 'beverages expo']);
    const byTitle = await get(`${news}?sort=title`);
    expect(titlesOf(byTitle.body)).toEqual([...titlesOf(byTitle.body)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(titlesOf(byTitle.body)[0]).toBe('alpha lottery results');
    const reversed = await get(`${news}?sort=-title`);
    expect(titlesOf(reversed.body)).toEqual([...titlesOf(byTitle.body)].reverse());
  });

  it('finds items whose title contains q, ignoring case, and pages what it finds', async () => {
    const casino = await get(`${news}?page=1&q=CASINO`);
    expect(casino.body).toEqual({ news: expect.any(Array), total_pages: 1 });
    expect(titlesOf(casino.body)).toEqual(['Casino night in Goa', 'Monsoon casino opening']);
    const bulk = await get(`${news}?page=2&q=bulk&sort=title`);
    expect(bulk.body.total_pages).toBe(2);
    expect(titlesOf(bulk.body)).toEqual([`Bulk item ${pageSizeOf('news') + 1}`]);
    const blank = await get(`${news}?page=1&q=%20%20`);
    expect(blank.body).toEqual((await get(`${news}?page=1`)).body);
    const none = await get(`${news}?page=1&q=nothing-like-this`);
    expect(none.body).toEqual({ news: [], total_pages: 0 });
  });

  it("takes q's % and _ as the characters themselves, not as wildcards", async () => {
    expect(titlesOf((await get(`${news}?q=${encodeURIComponent('100%')}`)).body)).toEqual(['Zebra 100% pure_juice']);
    expect(titlesOf((await get(`${news}?q=${encodeURIComponent('e_j')}`)).body)).toEqual(['Zebra 100% pure_juice']);
    expect(titlesOf((await get(`${news}?q=${encodeURIComponent('%')}`)).body)).toEqual(['Zebra 100% pure_juice']);
    expect(titlesOf((await get(`${news}?q=${encodeURIComponent('\\')}`)).body)).toEqual([]);
  });

  it('sorts and searches investors by their name', async () => {
    const investors = await get('/backend/investors/investors_api.php?page=1&sort=title');
    expect(investors.body.investors.map((item: { investor_name: string }) => item.investor_name)).toEqual(['anil shah', 'Meera Kapoor', 'Zoya Ali']);
    const found = await get('/backend/investors/investors_api.php?page=1&q=kap');
    expect(found.body.investors.map((item: { investor_name: string }) => item.investor_name)).toEqual(['Meera Kapoor']);
  });

  it.each(endpoints)('refuses an unknown or repeated sort on %s with 400 and the allowed values', async (path) => {
    for (const query of ['sort=name', 'sort=', 'sort=NEWEST', 'sort=newest&sort=title']) {
      const res = await get(`/backend/${path}?page=1&${query}`);
      expect(res.status, query).toBe(400);
      // Testimonials also take `order`, the order staff set by dragging (issue 24).
      const testimonials = path.startsWith('testimonials/');
      expect(res.body.error, query).toBe(listQueryMessages.badSort(testimonials ? ORDERED_LIST_SORTS : LIST_SORTS));
      expect(res.body.error).toBe(`sort must be one of newest, oldest, title, -title${testimonials ? ', order' : ''}`);
    }
  });

  it.each(endpoints)('refuses a q longer than 200 characters or repeated on %s with 400', async (path) => {
    for (const query of [`q=${'x'.repeat(201)}`, 'q=a&q=b']) {
      const res = await get(`/backend/${path}?page=1&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe('q must be text of at most 200 characters');
    }
    expect((await get(`/backend/${path}?page=1&q=${'x'.repeat(200)}`)).status).toBe(200);
  });

  it.each([
    ['news/news_api.php', 'News not found'],
    ['blogs/blogs_api.php', 'Blog not found'],
    ['ventures/get_venture.php', 'Venture not found'],
  ])('refuses a repeated slug on %s with 400 and its not-found message', async (path, message) => {
    const res = await get(`/backend/${path}?slug=a&slug=b`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });
});
