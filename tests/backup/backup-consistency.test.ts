// A backup taken while the site is being written to restores to a consistent state: every table
// holds what the manifest counted, and every file a restored row names is there. And the same
// round trip with uploads in an S3-compatible bucket (s3rver).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/src/backup/backup.service.js';
import { restoreArchive } from '../../server/src/backup/restore.service.js';
import { systemClock } from '../../server/src/clock.js';
import { areaFolders } from '../../server/src/storage/storage.js';
import type { UploadArea } from '../../common/upload-areas.js';
import { loginAgent, siteAgent } from '../helpers/admin-agent.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { startS3Server, type TestS3Server } from '../storage/s3-server.js';
import { adminUrls, agentFor, buildSite, publicUrls, repliesOf } from './backup-harness.js';

let backupDir: string;
const apps: TestApp[] = [];
let s3: TestS3Server | undefined;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-backups-'));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await s3?.close();
  await rm(backupDir, { recursive: true, force: true });
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const made = await createTestApp({ env });
  apps.push(made);
  return made;
}

describe('a backup taken during writes', () => {
  it('restores with every table as the manifest counted it and every file a row names present', { timeout: 120_000 }, async () => {
    const source = await app();
    const admin = await loginAgent(source);
    const picture = await smallJpeg();
    let writing = true;
    let written = 0;
    // News with pictures keep arriving through the API while the backup runs.
    const writer = (async () => {
      while (writing) {
        const res = await admin.agent.post('/backend/news/news_api.php').field('type', 'insert').field('title', `Live ${written}`).field('content', '<p>x</p>').field('year', '2026').attach('image', picture, 'p.jpg');
        expect(res.status).toBe(200);
        written += 1;
      }
    })();
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const backup = await createBackup({ pool: source.database.pool, storage: source.storage, clock: systemClock, backupDir });
    const during = written;
    while (written < during + 3) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await writer;

    const target = await app();
    await restoreArchive({ pool: target.database.pool, storage: target.storage }, backup.file, { force: false, confirm: async () => false });
    for (const table of backup.manifest.tables) {
      const { rows } = await target.database.pool.query<{ count: string }>(`select count(*) from "${table.name}"`);
      expect([table.name, Number(rows[0]!.count)]).toEqual([table.name, table.rows]);
    }
    const news = await target.db.selectFrom('news').select(['image_url']).execute();
    expect(news.length).toBeGreaterThanOrEqual(3);
    expect(news.length).toBeLessThan(written);
    for (const row of news) expect(await target.storage.find('news', row.image_url!)).not.toBeNull();
    for (const media of await target.db.selectFrom('media').select(['area', 'name']).execute()) {
      expect(await target.storage.objects.find(`${areaFolders[media.area as UploadArea]}/${media.name}`), media.name).not.toBeNull();
    }
  });
});

describe('with uploads in an S3-compatible bucket', () => {
  it('restores every public and admin reply and every object', { timeout: 120_000 }, async () => {
    s3 = await startS3Server(['source-bucket', 'target-bucket']);
    const source = await app(s3.env('source-bucket'));
    const admin = await loginAgent(source);
    await buildSite(admin);
    const backup = await createBackup({ pool: source.database.pool, storage: source.storage, clock: systemClock, backupDir: path.join(backupDir, 's3') });
    const target = await app(s3.env('target-bucket'));
    await restoreArchive({ pool: target.database.pool, storage: target.storage }, backup.file, { force: false, confirm: async () => false });

    const bytesOf = async (t: TestApp) => {
      const all: Record<string, string> = {};
      for (const object of await t.storage.objects.list()) {
        const chunks: Buffer[] = [];
        for await (const chunk of (await t.storage.objects.find(object.key))!.open()) chunks.push(chunk as Buffer);
        all[object.key] = Buffer.concat(chunks).toString('base64');
      }
      return all;
    };
    const sourceObjects = await bytesOf(source);
    expect(Object.keys(sourceObjects).length).toBeGreaterThan(10);
    expect(await bytesOf(target)).toEqual(sourceObjects);
    const urls = await publicUrls(source);
    expect(await repliesOf(siteAgent(target).agent, urls)).toEqual(await repliesOf(siteAgent(source).agent, urls));
    expect(await repliesOf(await agentFor(target, admin.admin.id), adminUrls)).toEqual(await repliesOf(admin.agent, adminUrls));
  });
});
