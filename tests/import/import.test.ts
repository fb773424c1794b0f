// npm run import end to end: a second instance of this app, on its own database and a loopback
// port, plays the old site (it speaks the same /backend API); the importer reads it over HTTP and
// writes into the target through the admin's services.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../../common/messages.js';
import { importFromOldSite } from '../../server/src/import/import.service.js';
import type { ImportReport } from '../../server/src/import/import-progress.js';
import { runCliTool, type CliResult } from '../helpers/cli-process.js';
import { freePort, listenOnLoopback } from '../../scripts/loopback.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  addBlog,
  addInvestor,
  addNews,
  addTestimonial,
  addVenture,
  importDeps,
  publicReplies,
  readerOf,
  startSourceSite,
  type SourceSite,
} from './import-harness.js';

let source: SourceSite;
let target: TestApp;
const progress: string[] = [];

/** 12 news and 9 investors (two pages each), 7 blogs and 7 testimonials (two pages), 2 ventures. */
const counts = { news: 12, blogs: 7, investors: 9, testimonials: 7, ventures: 2 };
const total = Object.values(counts).reduce((sum, count) => sum + count, 0);

async function runImport(options: { from?: string; dryRun?: boolean } = {}): Promise<ImportReport> {
  progress.length = 0;
  return importFromOldSite(importDeps(target), { from: options.from ?? source.base, dryRun: options.dryRun ?? false, print: (line) => progress.push(line) });
}

async function storedFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
}

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of ['news', 'blogs', 'investors', 'testimonials', 'ventures', 'venture_subcategories', 'venture_clients', 'venture_gallery', 'media'] as const) {
    const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

beforeAll(async () => {
  [source, target] = await Promise.all([startSourceSite(), createTestApp()]);
  for (let i = 1; i <= counts.news; i += 1) await addNews(source, `Quarterly update ${i}`, i);
  for (let i = 1; i <= counts.blogs; i += 1) await addBlog(source, `Field notes ${i}`, i);
  for (let i = 1; i <= counts.investors; i += 1) await addInvestor(source, `Investor ${i} Holdings`, i);
  for (let i = 1; i <= counts.testimonials; i += 1) await addTestimonial(source, `Customer ${i}`, i);
  await addVenture(source, 'Lottery Terminals');
  await addVenture(source, 'Harbour Casino & Resort');
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

describe('importing from the old site', () => {
  it('imports every item of the five lists, so both sites answer every public read with the same content', async () => {
    const report = await runImport();
    expect(report.skipped).toEqual([]);
    expect(report.created).toHaveLength(total);
    expect(report.updated).toHaveLength(0);
    expect(await publicReplies(readerOf(target))).toEqual(await publicReplies(readerOf(source)));
  });

  it('shows progress per item with the bytes read and an estimate of the time left', () => {
    expect(progress[0]).toMatch(/^Reading the lists of http:\/\/127\.0\.0\.1:\d+\/backend/);
    expect(progress[1]).toMatch(new RegExp(`^\\[ 1/${total}\\] news "Quarterly update 1": created · [\\d.]+ (B|KB|MB) read · about .+ left$`));
    expect(progress.at(-1)).toMatch(new RegExp(`^\\[${total}/${total}\\] ventures "Harbour Casino & Resort": created · [\\d.]+ KB read$`));
  });

  it('stores every picture so that it decodes', async () => {
    const files = await storedFiles(target);
    expect(files.length).toBeGreaterThan(total);
    for (const file of files) {
      const { info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBeGreaterThan(0);
    }
  });

  it('changes nothing on a second run and reports every item unchanged', async () => {
    const [rowsBefore, filesBefore] = [await rowCounts(target), await storedFiles(target)];
    const report = await runImport();
    expect(report).toMatchObject({ created: [], updated: [], skipped: [] });
    expect(report.unchanged).toHaveLength(total);
    expect(await rowCounts(target)).toEqual(rowsBefore);
    expect(await storedFiles(target)).toEqual(filesBefore);
  });

  it('is run the same way from the command line; a dry run there says what it would do', async () => {
    const result = await runCli(['--from', source.base, '--dry-run']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Dry run: nothing was written.');
    expect(result.stdout).toContain(`Unchanged: ${total}`);
  });

  it('picks up edits on the old site as updated, renamed items keeping the old site\'s new slug', async () => {
    const news = await source.t.db.selectFrom('news').select(['id']).where('title', '=', 'Quarterly update 3').executeTakeFirstOrThrow();
    await source.admin
      .post('/backend/news/news_api.php')
      .field('type', 'update')
      .field('id', String(news.id))
      .field('title', 'Quarterly update 3, revised')
      .field('content', '<p>Revised figures.</p>')
      .expect(200);
    const venture = await source.t.db.selectFrom('ventures').select(['id']).where('title', '=', 'Lottery Terminals').executeTakeFirstOrThrow();
    await source.admin
      .post('/backend/ventures/edit_venture_api.php')
      .field('venture_id', String(venture.id))
      .field('title', 'Lottery Terminals')
      .field('about_desc', 'Terminals in eight states.')
      .field('gallery_alt[0]', 'A new terminal')
      .attach('gallery[0]', await smallJpeg('#123456'), { filename: 'new.jpg' })
      .expect(200);

    const report = await runImport();
    expect(report.updated.map((entry) => `${entry.kind} ${entry.title}`).sort()).toEqual(['news Quarterly update 3, revised', 'ventures Lottery Terminals']);
    expect(report.created).toEqual([]);
    expect(report.unchanged).toHaveLength(total - 2);
    expect(await publicReplies(readerOf(target))).toEqual(await publicReplies(readerOf(source)));
  });

  it('writes nothing on a dry run, and reports what it would create and update', async () => {
    await addBlog(source, 'Field notes from the dry run', 50);
    const investor = await source.t.db.selectFrom('investors').select('id').where('investor_name', '=', 'Investor 2 Holdings').executeTakeFirstOrThrow();
    await source.admin.post('/backend/investors/investors_api.php').field('type', 'update').field('id', String(investor.id)).field('investor_name', 'Investor 2 Holdings Ltd').expect(200);
    const before = { rows: await rowCounts(target), files: await storedFiles(target), records: await importRecords() };

    const report = await runImport({ dryRun: true });
    expect(report.created).toEqual([{ kind: 'blogs', title: 'Field notes from the dry run' }]);
    expect(report.updated).toEqual([{ kind: 'investors', title: 'Investor 2 Holdings Ltd' }]);
    expect({ rows: await rowCounts(target), files: await storedFiles(target), records: await importRecords() }).toEqual(before);
  });

  it('reports a broken picture, a reply of the wrong shape and a picture made smaller, each on its item, while the rest imports', async () => {
    // A news item whose picture on the old site is no longer an image.
    const brokenId = await addNews(source, 'Broken picture news', 60);
    const broken = await source.t.db.selectFrom('news').select('image_url').where('id', '=', brokenId).executeTakeFirstOrThrow();
    await writeFile(path.join(source.t.uploadsDir, 'news', broken.image_url!.replace(/^uploads\//, '')), 'not a picture at all');
    // An investor whose picture is bigger than the 600 KB an investor's may be here.
    const bigId = await addInvestor(source, 'Oversized Partners', 61);
    const big = await source.t.db.selectFrom('investors').select('investor_image').where('id', '=', bigId).executeTakeFirstOrThrow();
    const noise = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 95 }).toBuffer();
    expect(noise.length).toBeGreaterThan(614_400);
    await writeFile(path.join(source.t.uploadsDir, 'investors', big.investor_image!), noise);
    const mediaBefore = await rowCounts(target);

    // The old site seen through a proxy that spoils one testimonial of the list: its name a number.
    const proxy = await startProxy(source.base, (url, body) => {
      if (!url.includes('testimonials_api.php') || !url.includes('page=1')) return body;
      const reply = JSON.parse(body) as { testimonials: Record<string, unknown>[] };
      reply.testimonials[0]!.name = 42;
      return JSON.stringify(reply);
    });
    try {
      const report = await runImport({ from: proxy.base });
      const skipped = Object.fromEntries(report.skipped.map((entry) => [`${entry.kind} ${entry.title}`, entry.reason]));
      expect(Object.keys(skipped).sort()).toEqual(['news Broken picture news', 'testimonials customer-7']);
      expect(skipped['news Broken picture news']).toMatch(/^the picture http:\/\/127\.0\.0\.1:\d+\/backend\/news\/uploads\/\S+ is broken: The file must be a JPEG, PNG, WebP, GIF or AVIF image\.$/);
      expect(skipped['testimonials customer-7']).toBe("the old site's reply has the wrong shape (name: Invalid input: expected string, received number)");
      expect(report.created.map((entry) => entry.title).sort()).toEqual(['Field notes from the dry run', 'Oversized Partners']);
      expect(report.updated).toEqual([{ kind: 'investors', title: 'Investor 2 Holdings Ltd' }]);
      expect(report.notes).toEqual([expect.stringMatching(/^investors "Oversized Partners": picture image \(.+\) made smaller to fit: 1600×1200, \d+ bytes -> \d+×\d+, \d+ bytes$/)]);
    } finally {
      await proxy.close();
    }
    // Nothing of the broken item; the resized picture fits and decodes.
    expect(await target.db.selectFrom('news').select('id').where('title', '=', 'Broken picture news').executeTakeFirst()).toBeUndefined();
    const rows = await rowCounts(target);
    expect(rows.news).toBe(mediaBefore.news);
    const oversized = await target.db.selectFrom('investors').select('investor_image').where('investor_name', '=', 'Oversized Partners').executeTakeFirstOrThrow();
    const stored = await target.db.selectFrom('media').select(['bytes', 'width']).where('name', '=', oversized.investor_image!).executeTakeFirstOrThrow();
    expect(stored.width).toBeLessThan(1600);
    expect(stored.bytes).toBeLessThanOrEqual(614_400);
    await sharp(path.join(target.uploadsDir, 'investors', oversized.investor_image!)).raw().toBuffer();
  });

  it('leaves out, in a dry run as in the import, a new news item the old site has without its picture', async () => {
    const id = await addNews(source, 'News without its picture', 62);
    await source.t.db.updateTable('news').set({ image_url: null }).where('id', '=', id).execute();
    const reasonFor = (report: ImportReport) => report.skipped.find((entry) => entry.title === 'News without its picture')?.reason;
    try {
      const dry = await runImport({ dryRun: true });
      expect(dry.created.map((entry) => entry.title)).not.toContain('News without its picture');
      expect(reasonFor(dry)).toBe(contentMessages.newsRequired);
      const real = await runImport();
      expect(reasonFor(real)).toBe(contentMessages.newsRequired);
      expect(await target.db.selectFrom('news').select('id').where('title', '=', 'News without its picture').executeTakeFirst()).toBeUndefined();
    } finally {
      await source.t.db.deleteFrom('news').where('id', '=', id).execute();
    }
  });

  it('stops with one clear sentence when the old site cannot be reached', async () => {
    const port = await freePort();
    const from = `http://127.0.0.1:${port}/backend`;
    await expect(runImport({ from })).rejects.toThrow(`The old site could not be reached at ${from}: ${from}/news/news_api.php?page=1 could not be reached (connection refused).`);

    const result = await runCli(['--from', from]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([`The old site could not be reached at ${from}: ${from}/news/news_api.php?page=1 could not be reached (connection refused).`]);
  });
});

async function importRecords(): Promise<unknown[]> {
  const { rows } = await target.database.pool.query('select * from imported_items order by kind, source_key');
  return rows;
}

/** `npm run import`'s command, in its own process, on the target's database and uploads. */
async function runCli(args: string[]): Promise<CliResult> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-import-cli-'));
  try {
    return await runCliTool('server/src/import/import-cli.ts', args, {
      NODE_ENV: 'test',
      DATABASE_URL: target.database.url,
      DATA_DIR: path.join(folder, 'data'),
      UPLOADS_DIR: target.uploadsDir,
      LOG_LEVEL: 'silent',
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A real HTTP peer in front of the old site that passes everything on, JSON replies through `rewrite`. */
async function startProxy(base: string, rewrite: (url: string, body: string) => string): Promise<{ base: string; close(): Promise<void> }> {
  const origin = new URL(base).origin;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const reply = await fetch(`${origin}${req.url}`);
      const type = reply.headers.get('content-type') ?? 'application/octet-stream';
      const bytes = Buffer.from(await reply.arrayBuffer());
      const body = type.startsWith('application/json') ? Buffer.from(rewrite(req.url ?? '', bytes.toString('utf8'))) : bytes;
      res.writeHead(reply.status, { 'content-type': type, 'content-length': body.length });
      res.end(body);
    })().catch(() => {
      res.writeHead(502).end();
    });
  });
  await listenOnLoopback(server);
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}/backend`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
