// Debian's nginx in front of the app as a caching proxy (deploy/nginx/cdn-cache.conf), standing in
// for a CDN: it keeps public reads and pages as the app's Cache-Control says, never an admin's, and
// a write reaches visitors through it within CDN_MAX_AGE_SECONDS. nginx keeps its own clock, so
// this test waits on real time: a couple of seconds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnCacheConfig, startNginx, type NginxProcess } from '../../bench/nginx-process.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { listenOnLoopback } from '../../scripts/loopback.js';

const MAX_AGE_SECONDS = 2;
const newsUrl = '/backend/news/news_api.php?page=1';
let t: TestApp;
let admin: AdminAgent;
let server: http.Server;
let nginx: NginxProcess;

beforeAll(async () => {
  t = await createTestApp({ env: { CDN_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) } });
  admin = await loginAgent(t);
  for (let i = 0; i < 3; i += 1) {
    await t.db
      .insertInto('news')
      .values({ slug: `proxied-story-${i}`, title: `Proxied story ${i}`, content: `<p>Story ${i}.</p>`, year: '2026', image_url: null })
      .execute();
  }
  server = http.createServer(t.app);
  await listenOnLoopback(server);
  nginx = await startNginx(await cdnCacheConfig(`127.0.0.1:${(server.address() as AddressInfo).port}`));
  // The app keeps replies only once its LISTEN is in place: until then they are not worth a CDN's keeping either.
  const deadline = Date.now() + 5000;
  while ((await siteAgent(t).agent.get(newsUrl)).headers['x-cache'] !== 'HIT' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
});
afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const viaProxy = (url: string, headers: Record<string, string> = {}) => fetch(nginx.url + url, { headers });
const titlesOf = async (res: Response) => ((await res.json()) as { news: { title: string }[] }).news.map((item) => item.title);

describe('nginx as a CDN in front of the app', () => {
  it('keeps a public read: the second read is a HIT carrying the same tags and caching headers', async () => {
    const first = await viaProxy(newsUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await viaProxy(newsUrl);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe(`public, max-age=60, s-maxage=${MAX_AGE_SECONDS}, stale-while-revalidate=300`);
    expect(second.headers.get('surrogate-key')).toBe('site news');
    expect(second.headers.get('cache-tag')).toBe('site,news');
    expect(second.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('keeps a server-rendered page, tagged with what it embeds', async () => {
    const url = '/sjg/single-news/proxied-story-1';
    const first = await viaProxy(url);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Proxied story 1');
    const second = await viaProxy(url);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${MAX_AGE_SECONDS}, stale-while-revalidate=60`);
    expect(second.headers.get('surrogate-key')?.split(' ')).toEqual(expect.arrayContaining(['site', 'pages', 'news', 'news/proxied-story-1', 'site-settings']));
  });

  it('keeps the copy of a page that starts in the brand font apart from the one that does not', async () => {
    const url = '/sjg/single-news/proxied-story-2';
    const startsInFont = async (res: Response) => /<html\b[^>]*\bdata-fonts/.test(await res.text());
    const fontCookie = { Cookie: 'sjg-fonts=1' };
    for (const [headers, inFont] of [[{}, false], [fontCookie, true], [{}, false], [fontCookie, true]] as const) {
      const res = await viaProxy(url, headers);
      expect(res.status).toBe(200);
      expect(await startsInFont(res), `with the cookie: ${inFont}`).toBe(inFont);
    }
    // Each copy kept once made: neither replaced the other.
    expect((await viaProxy(url)).headers.get('x-cache-status')).toBe('HIT');
    expect((await viaProxy(url, fontCookie)).headers.get('x-cache-status')).toBe('HIT');
  });

  it("never keeps nor serves from its cache a signed-in admin's reply", async () => {
    const res = await viaProxy(newsUrl, { Cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache-status')).toBe('BYPASS');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('surrogate-key')).toBeNull();
  });

  it('shows a write to visitors through the proxy within CDN_MAX_AGE_SECONDS', async () => {
    const before = await viaProxy(newsUrl);
    const titles = await titlesOf(before);
    expect(titles).toContain('Proxied story 2');
    const story = (await siteAgent(t).agent.get('/backend/news/news_api.php?slug=proxied-story-2')).body as { news: { id: number } };
    const deleted = await admin.agent.delete('/backend/news/news_api.php').send({ id: story.news.id });
    expect(deleted.status).toBe(200);
    const writtenAt = Date.now();

    let seen = titles;
    while (seen.includes('Proxied story 2') && Date.now() - writtenAt < (MAX_AGE_SECONDS + 3) * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await titlesOf(await viaProxy(newsUrl));
    }
    const elapsed = Date.now() - writtenAt;
    expect(seen).not.toContain('Proxied story 2');
    // s-maxage, plus the one stale reply nginx may send while it refetches (stale-while-revalidate).
    expect(elapsed).toBeLessThanOrEqual(MAX_AGE_SECONDS * 1000 + 1000);
    // And the new reply is kept in its turn.
    expect((await viaProxy(newsUrl)).headers.get('x-cache-status')).toBe('HIT');
  });
});
