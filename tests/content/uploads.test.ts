// Serving of uploaded files at the SPEC §7 image locations, for every area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAreas, uploadUrl, type UploadArea } from '../../common/upload-areas.js';
import { siteAgent } from '../helpers/admin-agent.js';
import { smallJpeg, smallPng } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
const stored = new Map<UploadArea, string>();
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  png = await smallPng();
  for (const area of Object.keys(uploadAreas) as UploadArea[]) {
    stored.set(area, await t.storage.save(area, area === 'news' ? await smallJpeg() : png, area === 'news' ? 'jpg' : 'png'));
  }
});
afterAll(async () => {
  await t.close();
});

describe('uploaded files', () => {
  it.each(Object.keys(uploadAreas) as UploadArea[])('serves a %s file at its public URL with safe headers', async (area) => {
    const url = uploadUrl(area, stored.get(area))!;
    const res = await siteAgent(t).agent.get(url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(area === 'news' ? 'image/jpeg' : 'image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Public files start no session.
    expect(res.headers['set-cookie']).toBeUndefined();
    if (area !== 'news') expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
  });

  it('serves the ventures files under /backend/ventures/uploads/<folder>/', () => {
    expect(uploadUrl('ventureGallery', stored.get('ventureGallery'))).toMatch(/^\/backend\/ventures\/uploads\/gallery\/[\w-]+\.png$/);
  });

  it.each([
    '/backend/news/uploads/../../../etc/passwd',
    '/backend/news/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/backend/news/uploads/..%2f..%2fapp.ts',
    '/backend/news/uploads/%2e%2e',
    '/backend/investors/investor_uploads/..%5c..%5cpackage.json',
    '/backend/ventures/uploads/logos/..%2F..%2Fnews%2Fx.jpg',
    '/backend/news/uploads/unknownfile123.jpg',
    '/backend/news/uploads/.hidden.jpg',
    '/backend/blogs/uploads/notanimage.txt',
  ])('answers 404 JSON to %s', async (url) => {
    const res = await siteAgent(t).agent.get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  // Issue 24: a library picture keeps its bytes in the folder it was stored in, and an item of any
  // area that chose it names it under its own area, so every area's route finds it (names are unique).
  it('serves a file of one area under another, the same bytes', async () => {
    const name = stored.get('investors')!;
    const res = await siteAgent(t).agent.get(`/backend/ventures/uploads/logos/${name}`).buffer(true);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
  });
});
