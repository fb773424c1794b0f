// What the importer refuses from an old site that misbehaves (security issue, items 8 and 9):
// replies that never end, lists that never end, and pictures that point anywhere but the old site
// (import-slugs.test.ts has item 10). The old site is a hand-written server on 127.0.0.1 (fake-old-site.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importFromOldSite, type ImportOptions } from '../../server/src/import/import.service.js';
import type { ImportReport } from '../../server/src/import/import-progress.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { oldNews, sendJson, startFakeSite, type FakeSite } from './fake-old-site.js';
import { importDeps } from './import-harness.js';
import { listenOnLoopback } from '../../scripts/loopback.js';

let target: TestApp;
let site: FakeSite;
let jpeg: Buffer;

beforeAll(async () => {
  [target, jpeg] = await Promise.all([createTestApp(), smallJpeg('#2a6')]);
});

afterAll(async () => {
  await target?.close();
});

afterEach(async () => {
  await site?.close();
});

function runImport(options: Partial<ImportOptions> = {}): Promise<ImportReport> {
  return importFromOldSite(importDeps(target), { from: site.base, dryRun: false, print: () => {}, ...options });
}

function reasons(report: ImportReport): Record<string, string | undefined> {
  return Object.fromEntries(report.skipped.map((entry) => [`${entry.kind} ${entry.title}`, entry.reason]));
}

/** Sends `head`, then `filler` for as long as the client reads, up to 8 MB: endless, as far as a small cap can tell. */
function endless(head: string | Buffer, filler: string, sent: { bytes: number }) {
  return (_req: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'content-type': typeof head === 'string' ? 'application/json' : 'image/jpeg' });
    const chunk = Buffer.from(filler.repeat(Math.ceil(16_384 / filler.length)));
    sent.bytes = Buffer.byteLength(head);
    res.write(head);
    const pump = () => {
      while (sent.bytes < 8 * 1024 * 1024 && !res.destroyed) {
        sent.bytes += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  };
}

describe('a reply or a list that never ends (item 8)', () => {
  it('stops reading a picture and a list page at the byte cap, each reported in a sentence, the rest imported', async () => {
    site = await startFakeSite();
    const picture = { bytes: 0 };
    const list = { bytes: 0 };
    site.route('/backend/news/news_api.php', (_req, res) =>
      sendJson(res, { news: [oldNews(1, 'Endless picture', { image_url: 'uploads/endless.jpg' }), oldNews(2, 'Plain news', { image_url: 'uploads/plain.jpg' })], total_pages: 1 }),
    );
    site.route('/backend/news/uploads/endless.jpg', endless(jpeg.subarray(0, 20), ' ', picture));
    site.route('/backend/news/uploads/plain.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    site.route('/backend/blogs/blogs_api.php', endless('{"blogs":[', '{"id":1,"title":"x"},', list));

    const report = await runImport({ limits: { maxReplyBytes: 256 * 1024 } });
    const skipped = reasons(report);
    expect(skipped['news Endless picture']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/backend\/news\/uploads\/endless\.jpg sent more than 256\.0 KB, the most the import reads of one reply; it stopped reading there\.?$/);
    expect(skipped['blogs list']).toMatch(/^blogs\/blogs_api\.php\?page=1 could not be read: .+ sent more than 256\.0 KB, the most the import reads of one reply; it stopped reading there\.?$/);
    expect(report.created).toEqual([{ kind: 'news', title: 'Plain news' }]);
    // Stopped near the cap, not at the end of the 8 MB: what the socket buffers holds the rest.
    expect(picture.bytes).toBeLessThan(4 * 1024 * 1024);
    expect(list.bytes).toBeLessThan(4 * 1024 * 1024);
  });

  it('gives up a reply that drips past the whole import\'s deadline', async () => {
    site = await startFakeSite();
    site.route('/backend/news/news_api.php', (_req, res) => sendJson(res, { news: [oldNews(3, 'Dripping picture', { image_url: 'uploads/drip.jpg' })], total_pages: 1 }));
    const timers: NodeJS.Timeout[] = [];
    site.route('/backend/news/uploads/drip.jpg', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      // A byte every 100 ms, for at most 20 s.
      timers.push(setInterval(() => (res.destroyed ? undefined : res.write('.')), 100));
      timers.push(setTimeout(() => res.end(), 20_000));
    });
    const started = Date.now();
    try {
      const report = await runImport({ limits: { importTimeoutMs: 3_000 } });
      expect(reasons(report)['news Dripping picture']).toMatch(/the import's deadline of 3 s has passed/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      timers.forEach((timer) => clearTimeout(timer));
    }
  });

  it('stops following total_pages when a page brings no new item, and after the page cap, and says so', async () => {
    site = await startFakeSite();
    // Investors: the same page whatever is asked, "of 1000".
    site.route('/backend/investors/investors_api.php', (_req, res) => sendJson(res, { investors: [{ id: 7 }], total_pages: 1000 }));
    // Testimonials: a new item on every page, "of 1000".
    site.route('/backend/testimonials/testimonials_api.php', (_req, res, url) => sendJson(res, { testimonials: [{ id: Number(url.searchParams.get('page')) }], total_pages: 1000 }));

    const report = await runImport({ limits: { maxPages: 3 } });
    expect(site.hits.get('/backend/investors/investors_api.php')).toBe(2);
    expect(site.hits.get('/backend/testimonials/testimonials_api.php')).toBe(3);
    expect(report.notes).toEqual([
      'investors/investors_api.php?page=2 brought no item that earlier pages had not; the import stopped reading that list there, although it says it has 1000 pages',
      'testimonials/testimonials_api.php says it has 1000 pages; the import read the first 3 (its cap on pages)',
    ]);
  });
});

describe('pictures only from the old site (item 9)', () => {
  let inside: Server;
  let insideHits = 0;
  let insideOrigin = '';

  beforeAll(async () => {
    // Another service on this machine: what a picture address must not reach.
    inside = createServer((_req, res) => {
      insideHits += 1;
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
    });
    await listenOnLoopback(inside);
    insideOrigin = `http://127.0.0.1:${(inside.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => inside.close(() => resolve()));
  });

  it('refuses another local port, a redirect there, an allowed host on a loopback address, and a redirect loop; the old site\'s own pictures come in', async () => {
    site = await startFakeSite();
    site.route('/backend/news/news_api.php', (_req, res) =>
      sendJson(res, {
        news: [
          oldNews(11, 'Other port', { image_url: `${insideOrigin}/secret.jpg` }),
          oldNews(12, 'Redirected inside', { image_url: 'uploads/moved.jpg' }),
          oldNews(13, 'Allowed but loopback', { image_url: `${insideOrigin.replace('127.0.0.1', '[::ffff:127.0.0.1]')}/secret.jpg` }),
          oldNews(14, 'Redirect loop', { image_url: 'uploads/loop.jpg' }),
          oldNews(15, 'Own picture', { image_url: 'uploads/own.jpg' }),
          oldNews(16, 'Own picture, redirected', { image_url: 'uploads/old-name.jpg' }),
        ],
        total_pages: 1,
      }),
    );
    const redirect = (location: string) => (_req: unknown, res: import('node:http').ServerResponse) => res.writeHead(302, { location }).end();
    site.route('/backend/news/uploads/moved.jpg', redirect(`${insideOrigin}/secret.jpg`));
    site.route('/backend/news/uploads/loop.jpg', redirect('/backend/news/uploads/loop.jpg'));
    site.route('/backend/news/uploads/old-name.jpg', redirect('/backend/news/uploads/own.jpg'));
    site.route('/backend/news/uploads/own.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));

    const mapped = new URL(insideOrigin.replace('127.0.0.1', '[::ffff:127.0.0.1]')).host;
    const report = await runImport({ allowHosts: [mapped] });
    const skipped = reasons(report);
    const port = new URL(site.origin).port;
    expect(insideHits).toBe(0);
    expect(skipped).toEqual({
      'news Other port': `${insideOrigin}/secret.jpg is not on the old site (${site.origin}) nor on a host given with --allow-host`,
      'news Redirected inside': `${site.base}/news/uploads/moved.jpg redirects to ${insideOrigin}/secret.jpg, which is not on the old site (${site.origin}) nor on a host given with --allow-host`,
      'news Allowed but loopback': `http://${mapped}/secret.jpg is at ::ffff:7f00:1, a loopback, private or link-local address, which the import reads only on the old site's own host (127.0.0.1:${port})`,
      'news Redirect loop': `${site.base}/news/uploads/loop.jpg redirects more than 5 times`,
    });
    expect(report.created.map((entry) => entry.title).sort()).toEqual(['Own picture', 'Own picture, redirected']);
  });
});
