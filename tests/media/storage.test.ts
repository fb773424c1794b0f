// Where a library picture's bytes live and how they are served (issue 24): a file stays in the
// folder of the area it was stored under, and every area's uploads route finds it there, the
// original and its variants alike, so an item that chose it from the library serves it under its
// own area's URL. Only names we made are looked for; anything else is still a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantsOf } from '../../common/image-variants.js';
import type { MediaItem } from '../../common/media.js';
import { uploadUrl } from '../../common/upload-areas.js';
import { storeImage } from '../../server/src/images/image-processing.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';

let t: TestApp;
let editor: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginAgent(t, { role: 'editor' });
});
afterAll(async () => t?.close());

describe('serving a file under any area', () => {
  it('serves a picture stored in the team folder at /backend/news/uploads/<name>, variants included', async () => {
    const field = await storeImage(t.storage, 'team', await smallJpeg());
    const own = await siteAgent(t).agent.get(uploadUrl('team', field)!);
    expect(own.status).toBe(200);
    const elsewhere = await siteAgent(t).agent.get(`/backend/news/uploads/${field}`);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(elsewhere.body as Buffer, own.body as Buffer)).toBe(0);
    for (const variant of imageVariantsOf('ventureGallery', field)!.variants) {
      const res = await siteAgent(t).agent.get(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    expect((await t.storage.find('investors', field))?.size).toBe(Number(own.headers['content-length']));
  });

  it('serves a picture uploaded to the library under every area that may use it', async () => {
    const res = await editor.agent.post('/backend/admin/media').attach('file', await smallJpeg('#0a0'), 'green.jpg');
    const item = (res.body as { item: MediaItem }).item;
    for (const url of [item.url, `/backend/blogs/uploads/${item.name}`, `/backend/ventures/uploads/logos/${item.name}`, `/backend/investors/investor_uploads/${item.name}`]) {
      expect((await siteAgent(t).agent.get(url)).status, url).toBe(200);
    }
  });

  it('still answers 404 for a name in no folder, a name we did not make, and any path trick', async () => {
    const field = await storeImage(t.storage, 'team', await smallJpeg());
    for (const url of [
      '/backend/news/uploads/0123456789abcdef0123456789abcdef_8x6.jpg',
      `/backend/news/uploads/${field.replace('.jpg', '.png')}`,
      '/backend/news/uploads/..%2f..%2fteam%2f' + field,
      '/backend/news/uploads/%2e%2e%2fpackage.json',
      `/backend/news/uploads/.${field}.partial`,
      '/backend/media/uploads/..',
    ]) {
      expect((await siteAgent(t).agent.get(url)).status, url).toBe(404);
    }
    expect(await t.storage.find('news', `../team/${field}`)).toBeNull();
    expect(await t.storage.find('news', field)).toBeNull();
  });
});
