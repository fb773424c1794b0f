// The head tags the server writes into index.html for each kind of page (SPEC §2 routes), the
// 404s, the 301 of an earlier slug, and the API look-up of one. Content is written through the
// real admin endpoints (news, blogs, venture edits) or the ventures repository.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../common/site-pages.js';
import { insertVenture } from '../../server/src/ventures/ventures.repository.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { ldOfType, makeWebDist, readHead } from './seo-harness.js';

const base = 'https://www.sjg.example';
const newsApi = '/backend/news/news_api.php';
const blogsApi = '/backend/blogs/blogs_api.php';

let t: TestApp;
let admin: AdminAgent;
let dist: Awaited<ReturnType<typeof makeWebDist>>;

beforeAll(async () => {
  dist = await makeWebDist();
  t = await createTestApp({ env: { PUBLIC_BASE_URL: base }, config: { webDistDir: dist.dir } });
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

const get = (url: string) => siteAgent(t).agent.get(url);

async function addNews(title: string, content: string): Promise<{ id: number; slug: string }> {
  const res = await admin.agent
    .post(newsApi)
    .field('type', 'insert')
    .field('title', title)
    .field('content', content)
    .field('year', '2026')
    .attach('image', await smallJpeg(), 'photo.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const item = (await get(`${newsApi}?id=${res.body.id}`)).body.news;
  return { id: item.id, slug: item.slug };
}

async function addBlog(title: string, content: string): Promise<{ id: number; slug: string }> {
  const res = await admin.agent.post(blogsApi).field('type', 'insert').field('title', title).field('content', content);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const item = (await get(`${blogsApi}?id=${res.body.id}`)).body.blog;
  return { id: item.id, slug: item.slug };
}

describe('static pages', () => {
  it('gives Home its title, description, canonical, Open Graph, Twitter card and Organization data', async () => {
    const res = await get('/sjg/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<script type="module" crossorigin src="/sjg/assets/index-abc.js"></script>');
    const tags = readHead(res.text);
    // The build's own title and description are replaced, not repeated.
    expect(tags.titles).toEqual(['SJG Group']);
    expect(tags.meta('description')).toEqual([staticPages['/']!.description]);
    expect(res.text).not.toContain("The build's own description.");
    expect(tags.canonical).toEqual([`${base}/sjg/`]);
    expect(tags.meta('robots')).toEqual([]);
    expect(tags.one('og:type')).toBe('website');
    expect(tags.one('og:site_name')).toBe('SJG Group');
    expect(tags.one('og:title')).toBe('SJG Group');
    expect(tags.one('og:description')).toBe(staticPages['/']!.description);
    expect(tags.one('og:url')).toBe(`${base}/sjg/`);
    expect(tags.one('og:image')).toBe(`${base}/sjg/images/og-default.png`);
    expect(tags.one('twitter:card')).toBe('summary_large_image');
    expect(tags.one('twitter:image')).toBe(`${base}/sjg/images/og-default.png`);
    // The default share image and the logo are real files of the SPA's public folder.
    expect(existsSync(path.resolve('web/public/images/og-default.png'))).toBe(true);
    expect(existsSync(path.resolve('web/public/images/logo-512.png'))).toBe(true);

    const org = ldOfType(tags, 'Organization')!;
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      name: 'SJG Group',
      url: `${base}/sjg/`,
      logo: { '@type': 'ImageObject', url: `${base}/sjg/images/logo-512.png` },
      address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressCountry: 'IN' },
      contactPoint: { '@type': 'ContactPoint', telephone: '+9118002097545' },
    });
    expect(org.sameAs).toHaveLength(4);
    expect(ldOfType(tags, 'BreadcrumbList')).toBeUndefined();
  });

  it('gives a static page its own title and description, also with a trailing slash, and keeps admin screens out of the index', async () => {
    const about = readHead((await get('/sjg/about-us/')).text);
    expect(about.titles).toEqual(['About Us | SJG Group']);
    expect(about.one('description')).toBe(staticPages['/about-us']!.description);
    expect(about.canonical).toEqual([`${base}/sjg/about-us`]);
    expect(about.jsonLd).toEqual([]);

    const terms = readHead((await get('/sjg/terms')).text);
    expect(terms.titles).toEqual(['Terms of Use | SJG Group']);

    for (const route of ['/sjg/login', '/sjg/admin', '/sjg/blogsection', '/sjg/blogs/addblog', '/sjg/blogs/editblog?id=3']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(readHead(res.text).meta('robots'), route).toEqual(['noindex']);
    }
  });
});

describe('item pages', () => {
  it('describes a news item from its row: title, excerpt, its image, NewsArticle and breadcrumbs', async () => {
    const content = `<p>Mumbai, <b>1 November</b>: the group &amp; its partners opened a new hospital.</p><p>${'More words follow here. '.repeat(12)}</p>`;
    const news = await addNews('Hospital opens in Pune', content);
    const res = await get(`/sjg/single-news/${news.slug}`);
    expect(res.status).toBe(200);
    const tags = readHead(res.text);
    expect(tags.titles).toEqual(['Hospital opens in Pune | SJG Group']);
    const description = tags.one('description')!;
    expect(description.startsWith('Mumbai, 1 November: the group & its partners opened a new hospital. More words')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('...')).toBe(true);
    expect(tags.canonical).toEqual([`${base}/sjg/single-news/hospital-opens-in-pune`]);
    expect(tags.one('og:type')).toBe('article');
    const image = tags.one('og:image')!;
    expect(image).toMatch(new RegExp(`^${base}/backend/news/uploads/`));
    // The image is real: the app serves it.
    const served = await get(image.slice(base.length));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);

    const row = await t.db.selectFrom('news').selectAll().where('id', '=', news.id).executeTakeFirstOrThrow();
    expect(tags.one('article:published_time')).toBe(row.created_at.toISOString());
    const article = ldOfType(tags, 'NewsArticle')!;
    expect(article).toMatchObject({
      headline: 'Hospital opens in Pune',
      datePublished: row.created_at.toISOString(),
      dateModified: row.updated_at.toISOString(),
      image: [image],
      publisher: { '@type': 'Organization', name: 'SJG Group' },
      mainEntityOfPage: { '@id': `${base}/sjg/single-news/hospital-opens-in-pune` },
    });
    expect(ldOfType(tags, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${base}/sjg/` },
        { position: 2, name: 'News', item: `${base}/sjg/news` },
        { position: 3, name: 'Hospital opens in Pune', item: `${base}/sjg/single-news/hospital-opens-in-pune` },
      ],
    });
  });

  it('describes a blog from its row, with the site image when the blog has none, as a BlogPosting', async () => {
    const blog = await addBlog('Why we build to last', '<h2>Patient capital</h2><p>We invest for decades.</p>');
    const tags = readHead((await get(`/sjg/single-blog/${blog.slug}`)).text);
    expect(tags.titles).toEqual(['Why we build to last | SJG Group']);
    expect(tags.one('description')).toBe('Patient capital. We invest for decades.');
    expect(tags.one('og:image')).toBe(`${base}/sjg/images/og-default.png`);
    expect(ldOfType(tags, 'BlogPosting')).toMatchObject({ headline: 'Why we build to last', image: [`${base}/sjg/images/og-default.png`] });
    expect(ldOfType(tags, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Blogs' }, { name: 'Why we build to last' }] });
  });

  it('describes a venture and its details page from the row, with its banner image', async () => {
    const venture = await insertVenture(t.db, {
      slug: 'sjg-lottery-tech',
      title: 'SJG Lottery Tech',
      about_desc: 'Terminals and draw systems for state lotteries since 1980.',
      logo_url: 'logo.png',
      img_banner_url: 'banner.jpg',
      about_img_url: null,
    });
    const page = readHead((await get('/sjg/singleventure/sjg-lottery-tech')).text);
    expect(page.titles).toEqual(['SJG Lottery Tech | SJG Group']);
    expect(page.one('description')).toBe('Terminals and draw systems for state lotteries since 1980.');
    expect(page.one('og:image')).toBe(`${base}/backend/ventures/uploads/venture_uploads/banner.jpg`);
    expect(page.canonical).toEqual([`${base}/sjg/singleventure/sjg-lottery-tech`]);
    expect(ldOfType(page, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Our Ventures', item: `${base}/sjg/ventures` }, { name: 'SJG Lottery Tech' }],
    });

    const details = await get(`/sjg/ventures/ventures_details/${venture.id}`);
    expect(details.status).toBe(200);
    const tags = readHead(details.text);
    expect(tags.titles).toEqual(['SJG Lottery Tech: details | SJG Group']);
    expect(tags.canonical).toEqual([`${base}/sjg/ventures/ventures_details/${venture.id}`]);
    expect(ldOfType(tags, 'BreadcrumbList')!.itemListElement).toHaveLength(4);
  });
});

describe('escaping', () => {
  it('keeps a title with </title><script> as text in every tag and in the JSON-LD', async () => {
    const title = 'Big </title><script>alert(1)</script> "news" & more';
    const news = await addNews(title, '<p>Body with </script> in &lt;text&gt;.</p>');
    const res = await get(`/sjg/single-news/${encodeURIComponent(news.slug)}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    // Every script element that ends was opened by the build or by us: none from the title.
    expect(res.text.match(/<\/script>/g)).toHaveLength(res.text.match(/<script type="(module|application\/ld\+json|application\/json)"/g)!.length);
    const tags = readHead(res.text);
    expect(tags.titles).toEqual([`${title} | SJG Group`]);
    expect(tags.one('og:title')).toBe(`${title} | SJG Group`);
    expect(tags.one('twitter:title')).toBe(`${title} | SJG Group`);
    expect(res.text).toContain('\\u003c/title\\u003e\\u003cscript\\u003e');
    expect(ldOfType(tags, 'NewsArticle')!.headline).toBe(title);
  });
});

describe('not found', () => {
  it('answers an unknown route and items that do not exist with the SPA page, 404 and noindex', async () => {
    for (const route of [
      '/sjg/no-such-page',
      '/sjg/news/extra',
      '/sjg/single-news/no-such-news',
      '/sjg/single-blog/no-such-blog',
      '/sjg/singleventure/no-such-venture',
      '/sjg/ventures/ventures_details/999999',
      '/sjg/ventures/ventures_details/abc',
      '/sjg/ventures/ventures_details/99999999999999999999',
      '/sjg/single-news/%E0%A4%A',
    ]) {
      const res = await get(route);
      expect(res.status, route).toBe(404);
      expect(res.type, route).toBe('text/html');
      expect(res.text, route).toContain('<div id="root"></div>');
      const tags = readHead(res.text);
      expect(tags.titles, route).toEqual(['Page not found | SJG Group']);
      expect(tags.meta('robots'), route).toEqual(['noindex']);
    }
  });
});

describe('earlier slugs', () => {
  it('moves a renamed news item: 301 from its old slug, and the API answers the old slug with the current item', async () => {
    const news = await addNews('Old news title', '<p>Text</p>');
    const edit = await admin.agent.post(newsApi).field('type', 'update').field('id', String(news.id)).field('title', 'New news title');
    expect(edit.status).toBe(200);

    const old = await get('/sjg/single-news/old-news-title?utm_source=x');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/sjg/single-news/new-news-title?utm_source=x');
    expect((await get('/sjg/single-news/new-news-title')).status).toBe(200);

    const api = await get(`${newsApi}?slug=old-news-title`);
    expect(api.status).toBe(200);
    expect(api.body.news).toMatchObject({ id: news.id, slug: 'new-news-title', title: 'New news title' });

    // A second rename keeps both earlier slugs.
    await admin.agent.post(newsApi).field('type', 'update').field('id', String(news.id)).field('title', 'Newest news title');
    expect((await get('/sjg/single-news/old-news-title')).headers.location).toBe('/sjg/single-news/newest-news-title');
    expect((await get('/sjg/single-news/new-news-title')).headers.location).toBe('/sjg/single-news/newest-news-title');
  });

  it('gives an earlier slug to a new item that takes it: current slugs win over history', async () => {
    const first = await addNews('Taken later', '<p>First</p>');
    await admin.agent.post(newsApi).field('type', 'update').field('id', String(first.id)).field('title', 'Moved away');
    const second = await addNews('Taken later', '<p>Second</p>');
    expect(second.slug).toBe('taken-later');

    const page = await get('/sjg/single-news/taken-later');
    expect(page.status).toBe(200);
    expect(readHead(page.text).one('description')).toBe('Second');
    expect((await get(`${newsApi}?slug=taken-later`)).body.news.id).toBe(second.id);

    // When the new owner is renamed too, the slug now leads to it, its latest holder.
    await admin.agent.post(newsApi).field('type', 'update').field('id', String(second.id)).field('title', 'Second moved');
    expect((await get('/sjg/single-news/taken-later')).headers.location).toBe('/sjg/single-news/second-moved');
  });

  it('moves a renamed blog the same way', async () => {
    const blog = await addBlog('Blog before', '<p>Text</p>');
    const edit = await admin.agent
      .post(blogsApi)
      .field('type', 'update')
      .field('id', String(blog.id))
      .field('title', 'Blog after')
      .field('content', '<p>Text</p>');
    expect(edit.status).toBe(200);
    const old = await get('/sjg/single-blog/blog-before');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/sjg/single-blog/blog-after');
    expect((await get(`${blogsApi}?slug=blog-before`)).body.blog).toMatchObject({ id: blog.id, slug: 'blog-after' });
  });

  it('moves a renamed venture (edited through edit_venture_api.php), and forgets the slug when the venture is deleted', async () => {
    const venture = await insertVenture(t.db, {
      slug: 'venture-before',
      title: 'Venture before',
      logo_url: null,
      img_banner_url: null,
      about_img_url: null,
    });
    const edit = await admin.agent
      .post('/backend/ventures/edit_venture_api.php')
      .field('venture_id', String(venture.id))
      .field('title', 'Venture after');
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.slug).toBe('venture-after');

    const old = await get('/sjg/singleventure/venture-before');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/sjg/singleventure/venture-after');
    const api = await get('/backend/ventures/get_venture.php?slug=venture-before');
    expect(api.status).toBe(200);
    expect(api.body.venture).toMatchObject({ id: venture.id, slug: 'venture-after' });

    await t.db.deleteFrom('ventures').where('id', '=', venture.id).execute();
    expect((await get('/sjg/singleventure/venture-before')).status).toBe(404);
    expect(await t.db.selectFrom('slug_history').selectAll().where('item_id', '=', venture.id).where('kind', '=', 'ventures').execute()).toEqual([]);
  });
});
