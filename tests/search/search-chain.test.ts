// A search is answered before express (search/search-endpoint.ts) instead of by the full chain
// (pino-http, helmet, compression): its reply must still carry what the full chain gives a public
// read (the security headers, the cache's headers and ETag, a request id, compression when asked, a
// 304, the NUL refusal) and write the same access log line, whichever way its address is written.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAgent } from '../helpers/admin-agent.js';
import { loggerKeepingLines } from '../helpers/log-lines.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type LogLine = { level: number; msg: string; req?: { id: string; method: string; url: string }; res?: { statusCode: number }; responseTime?: number };

const { logger, lines } = loggerKeepingLines<LogLine>();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ deps: { logger } });
  for (let i = 0; i < 12; i += 1) {
    await t.db
      .insertInto('news')
      .values({ slug: `harbour-casino-${i}`, title: `Harbour casino ${i}`, content: `<p>${'The casino by the harbour opens its doors. '.repeat(12)}</p>`, year: '2026', image_url: null })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

/** Empties the public cache (a raw statement counts as a write), so the next read is a miss. */
async function forgetCachedReads(): Promise<void> {
  await sql`select 1`.execute(t.db);
}

/** Headers that differ from reply to reply, or from one read to another by nature. */
const perRead = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'etag', 'surrogate-key', 'cache-tag']);
const shared = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perRead.has(name)).sort());

describe('a search answered before express', () => {
  it('carries the headers a public read gets from the full chain: security, caching, its own CDN tags and request id', async () => {
    const news = await siteAgent(t).agent.get('/backend/news/news_api.php?page=1');
    const search = await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'harbour casino' });
    expect(news.headers['x-cache']).toBe('MISS');
    expect(search.status).toBe(200);
    expect(search.headers['x-cache']).toBe('MISS');
    expect(shared(search.headers)).toEqual(shared(news.headers));
    expect(search.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(search.headers['x-frame-options']).toBe('DENY');
    expect(search.headers['cache-control']).toMatch(/^public, max-age=60/);
    expect(search.headers['surrogate-key']).toBe('site search');
    expect(search.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(search.headers['x-request-id']).toMatch(/^[\w-]{20,}$/);
    const echoed = await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'harbour doors' }).set('X-Request-Id', 'edge-5678');
    expect(echoed.headers['x-request-id']).toBe('edge-5678');
  });

  it('compresses a reply for a client that accepts brotli or gzip, and sends it plain to one that accepts neither', async () => {
    const plain = await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'casino' }).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(1024);
    for (const [accepted, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br, zstd', 'br']]) {
      await forgetCachedReads();
      const res = await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'casino' }).set('Accept-Encoding', accepted!);
      expect(res.headers['x-cache']).toBe('MISS');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBeLessThan(plain.text.length / 2);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(JSON.stringify(res.body)).toBe(plain.text);
    }
  });

  it('compresses a reply too long an address to keep, which is not kept', async () => {
    const url = `/backend/search/search.php?query=casino&from=${'x'.repeat(1100)}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await siteAgent(t).agent.get(url).set('Accept-Encoding', 'br');
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('MISS');
      expect(res.headers['content-encoding']).toBe('br');
      expect((res.body as unknown[]).length).toBe(12);
    }
  });

  it('answers a held ETag with an empty 304, and HEAD with no body, without the cache', async () => {
    const first = await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'harbour' });
    await forgetCachedReads();
    const held = await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'harbour' }).set('If-None-Match', first.headers.etag!);
    expect(held.headers['x-cache']).toBe('MISS');
    expect(held.status).toBe(304);
    expect(held.text ?? '').toBe('');
    await forgetCachedReads();
    const head = await siteAgent(t).agent.head('/backend/search/search.php').query({ query: 'harbour' }).set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
  });

  it('refuses a NUL character in the address, with the security headers', async () => {
    const res = await siteAgent(t).agent.get('/backend/search/search.php?query=casino%00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request contains a NUL character (%00), which no address or field may hold.' });
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers only its own spelling of the address: other letter case or a trailing slash is 404, as for every /backend route', async () => {
    for (const path of ['/backend/Search/Search.php', '/backend/search/search.php/']) {
      const res = await siteAgent(t).agent.get(path).query({ query: 'harbour doors' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const refused = await siteAgent(t).agent.get('/backend/SEARCH/search.php?query=casino%00');
    expect(refused.status).toBe(400);
  });

  it('writes the access log line of every other request: id, method, address, status and time', async () => {
    const res = await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'harbour casino 7' });
    const other = await siteAgent(t).agent.get('/backend/news/news_api.php?page=2');
    const lineOf = (id: string) => lines.find((line) => line.req?.id === id);
    const searchLine = lineOf(res.headers['x-request-id']!);
    const otherLine = lineOf(other.headers['x-request-id']!);
    expect(searchLine).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/backend/search/search.php?query=harbour%20casino%207' }, res: { statusCode: 200 } });
    expect(searchLine!.responseTime).toBeGreaterThanOrEqual(0);
    expect(Object.keys(searchLine!).sort()).toEqual(Object.keys(otherLine!).sort());
  });
});
