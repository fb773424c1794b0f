// Compression: /backend JSON by Accept-Encoding, and the SPA's build-time .br/.gz copies.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Response } from 'superagent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const script = path.resolve(import.meta.dirname, '../../scripts/precompress-web.mjs');
const bundle = `export const words = ${JSON.stringify('lottery casino hospitality '.repeat(400))};\n`;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'sjg-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets/index-abc123.js'), bundle);
  await writeFile(path.join(dist, 'assets/tiny-abc123.js'), 'export {};\n');
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>SJG</title><div id="root"></div>');
  execFileSync(process.execPath, [script, dist]);
  t = await createTestApp({ config: { webDistDir: dist } });
  for (let i = 0; i < 15; i += 1) {
    await t.db
      .insertInto('news')
      .values({ slug: `story-${i}`, title: `Story ${i}`, content: `<p>${'text '.repeat(60)}</p>`, year: '2026', image_url: null })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

function raw(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('build-time copies', () => {
  it('writes .br and .gz beside a compressible file, and none for a tiny one', async () => {
    expect(zlib.brotliDecompressSync(await readFile(path.join(dist, 'assets/index-abc123.js.br'))).toString()).toBe(bundle);
    expect(zlib.gunzipSync(await readFile(path.join(dist, 'assets/index-abc123.js.gz'))).toString()).toBe(bundle);
    await expect(readFile(path.join(dist, 'assets/tiny-abc123.js.br'))).rejects.toThrow();
  });

  it('serves the brotli copy with the type and cache headers of the original', async () => {
    const res = await siteAgent(t).agent.get('/sjg/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br').buffer(true).parse(raw);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const copy = await readFile(path.join(dist, 'assets/index-abc123.js.br'));
    expect(Number(res.headers['content-length'])).toBe(copy.length);
  });

  it('serves the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gz = await siteAgent(t).agent.get('/sjg/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(bundle);
    const plain = await siteAgent(t).agent.get('/sjg/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(bundle);
  });
});

describe('per-request compression', () => {
  it('compresses a /backend JSON reply with brotli or gzip as the client asks', async () => {
    const br = await siteAgent(t).agent.get('/backend/news/news_api.php').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.news).toHaveLength(15);
    const gz = await siteAgent(t).agent.get('/backend/news/news_api.php').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(br.headers.etag);
  });
});
