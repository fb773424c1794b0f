// Public pages arrive as HTML rendered by the SPA's own components (web/dist-ssr) with the data
// they show first, so a visitor sees the page before any JavaScript runs; the admin area arrives
// as the empty shell.
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutIntro } from '../../web/src/content/company.js';
import { loginAgent } from '../helpers/admin-agent.js';
import { loaderLists } from '../helpers/page-loader.js';
import { rawBody } from '../helpers/raw-body.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => t?.close());

/** A news item written as the admin API would store it (its content sanitized, its title text). */
async function insertNews(title: string) {
  return insertStory(t, title);
}

async function insertStory(app: TestApp, title: string) {
  return app.db
    .insertInto('news')
    .values({ slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''), title, content: '<p>The full story.</p>', year: '2026', image_url: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The /backend URLs the page's loader reads again for the browser's first render: the replies the
 * page was rendered with, and those the server's read found nothing at.
 */
function loaderReads(html: string): { replies: string[]; missing: string[] } {
  const lists = loaderLists(html);
  expect(lists).toBeDefined();
  return { replies: lists!.replies, missing: lists!.missing };
}

/** No reply's JSON in the page: the loader reads them after the first paint. */
function expectNoDataInPage(html: string): void {
  expect(html).not.toMatch(/<script type="application\/json"/);
}

/** What the server put inside <div id="root">…</div>. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(0);
  const end = html.indexOf('<script', start);
  return html.slice(start + '<div id="root">'.length, end >= 0 ? end : html.lastIndexOf('</div>'));
}

describe('server-rendered public pages', () => {
  it('sends Home with its header, banner and first picture already in the markup', async () => {
    const res = await request(t.app).get('/sjg/');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toMatch(/<h1[^>]*>Explore Our Ventures<\/h1>/);
    expect(root).toContain('src="/sjg/images/banner/venture-01.svg"');
    // Every slide has its picture, for the rotation CSS runs before any script: the first one
    // asked for at once and first, the later ones lazily, as their slide comes near.
    const slides = [...root.matchAll(/<img [^>]*src="\/sjg\/images\/banner\/venture-(\d+)\.svg"[^>]*>/g)];
    expect(slides.map((slide) => slide[1])).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1).padStart(2, '0')));
    expect(slides[0]![0]).toMatch(/loading="eager"/);
    expect(slides[0]![0]).toMatch(/fetchpriority="high"/i);
    expect(slides.slice(1).every((slide) => slide[0].includes('loading="lazy"'))).toBe(true);
    expect(root).toContain('Skip to content');
    // The head is still the page's own.
    expect(res.text).toContain('<title>SJG Group</title>');
  });

  it('sends static content pages whole', async () => {
    const about = rootOf((await request(t.app).get('/sjg/about-us')).text);
    expect(about).toContain(aboutIntro.heading);
  });

  it('sends a data page with its first page of items, and names the replies it was rendered with for the loader', async () => {
    await insertNews('A story told on the server');
    const res = await request(t.app).get('/sjg/news');
    const news = rootOf(res.text);
    expect(news).toContain('News &amp; Events');
    expect(news).toContain('A story told on the server');
    expect(news).not.toContain('Loading news');
    expect(loaderReads(res.text)).toEqual({ replies: ['/backend/news/news_api.php?page=1', '/backend/site/settings.php'], missing: [] });
    expectNoDataInPage(res.text);
    // Read by the loader after the first paint, so not fetched early as well.
    expect(res.text).not.toContain('as="fetch"');
  });

  it('keeps a title that looks like HTML from ending a script', async () => {
    const title = 'Quarterly </script><script>alert(1)</script><!-- results';
    const item = await insertNews(title);
    const res = await request(t.app).get(`/sjg/single-news/${item.slug}`);
    expect(res.status).toBe(200);
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    // Only the app's loader runs.
    const executable = scripts.filter((tag) => !/type="(module|application\/ld\+json)"/.test(tag));
    expect(executable).toHaveLength(1);
    expect(executable[0]).toMatch(/^<script data-src="\/sjg\/assets\/islands-[\w-]+\.js"/);
    expect(rootOf(res.text)).toContain('Quarterly &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- results');
    expect(loaderReads(res.text).replies).toContain(`/backend/news/news_api.php?slug=${item.slug}`);
  });

  it('sends an unknown venture, story or blog as its not-found view with the 404 status, and tells the loader that the read found nothing', async () => {
    const pages = [
      ['/sjg/singleventure/no-such-venture', '/backend/ventures/get_venture.php?slug=no-such-venture', 'Venture not found'],
      ['/sjg/singleventure/%20', '/backend/ventures/get_venture.php?slug=+', 'Venture not found'],
      ['/sjg/single-news/no-such-story', '/backend/news/news_api.php?slug=no-such-story', 'News not found'],
      ['/sjg/single-blog/no-such-blog', '/backend/blogs/blogs_api.php?slug=no-such-blog', 'Blog not found'],
    ];
    for (const [page, read, title] of pages) {
      const res = await request(t.app).get(page!);
      expect(res.status, page).toBe(404);
      const root = rootOf(res.text);
      expect(root, page).toContain('<section class="not-found container">');
      expect(root, page).toContain(title);
      expect(root, page).not.toContain('Loading');
      // The browser's first render starts from the same not-found state, without a request.
      expect(loaderReads(res.text), page).toEqual({ replies: ['/backend/site/settings.php'], missing: [read!] });
    }
  });

  it('sends venture details whose id cannot exist as not found, without reading anything', async () => {
    for (const id of ['not-a-number', '2147483648']) {
      const res = await request(t.app).get(`/sjg/ventures/ventures_details/${id}`);
      expect(res.status, id).toBe(404);
      const root = rootOf(res.text);
      expect(root, id).toContain('<section class="not-found container">');
      expect(root, id).toContain('Venture not found');
      expect(root, id).not.toContain('Loading');
      expect(loaderReads(res.text), id).toEqual({ replies: ['/backend/site/settings.php'], missing: [] });
    }
  });

  it('names no reply for a read that fails otherwise, and the page then loads it itself', async () => {
    await t.db.insertInto('ventures').values({ slug: 'harbour-foods', title: 'Harbour Foods', about_desc: 'Seafood.', logo_url: null, img_banner_url: null, about_img_url: null }).execute();
    // A database fault while the venture's children are read: get_venture.php answers 500.
    await sql`alter table venture_clients rename to venture_clients_away`.execute(t.db);
    try {
      const res = await request(t.app).get('/sjg/singleventure/harbour-foods');
      expect(res.status).toBe(200);
      expect(loaderReads(res.text)).toEqual({ replies: ['/backend/site/settings.php'], missing: [] });
      expect(rootOf(res.text)).toContain('Loading venture');
      // Whether the venture exists is unknown: the site's own head tags, not a 404's.
      expect(res.text).toContain('<title>SJG Group</title>');
      expect(res.text).not.toContain('noindex');
    } finally {
      await sql`alter table venture_clients_away rename to venture_clients`.execute(t.db);
      await t.db.deleteFrom('ventures').where('slug', '=', 'harbour-foods').execute();
    }
  });

  it('starts the page\'s islands on a rendered page through the one inline script the CSP allows', async () => {
    const res = await request(t.app).get('/sjg/news');
    const inline = [...res.text.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const [tag, code] = inline[0]!;
    expect(tag).toMatch(/data-src="\/sjg\/assets\/islands-[\w-]+\.js"/);
    const hash = `'sha256-${createHash('sha256').update(code!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers['content-security-policy'] as string)![1]!.split(' ');
    expect(scriptSrc).toEqual(["'self'", hash]);
    // No module script in the head: the loader adds it once the page has loaded.
    expect(res.text).not.toMatch(/<script type="module"/);
  });

  it('renders the not-found page for an unknown route, with the 404 status', async () => {
    const res = await request(t.app).get('/sjg/no-such-page');
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain('Page not found');
  });

  it('leaves the admin area to the browser', async () => {
    for (const route of ['/sjg/login', '/sjg/admin', '/sjg/blogs/addblog']) {
      const res = await request(t.app).get(route);
      // Nothing rendered but a "Loading…" (never a blank screen), which the app renders over at once.
      expect(rootOf(res.text), route).toMatch(/^<p class="page-loading" role="status" data-shell>Loading…<\/p><noscript>/);
      expect(res.text, route).toMatch(/<script type="module" crossorigin src="\/sjg\/assets\/index-[\w-]+\.js"><\/script>/);
    }
  });
});

describe('server-rendered pages with the memory cache on', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ config: { webDistDir: dist }, deps: { publicCache: {} } });
  });
  afterAll(async () => cached?.close());

  /**
   * Waits until public reads come from memory: the cache trusts itself once it LISTENs. (It reads
   * testimonials, which no test here changes, so no read of the pages under test is kept early.)
   */
  async function untilCacheTrusted(): Promise<void> {
    const deadline = Date.now() + 5000;
    while ((await request(cached.app).get('/backend/testimonials/testimonials_api.php?page=1')).headers['x-cache'] !== 'HIT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /**
   * A page view from one site origin. (supertest gives every request a new port, and pages are
   * kept per origin, as their canonical URLs name it.)
   */
  const view = (url: string, host = 'sjg.localhost') => request(cached.app).get(url).set('Host', host);

  /** Reads /sjg/news until its data comes from memory (the cache trusts itself once it LISTENs). */
  async function newsPageOnceCached(): Promise<string> {
    const deadline = Date.now() + 5000;
    while ((await request(cached.app).get('/backend/news/news_api.php?page=1')).headers['x-cache'] !== 'HIT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return (await view('/sjg/news')).text;
  }

  it('sends a page again from memory: the same bytes, a strong ETag, an empty 304 for a browser holding it, no database query', async () => {
    const story = await cached.db
      .insertInto('news')
      .values({ slug: 'a-story-worth-keeping', title: 'A story worth keeping', content: '<p>Kept.</p>', year: '2026', image_url: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    await untilCacheTrusted();
    const url = `/sjg/single-news/${story.slug}`;
    const first = await view(url);
    expect(first.status).toBe(200);
    expect(first.text).toContain('A story worth keeping');
    expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');

    let acquired = 0;
    const count = () => (acquired += 1);
    cached.database.pool.on('acquire', count);
    try {
      const again = await view(url);
      expect(again.status).toBe(200);
      expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(again.text).toBe(first.text);
      const held = await view(url).set('If-None-Match', first.headers.etag!);
      expect(held.status).toBe(304);
      expect(held.text ?? '').toBe('');
      expect(acquired).toBe(0);
      // An unknown item's page is made each time: any URL makes one, so none is kept.
      await view('/sjg/single-news/no-such-story').expect(404);
      await view('/sjg/single-news/no-such-story').expect(404);
      expect(acquired).toBeGreaterThanOrEqual(2);
    } finally {
      cached.database.pool.off('acquire', count);
    }
  });

  it('sends a kept page brotli- or gzip-encoded once its copies are made', async () => {
    await untilCacheTrusted();
    const plain = await view('/sjg/about-us');
    // The copies are made once, off the request path: ask until they are there (until then the
    // compression middleware encodes each reply as it streams, with no Content-Length).
    const deadline = Date.now() + 5000;
    let br;
    do {
      br = await view('/sjg/about-us').set('Accept-Encoding', 'br').buffer(true).parse(rawBody);
    } while (!(br.headers['content-encoding'] === 'br' && br.headers['content-length']) && Date.now() < deadline);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.text.length / 3);
    expect((br.body as Buffer).toString()).toBe(plain.text);
    const gz = await view('/sjg/about-us').set('Accept-Encoding', 'gzip').buffer(true).parse(rawBody);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((gz.body as Buffer).toString()).toBe(plain.text);
  });

  it('keeps a page per origin, so each names its own canonical URL', async () => {
    await untilCacheTrusted();
    for (const host of ['one.localhost', 'two.localhost', 'one.localhost']) {
      const res = await view('/sjg/investors', host);
      expect(res.text).toContain(`<link rel="canonical" href="http://${host}/sjg/investors" />`);
    }
  });

  it('starts a page in the brand font for a browser that has fetched it (its cookie), keeping each copy apart', async () => {
    await untilCacheTrusted();
    const startsInFont = (html: string) => /<html\b[^>]*\bdata-fonts/.test(html);
    for (const withFonts of [false, true, false, true]) {
      const res = withFonts ? await view('/sjg/terms').set('Cookie', 'other=x; sjg-fonts=1') : await view('/sjg/terms');
      expect(res.status).toBe(200);
      expect(startsInFont(res.text), `with the cookie: ${withFonts}`).toBe(withFonts);
      expect(res.headers.vary).toMatch(/Cookie/);
    }
    const plain = await view('/sjg/terms');
    const inFont = await view('/sjg/terms').set('Cookie', 'sjg-fonts=1');
    expect(inFont.headers.etag).not.toBe(plain.headers.etag);
    // A browser holding the page from before the font came gets the page in it, not a 304.
    expect((await view('/sjg/terms').set('Cookie', 'sjg-fonts=1').set('If-None-Match', plain.headers.etag!)).status).toBe(200);
  });

  it("reads a page's data in this process: only the page's own request reaches the listener, and a browser then gets the same reply from memory", async () => {
    const story = await insertStory(cached, 'Read without a loopback request');
    await untilCacheTrusted();
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      cached.app(req, res);
    });
    try {
      const page = await request(server).get(`/sjg/single-news/${story.slug}`).set('Host', 'sjg.localhost');
      expect(page.status).toBe(200);
      expect(rootOf(page.text)).toContain('Read without a loopback request');
      const read = `/backend/news/news_api.php?slug=${story.slug}`;
      expect(loaderReads(page.text).replies).toContain(read);
      expect(seen).toEqual([`/sjg/single-news/${story.slug}`]);
      // The page's read kept its reply where a browser's read finds it: the same bytes, from memory.
      const browser = await request(server).get(read);
      expect(browser.headers['x-cache']).toBe('HIT');
      expect(browser.body.news).toMatchObject({ id: story.id, title: 'Read without a loopback request', image_alt: null, image_focus: null });
    } finally {
      server.close();
    }
  });

  it('keeps no page whose read failed: the next view has the data', async () => {
    await cached.db.insertInto('ventures').values({ slug: 'tidal-foods', title: 'Tidal Foods', about_desc: 'Seafood.', logo_url: null, img_banner_url: null, about_img_url: null }).execute();
    await untilCacheTrusted();
    // A database fault while the venture's children are read: get_venture.php answers 500.
    await sql`alter table venture_clients rename to venture_clients_away`.execute(cached.db);
    let restored = false;
    try {
      const degraded = await view('/sjg/singleventure/tidal-foods');
      expect(rootOf(degraded.text)).toContain('Loading venture');
      await sql`alter table venture_clients_away rename to venture_clients`.execute(cached.db);
      restored = true;
      const whole = await view('/sjg/singleventure/tidal-foods');
      expect(loaderReads(whole.text).replies).toContain('/backend/ventures/get_venture.php?slug=tidal-foods');
      expect(rootOf(whole.text)).not.toContain('Loading venture');
      expect(rootOf(whole.text)).toContain('Tidal Foods');
    } finally {
      if (!restored) await sql`alter table venture_clients_away rename to venture_clients`.execute(cached.db);
      await cached.db.deleteFrom('ventures').where('slug', '=', 'tidal-foods').execute();
    }
  });

  it('shows a write through the app on the next page view', async () => {
    const admin = await loginAgent(cached);
    const insert = (title: string) =>
      cached.db
        .insertInto('news')
        .values({ slug: title.toLowerCase().replace(/ +/g, '-'), title, content: `<p>${title}</p>`, year: '2026', image_url: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    const doomed = await insert('A story soon withdrawn');
    expect(await newsPageOnceCached()).toContain('A story soon withdrawn');
    const deleted = await admin.agent.delete('/backend/news/news_api.php').send({ id: doomed.id });
    expect(deleted.status).toBe(200);
    const page = (await view('/sjg/news')).text;
    expect(page).not.toContain('A story soon withdrawn');
  });
});

