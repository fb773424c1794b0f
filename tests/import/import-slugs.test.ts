// Slugs from the old site (security issue, item 10) go through the slug rules an editor's title
// does: one that breaks them is made again from the title, unique here, and a plain old one still
// answers with a 301. The old site is a hand-written server on 127.0.0.1 (fake-old-site.ts).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFromOldSite } from '../../server/src/import/import.service.js';
import type { ImportReport } from '../../server/src/import/import-progress.js';
import { loginAgent } from '../helpers/admin-agent.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { oldNews, sendJson, startFakeSite, type FakeSite } from './fake-old-site.js';
import { importDeps } from './import-harness.js';

let target: TestApp;
let site: FakeSite;
let jpeg: Buffer;

beforeAll(async () => {
  [target, site, jpeg] = await Promise.all([createTestApp(), startFakeSite(), smallJpeg('#2a6')]);
});

afterAll(async () => {
  await Promise.all([site?.close(), target?.close()]);
});

function runImport(): Promise<ImportReport> {
  return importFromOldSite(importDeps(target), { from: site.base, dryRun: false, print: () => {} });
}

describe('slugs from the old site (item 10)', () => {
  it('gives an item whose old slug breaks the slug rules one made from its title, unique, with a 301 from a plain old slug', async () => {
    // An editor's item here already has the slug the first old item's title gives.
    const { agent } = await loginAgent(target);
    await agent
      .post('/backend/news/news_api.php')
      .field('type', 'insert')
      .field('title', 'Harbour Lights!')
      .field('content', '<p>Ours</p>')
      .field('year', '2025')
      .attach('image', jpeg, { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(200);
    site.route('/backend/news/news_api.php', (_req, res) =>
      sendJson(res, {
        news: [
          oldNews(21, 'Harbour lights', { slug: '../../../backend/x', image_url: 'uploads/a.jpg' }),
          oldNews(22, 'Quarterly results', { slug: 'Quarterly-Results', image_url: 'uploads/a.jpg' }),
          oldNews(23, 'Kept as it was', { slug: 'kept-as-it-was-2024', image_url: 'uploads/a.jpg' }),
        ],
        total_pages: 1,
      }),
    );
    site.route('/backend/blogs/blogs_api.php', (_req, res) =>
      sendJson(res, { blogs: [{ id: 31, title: 'Night market', slug: '"><svg onload=alert(1)>', content: '<p>Stalls</p>', image_url: 'uploads/a.jpg' }], total_pages: 1 }),
    );
    for (const area of ['news', 'blogs']) site.route(`/backend/${area}/uploads/a.jpg`, (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));

    const report = await runImport();
    expect(report.skipped).toEqual([]);
    const slugs = await target.db.selectFrom('news').select(['title', 'slug']).where('title', 'in', ['Harbour lights', 'Quarterly results', 'Kept as it was']).orderBy('title').execute();
    expect(slugs).toEqual([
      { title: 'Harbour lights', slug: 'harbour-lights-2' },
      { title: 'Kept as it was', slug: 'kept-as-it-was-2024' },
      { title: 'Quarterly results', slug: 'quarterly-results' },
    ]);
    const blog = await target.db.selectFrom('blogs').select('slug').where('title', '=', 'Night market').executeTakeFirstOrThrow();
    expect(blog.slug).toBe('night-market');
    expect(report.notes.sort()).toEqual([
      'blogs "Night market": its old slug "\\"><svg onload=alert(1)>" breaks the slug rules; it is "night-market" here',
      'news "Harbour lights": its old slug "../../../backend/x" breaks the slug rules; it is "harbour-lights-2" here',
      'news "Quarterly results": its old slug "Quarterly-Results" breaks the slug rules; it is "quarterly-results" here (the old address redirects to it)',
    ]);

    // Reachable under the new slug; the plain old one answers 301, the unsafe one nothing.
    await request(target.app).get('/backend/news/news_api.php?slug=harbour-lights-2').expect(200);
    const moved = await request(target.app).get('/sjg/single-news/Quarterly-Results').expect(301);
    expect(moved.headers.location).toBe('/sjg/single-news/quarterly-results');
    const history = await target.db.selectFrom('slug_history').select('slug').execute();
    expect(history.map((row) => row.slug)).not.toContain('../../../backend/x');

    // A second run finds each item by its record and changes nothing.
    const again = await runImport();
    expect(again).toMatchObject({ created: [], updated: [], skipped: [] });
    expect(again.unchanged).toHaveLength(4);
  });
});
