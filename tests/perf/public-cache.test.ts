// The HTTP cache of public /backend reads: strong ETags, 304s that never reach the database,
// invalidation by writes in this process and, through LISTEN/NOTIFY, in another one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/src/app.js';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database.js';
import { createLogger } from '../../server/src/logger.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { rawBody } from '../helpers/raw-body.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const newsUrl = '/backend/news/news_api.php?page=1';
let t: TestApp;
let admin: AdminAgent;
let acquired = 0;

beforeAll(async () => {
  // The memory cache with its production limits, as every test app has it.
  t = await createTestApp({ deps: { publicCache: {} } });
  admin = await loginAgent(t);
  // Every query through kysely or the session store checks a client out of this pool.
  t.database.pool.on('acquire', () => (acquired += 1));
  for (let i = 0; i < 12; i += 1) await makeNews(`Cached story ${i}`, i);
});
afterAll(async () => {
  await t.close();
});

async function makeNews(title: string, minutesAgo: number) {
  const created = new Date(Date.now() - minutesAgo * 60_000);
  return t.db
    .insertInto('news')
    .values({
      slug: title.toLowerCase().replace(/ +/g, '-'),
      title,
      content: `<p>${title} ${'words '.repeat(40)}</p>`,
      year: '2026',
      image_url: null,
      created_at: created,
      updated_at: created,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Reads until the reply comes from memory: the cache trusts itself once its LISTEN is in place. */
async function readUntilCached(app: App['app'], url: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const res = await siteAgent(app).agent.get(url);
    if (res.headers['x-cache'] === 'HIT' || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('public reads', () => {
  it('carry a strong ETag and a short public Cache-Control with stale-while-revalidate', async () => {
    const res = await siteAgent(t).agent.get(newsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('answers a matching If-None-Match with an empty 304 and no database query', async () => {
    const cached = await readUntilCached(t.app, newsUrl);
    expect(cached.headers['x-cache']).toBe('HIT');
    const before = acquired;
    const res = await siteAgent(t).agent.get(newsUrl).set('If-None-Match', cached.headers.etag!);
    expect(res.status).toBe(304);
    expect(res.text ?? '').toBe('');
    expect(res.headers.etag).toBe(cached.headers.etag);
    const full = await siteAgent(t).agent.get(newsUrl);
    expect(full.status).toBe(200);
    expect(full.body.news).toHaveLength(10);
    expect(acquired - before).toBe(0);
  });

  it('shares one entry between orderings of the same query', async () => {
    await readUntilCached(t.app, '/backend/news/news_api.php?page=1&slug=cached-story-3');
    const before = acquired;
    const res = await siteAgent(t).agent.get('/backend/news/news_api.php?slug=cached-story-3&page=1');
    expect(res.headers['x-cache']).toBe('HIT');
    expect(res.body.news.title).toBe('Cached story 3');
    expect(acquired - before).toBe(0);
  });

  it('tells a signed-in admin to revalidate every time', async () => {
    const res = await admin.agent.get(newsUrl);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends a cached reply brotli- or gzip-encoded as the client accepts', async () => {
    const plain = await readUntilCached(t.app, newsUrl);
    // The encoded copies are made once, off the request path: ask until they are there (until
    // then the compression middleware encodes each reply as it streams, with no Content-Length).
    const deadline = Date.now() + 5000;
    let res;
    do {
      res = await siteAgent(t).agent.get(newsUrl).set('Accept-Encoding', 'br').buffer(true).parse(rawBody);
    } while (!(res.headers['content-encoding'] === 'br' && res.headers['content-length']) && Date.now() < deadline);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // superagent decodes the body itself; the length on the wire is what shrank.
    expect(Number(res.headers['content-length'])).toBeLessThan(plain.text.length / 2);
    expect((res.body as Buffer).toString()).toBe(plain.text);
    const gz = await siteAgent(t).agent.get(newsUrl).set('Accept-Encoding', 'gzip').buffer(true).parse(rawBody);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((gz.body as Buffer).toString()).toBe(plain.text);
    // A browser lists gzip first; brotli, the smaller, is still what it gets.
    const browser = await siteAgent(t).agent.get(newsUrl).set('Accept-Encoding', 'gzip, deflate, br, zstd').buffer(true).parse(rawBody);
    expect(browser.headers['content-encoding']).toBe('br');
  });
});

describe('other /backend replies', () => {
  it('are no-store: the contact inbox, the session check and writes', async () => {
    const inbox = await admin.agent.get('/backend/contact-us/messages.php');
    expect(inbox.status).toBe(200);
    expect(inbox.headers['cache-control']).toBe('no-store');
    const session = await admin.agent.get('/backend/login/session.php');
    expect(session.headers['cache-control']).toBe('no-store');
    const refused = await siteAgent(t).agent.delete('/backend/news/news_api.php').send({ id: 1 });
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('invalidation', () => {
  it('shows a write through this process on the very next read', async () => {
    const cached = await readUntilCached(t.app, newsUrl);
    const first = cached.body.news[0] as { id: number; title: string };
    const deleted = await admin.agent.delete('/backend/news/news_api.php').send({ id: first.id });
    expect(deleted.status).toBe(200);
    const after = await siteAgent(t).agent.get(newsUrl).set('If-None-Match', cached.headers.etag!);
    expect(after.status).toBe(200);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.headers.etag).not.toBe(cached.headers.etag);
    expect(after.body.news.map((n: { title: string }) => n.title)).not.toContain(first.title);
  });

  it('keeps the cached reads through a contact message and its reading in the inbox, which no visitor sees', async () => {
    await readUntilCached(t.app, newsUrl);
    const sent = await siteAgent(t).agent.post('/backend/contact-us/email.php').send({ name: 'Asha Rao', mobile: '9822012345', notes: 'Please call me about Goa.' });
    expect(sent.status).toBe(200);
    expect((await siteAgent(t).agent.get(newsUrl)).headers['x-cache']).toBe('HIT');
    const [message] = await t.db.selectFrom('contact_messages').select('id').orderBy('id', 'desc').limit(1).execute();
    const read = await admin.agent.post('/backend/contact-us/messages.php').send({ id: message!.id, read: true });
    expect(read.body).toEqual({ ok: true });
    expect((await siteAgent(t).agent.get(newsUrl)).headers['x-cache']).toBe('HIT');
  });

  it('shows a write through another app process within two seconds', async () => {
    // Process B: its own app and its own pool on the same database, as a second server would be.
    const other: DatabaseHandle = openDatabase(t.database.url, createLogger('silent'));
    const b = createApp({
      config: t.config,
      db: other.db,
      pool: other.pool,
      logger: createLogger('silent'),
      storage: t.storage,
      lifecycle: { isShuttingDown: () => false },
    });
    try {
      const before = await readUntilCached(t.app, newsUrl);
      expect(before.headers['x-cache']).toBe('HIT');
      const first = before.body.news[0] as { id: number; title: string };

      const viaB = { app: b.app, config: t.config };
      const deleted = await siteAgent(viaB).agent.delete('/backend/news/news_api.php').set('Cookie', admin.cookie).send({ id: first.id });
      expect(deleted.status).toBe(200);

      const deadline = Date.now() + 2000;
      let titles: string[] = [];
      while (Date.now() < deadline) {
        const res = await siteAgent(t).agent.get(newsUrl);
        titles = res.body.news.map((n: { title: string }) => n.title);
        if (!titles.includes(first.title)) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(titles).not.toContain(first.title);
    } finally {
      b.close();
      await other.close();
    }
  });
});

describe('searches', () => {
  it('are kept apart: a run of different searches leaves the pages’ reads in memory, and a repeated search is a hit', async () => {
    // Room for ten replies, two of them searches': twelve different searches would have pushed
    // every page's read out of a shared cache.
    const small = await createTestApp({ deps: { publicCache: { maxEntries: 10 } } });
    try {
      await small.db.insertInto('news').values({ slug: 'kept-story', title: 'Kept story', content: '<p>Casino floors.</p>', year: '2026', image_url: null }).execute();
      expect((await readUntilCached(small.app, newsUrl)).headers['x-cache']).toBe('HIT');
      for (let i = 0; i < 12; i += 1) {
        const res = await siteAgent(small).agent.get('/backend/search/search.php').query({ query: `casino ${i}` });
        expect(res.status).toBe(200);
      }
      expect((await siteAgent(small).agent.get(newsUrl)).headers['x-cache']).toBe('HIT');
      const again = await siteAgent(small).agent.get('/backend/search/search.php').query({ query: 'casino 11' });
      expect(again.headers['x-cache']).toBe('HIT');
    } finally {
      await small.close();
    }
  });
});
