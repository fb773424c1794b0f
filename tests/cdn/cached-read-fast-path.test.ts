// A public read served from memory takes the fast path (before logging, helmet, compression and
// the /backend router) and still carries every header the full chain gives it, its ETag and 304s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LOG_SAMPLE } from '../../server/src/http/cached-read-fast-path.js';
import { siteAgent } from '../helpers/admin-agent.js';
import { loggerKeepingLines } from '../helpers/log-lines.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const newsUrl = '/backend/news/news_api.php?page=1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 12; i += 1) {
    await t.db
      .insertInto('news')
      .values({ slug: `fast-story-${i}`, title: `Fast story ${i}`, content: `<p>${'A long enough story. '.repeat(20)}</p>`, year: '2026', image_url: null })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

async function readUntilHit(url: string, headers: Record<string, string> = {}) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const res = await siteAgent(t).agent.get(url).set(headers);
    if (res.headers['x-cache'] === 'HIT' || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Headers that differ from reply to reply by nature. */
const perReply = new Set(['date', 'x-request-id', 'x-cache', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const stable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perReply.has(name)).sort());

describe('the fast path of cached public reads', () => {
  it('sends the same headers as the full chain did on the miss: security, caching, CDN tags', async () => {
    const miss = await siteAgent(t).agent.get('/backend/news/news_api.php?page=1&fresh=1');
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await readUntilHit('/backend/news/news_api.php?page=1&fresh=1');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.text).toBe(miss.text);
    expect(stable(hit.headers)).toEqual(stable(miss.headers));
    expect(hit.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(hit.headers['x-frame-options']).toBe('DENY');
    expect(hit.headers['x-request-id']).toMatch(/^[\w-]{20,}$/);
    expect(hit.headers['surrogate-key']).toBe('site news');
  });

  it("tags a venture's reads with the ventures area and the venture, the tags a venture write purges, whether made now or kept", async () => {
    const venture = await t.db
      .insertInto('ventures')
      .values({ slug: 'tagged-foods', title: 'Tagged Foods', about_desc: 'Seafood.', logo_url: null, img_banner_url: null, about_img_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reads = [
      ['/backend/ventures/get_venture.php?slug=tagged-foods', 'site ventures venture/tagged-foods'],
      [`/backend/ventures/ventures_details_api.php?id=${venture.id}`, `site ventures venture/${venture.id}`],
      ['/backend/ventures/get_venture.php?page=1&view=summary', 'site ventures'],
      ['/backend/ventures/banner_api.php?lang=mr', 'site ventures'],
    ] as const;
    for (const [url, tags] of reads) {
      const miss = await siteAgent(t).agent.get(url);
      expect(miss.headers['x-cache'], url).toBe('MISS');
      expect(miss.headers['surrogate-key'], url).toBe(tags);
      expect((await readUntilHit(url)).headers['surrogate-key'], url).toBe(tags);
    }
  });

  it("echoes the caller's request id, answers a held ETag with an empty 304 and HEAD with no body", async () => {
    const hit = await readUntilHit(newsUrl);
    const echoed = await siteAgent(t).agent.get(newsUrl).set('X-Request-Id', 'edge-1234');
    expect(echoed.headers['x-request-id']).toBe('edge-1234');
    const held = await siteAgent(t).agent.get(newsUrl).set('If-None-Match', hit.headers.etag!);
    expect(held.status).toBe(304);
    expect(held.text ?? '').toBe('');
    expect(held.headers['x-cache']).toBe('HIT');
    const head = await siteAgent(t).agent.head(newsUrl);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(hit.text.length));
  });

  it('sends a client that accepts brotli the compressed copy (the full chain compresses until it is made)', async () => {
    await readUntilHit(newsUrl);
    const deadline = Date.now() + 5000;
    let res = await siteAgent(t).agent.get(newsUrl).set('Accept-Encoding', 'br');
    while (res.headers['content-encoding'] !== 'br' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      res = await siteAgent(t).agent.get(newsUrl).set('Accept-Encoding', 'br');
    }
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });
});

describe('the access log of cached reads', () => {
  it('logs one read in a hundred in full instead of a line per read; a miss is logged as before', async () => {
    const { logger, lines } = loggerKeepingLines<{ msg: string; req?: { url: string; id: string }; sampled?: number }>();
    const logged = await createTestApp({ deps: { logger } });
    try {
      const url = '/backend/news/news_api.php?page=1';
      const deadline = Date.now() + 5000;
      while ((await siteAgent(logged).agent.get(url).set('Accept-Encoding', 'identity')).headers['x-cache'] !== 'HIT' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const before = lines.filter((line) => line.req?.url === url).length;
      expect(before).toBeGreaterThan(0);
      for (let i = 0; i < ACCESS_LOG_SAMPLE * 2; i += 1) await siteAgent(logged).agent.get(url).set('Accept-Encoding', 'identity').expect(200);
      const sampled = lines.filter((line) => line.req?.url === url).slice(before);
      expect(sampled.length).toBeGreaterThanOrEqual(1);
      expect(sampled.length).toBeLessThanOrEqual(3);
      expect(sampled.every((line) => line.sampled === ACCESS_LOG_SAMPLE && typeof line.req?.id === 'string')).toBe(true);
    } finally {
      await logged.close();
    }
  });
});
