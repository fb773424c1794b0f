import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('serving the built SPA under /sjg', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'sjg-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>SJG</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at /sjg/ with no-cache', async () => {
    const res = await request(t.app).get('/sjg/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes, deep ones included', async () => {
    for (const route of ['/sjg/news', '/sjg/blogs/addblog', '/sjg/about-us/']) {
      const res = await request(t.app).get(route);
      expect(res.status, route).toBe(200);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers routes the SPA does not know, and items that do not exist, with its page and 404 (tests/seo has the rest)', async () => {
    for (const route of ['/sjg/no-such-page', '/sjg/single-news/some-slug', '/sjg/ventures/ventures_details/3']) {
      const res = await request(t.app).get(route);
      expect(res.status, route).toBe(404);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets forever', async () => {
    const res = await request(t.app).get('/sjg/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than the HTML page', async () => {
    const res = await request(t.app).get('/sjg/assets/index-gone.js');
    expect(res.status).toBe(404);
    expect(res.type).not.toBe('text/html');
  });

  it('serves other static files with a short cache', async () => {
    const res = await request(t.app).get('/sjg/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('before the SPA is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDistDir: path.join(os.tmpdir(), 'sjg-no-such-dist') } });
  });
  afterAll(async () => t.close());

  it('says how to build it instead of failing obscurely', async () => {
    const res = await request(t.app).get('/sjg/');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});
