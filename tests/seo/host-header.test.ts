// Without PUBLIC_BASE_URL (a plain `npm start`), a request's Host header reaches a reply only when
// it is a loopback name or the address the request came to: `Host: evil.example` must not become
// the canonical link, the share tags, the JSON-LD, the sitemap or robots.txt.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeWebDist, readHead } from './seo-harness.js';

let t: TestApp;
let dist: Awaited<ReturnType<typeof makeWebDist>>;

beforeAll(async () => {
  dist = await makeWebDist();
  t = await createTestApp({ config: { webDistDir: dist.dir } });
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

const fromHost = (host: string, url: string) => request(t.app).get(url).set('Host', host);

describe('a foreign Host header', () => {
  it.each(['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.evil.example', 'evil.example/x?'])(
    'Host %s appears in no page, sitemap or robots.txt, which name the listening address instead',
    async (host) => {
      for (const url of ['/sjg/', '/sjg/news', '/sjg/sitemap.xml', '/robots.txt', '/sjg/robots.txt']) {
        const res = await fromHost(host, url);
        expect(res.status, url).toBeLessThan(500);
        expect(res.text, url).not.toContain('evil.example');
        if (res.status === 200) expect(res.text, url).toMatch(/http:\/\/localhost:\d+\/sjg/);
      }
      const head = readHead((await fromHost(host, '/sjg/about-us').expect(200)).text);
      expect(head.canonical[0]).toMatch(/^http:\/\/localhost:\d+\/sjg\/about-us$/);
    },
  );
});

describe('a loopback Host header', () => {
  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['sjg.localhost', 'http://sjg.localhost'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('Host %s is used as it came', async (host, origin) => {
    const robots = await fromHost(host, '/robots.txt').expect(200);
    expect(robots.text).toContain(`Sitemap: ${origin}/sjg/sitemap.xml`);
    const head = readHead((await fromHost(host, '/sjg/about-us').expect(200)).text);
    expect(head.canonical).toEqual([`${origin}/sjg/about-us`]);
  });
});

describe('with PUBLIC_BASE_URL', () => {
  it('names only the configured address, whatever the Host', async () => {
    const configured = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://www.sjg.example' }, config: { webDistDir: dist.dir } });
    try {
      const robots = await request(configured.app).get('/robots.txt').set('Host', 'evil.example').expect(200);
      expect(robots.text).toContain('Sitemap: https://www.sjg.example/sjg/sitemap.xml');
      expect(robots.text).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });
});
