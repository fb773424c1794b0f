// A page's pictures, fonts and code carry the headers that protect them (nosniff, CORP) and not
// the ones only a document reads (its CSP, framing and window policies).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadUrl } from '../../common/upload-areas.js';
import { smallPng } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

let t: TestApp;
let dist: string;
let uploaded: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'sjg-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'fonts'));
  await mkdir(path.join(dist, 'images'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>SJG</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'page-abc123.js'), 'console.log(2)');
  await writeFile(path.join(dist, 'assets', 'page-abc123.js.br'), brotliCompressSync('console.log(2)'));
  await writeFile(path.join(dist, 'assets', 'app-abc123.css'), 'body{margin:0}');
  await writeFile(path.join(dist, 'fonts', 'mukta-400.woff2'), Buffer.from('wOF2'));
  await writeFile(path.join(dist, 'images', 'photo.webp'), Buffer.from('RIFF'));
  await writeFile(path.join(dist, 'images', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDistDir: dist } });
  uploaded = uploadUrl('news', await t.storage.save('news', await smallPng(), 'png'))!;
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('headers of the files a page loads', () => {
  it.each([
    ['a picture of the build', () => '/sjg/images/photo.webp'],
    ['a font', () => '/sjg/fonts/mukta-400.woff2'],
    ['an uploaded picture', () => uploaded],
  ])('%s: nosniff and CORP, no document policy and no Referrer-Policy', async (_what, url) => {
    const res = await request(t.app).get(url()).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // An upload's own policy is the sandbox (below).
    const gone = url() === uploaded ? DOCUMENT_ONLY.filter((name) => name !== 'content-security-policy') : DOCUMENT_ONLY;
    for (const name of gone) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('an uploaded picture keeps its sandbox, in case it is opened on its own', async () => {
    const res = await request(t.app).get(uploaded).buffer(true);
    expect(res.headers['content-security-policy']).toBe('sandbox');
  });

  it.each([
    ['a script', '/sjg/assets/app-abc123.js', undefined],
    ['a script sent precompressed', '/sjg/assets/page-abc123.js', 'br'],
    ['a stylesheet', '/sjg/assets/app-abc123.css', undefined],
  ])('%s keeps its Referrer-Policy, which its own requests follow, and drops the document policies', async (_what, url, encoding) => {
    const res = await request(t.app)
      .get(url)
      .set('Accept-Encoding', encoding ?? 'identity')
      .buffer(true)
      .parse((stream, done) => {
        stream.on('data', () => {});
        stream.on('end', () => done(null, null));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
  });

  it('a revalidated picture (304) carries no document policy either', async () => {
    const first = await request(t.app).get('/sjg/images/photo.webp');
    const res = await request(t.app).get('/sjg/images/photo.webp').set('If-None-Match', first.headers.etag as string);
    expect(res.status).toBe(304);
    for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
  });

  it.each([
    ['a page', '/sjg/'],
    ['an SVG picture, which runs script when opened on its own', '/sjg/images/mark.svg'],
  ])('%s keeps its document policies', async (_what, url) => {
    const res = await request(t.app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
