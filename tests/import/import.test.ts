// npm run import end to end: a second instance of this app, on its own database and a loopback
// port, plays the old site (it speaks the same /backend API); the importer reads it over HTTP and
// writes into the target through the admin's services.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFromOldSite } from '../../server/src/import/import.service.js';
import type { ImportReport } from '../../server/src/import/import-progress.js';
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
});
