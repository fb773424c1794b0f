// Backups and restore (issue 27): a site built through the admin API is backed up, restored into a
// fresh empty database and uploads folder, and answers every public and admin read the same, with
// every file byte for byte; a damaged archive is refused with one sentence and nothing written; a
// non-empty target is refused without --force, and --force --yes replaces it; an archive older than
// the code is brought up to its migrations and its pictures to today's variant widths.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive } from '../../server/src/backup/backup-archive.js';
import { createBackup } from '../../server/src/backup/backup.service.js';
import { describeContent } from '../../server/src/backup/database-copy.repository.js';
import { restoreArchive } from '../../server/src/backup/restore.service.js';
import { systemClock } from '../../server/src/clock.js';
import { migrateTo } from '../../server/src/db/migrator.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createStorage } from '../../server/src/storage/storage.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { imageStoredBefore, smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { adminUrls, agentFor, buildSite, cliEnv, filesOf, publicUrls, repliesOf, rewriteArchive, runCli, useEmptySite } from './backup-harness.js';

let source: TestApp;
let admin: AdminAgent;
let backupDir: string;
let archive: string;
/** The command-line tests start real processes (through tsx) on a machine shared with others. */
const cliTimeout = { timeout: 90_000 };

beforeAll(async () => {
  source = await createTestApp();
  admin = await loginAgent(source);
  await buildSite(admin);
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-backups-'));
  archive = (await createBackup({ pool: source.database.pool, storage: source.storage, clock: systemClock, backupDir })).file;
});
afterAll(async () => {
  await source?.close();
  if (backupDir) await rm(backupDir, { recursive: true, force: true });
});

describe('a backup', () => {
  it('is one sjg-<UTC minute>.tar.gz whose manifest names the migration level, counts every table and checks every entry', async () => {
    expect(path.basename(archive)).toMatch(/^sjg-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz$/);
    const { manifest } = await readArchive(archive);
    const migrations = (await source.database.pool.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((row) => row.name);
    expect(manifest.migrations).toEqual({ level: migrations.at(-1), applied: migrations });
    const news = manifest.tables.find((table) => table.name === 'news')!;
    expect(news.rows).toBe(3);
    // Sign-ins never come back; the migrator's own tables are made again by migrating.
    expect(manifest.tables.map((table) => table.name)).not.toContain('session');
    expect(manifest.tables.map((table) => table.name)).not.toContain('kysely_migration_lock');
    const uploads = await filesOf(source.uploadsDir);
    expect(manifest.files.map((file) => file.key).sort()).toEqual(Object.keys(uploads).sort());
    for (const file of manifest.files) {
      expect(manifest.entries.find((entry) => entry.path === file.entry)?.sha256).toBe(uploads[file.key]);
    }
  });

  it('leaves no temporary file beside the archive', async () => {
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(backupDir)).toEqual([path.basename(archive)]);
  });
});

describe('a restore into an empty site', () => {
  const target = useEmptySite();

  it('answers every public and admin read as the site backed up did, with every file byte for byte', async () => {
    const result = await restoreArchive({ pool: target.current.database.pool, storage: target.current.storage }, archive, { force: false, confirm: async () => false });
    expect(result.files).toBeGreaterThan(10);
    expect(await filesOf(target.current.uploadsDir)).toEqual(await filesOf(source.uploadsDir));

    const urls = await publicUrls(source);
    expect(urls.length).toBeGreaterThan(12);
    expect(await repliesOf(siteAgent(target.current).agent, urls)).toEqual(await repliesOf(siteAgent(source).agent, urls));
    const restoredAdmin = await agentFor(target.current, admin.admin.id);
    expect(await repliesOf(restoredAdmin, adminUrls)).toEqual(await repliesOf(admin.agent, adminUrls));
  });

  it('brings back no sign-in: the old session cookie is refused', async () => {
    const res = await siteAgent(target.current).agent.get('/backend/admin/items/news').set('Cookie', admin.cookie);
    expect(res.status).toBe(401);
  });

  it('keeps ids going where they were: the next item gets a new id', async () => {
    const restored = await agentFor(target.current, admin.admin.id);
    const res = await restored.post('/backend/news/news_api.php').field('type', 'insert').field('title', 'After the restore').field('content', '<p>x</p>').field('year', '2026').attach('image', await smallJpeg(), 'a.jpg');
    expect(res.status).toBe(200);
    const maxBefore = await source.db.selectFrom('news').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
    expect(res.body.id).toBeGreaterThan(Number(maxBefore.max));
  });
});

describe('a damaged archive', cliTimeout, () => {
  const target = useEmptySite();
  let damaged: string;
  beforeAll(async () => {
    damaged = path.join(backupDir, 'damaged');
    await import('node:fs/promises').then(({ mkdir }) => mkdir(damaged, { recursive: true }));
  });

  async function expectNothingWritten() {
    expect(await describeContent(target.current.database.pool)).toBeNull();
    expect(await filesOf(target.current.uploadsDir)).toEqual({});
  }

  it('with bytes flipped in the middle is refused with one sentence, exit code 1, and nothing written', async () => {
    const bytes = await readFile(archive);
    const middle = Math.floor(bytes.length / 2);
    for (let i = middle; i < middle + 16; i += 1) bytes[i] = bytes[i]! ^ 0xff;
    const file = path.join(damaged, 'flipped.tar.gz');
    await writeFile(file, bytes);
    const result = await runCli('restore', [file], cliEnv(target.current));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^The archive flipped\.tar\.gz is damaged: .+\. Nothing was restored\.$/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    await expectNothingWritten();
  });

  it('cut short is refused as truncated, and nothing written', async () => {
    const file = path.join(damaged, 'truncated.tar.gz');
    await writeFile(file, await readFile(archive));
    await truncate(file, Math.floor((await readFile(archive)).length * 0.6));
    const result = await runCli('restore', [file], cliEnv(target.current));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('The archive truncated.tar.gz is damaged: it ends too early, as a truncated copy does. Nothing was restored.');
    await expectNothingWritten();
  });

  it('whose entry does not match its checksum (a valid gzip around changed bytes) is refused naming the entry', async () => {
    // One upload's bytes changed but the manifest kept: only the checksum can tell.
    const file = path.join(damaged, 'tampered.tar.gz');
    let changed = '';
    await rewriteArchive(archive, file, (name, body) => {
      if (changed || !name.startsWith('uploads/')) return body;
      changed = name;
      body[body.length - 1] = body[body.length - 1]! ^ 1;
      return body;
    });
    const result = await runCli('restore', [file], cliEnv(target.current));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`The archive tampered.tar.gz is damaged: ${changed} does not match the checksum in its manifest. Nothing was restored.`);
    await expectNothingWritten();
  });

  it('made by a newer version of the site (a migration this code lacks) is refused, and nothing written', async () => {
    const file = path.join(damaged, 'newer.tar.gz');
    const future = '2999-01-01T00-00-00_from-the-future';
    await rewriteArchive(archive, file, (name, body) => {
      if (name !== 'manifest.json') return body;
      const manifest = JSON.parse(body.toString('utf8')) as { migrations: { level: string; applied: string[] } };
      manifest.migrations.applied.push(future);
      manifest.migrations.level = future;
      return Buffer.from(JSON.stringify(manifest));
    });
    const result = await runCli('restore', [file], cliEnv(target.current));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`was made by a newer version of the site (its database is at migration ${future}`);
    expect(result.stderr).toContain('Nothing was restored.');
    await expectNothingWritten();
  });

  it('that is not there, or no archive at all, is named', async () => {
    const missing = await runCli('restore', [path.join(damaged, 'nope.tar.gz')], cliEnv(target.current));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('There is no file');
    const none = await runCli('restore', [], cliEnv(target.current));
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: npm run restore -- FILE');
  });
});

describe('a non-empty target', cliTimeout, () => {
  const target = useEmptySite();
  beforeAll(async () => {
    await loginAgent(target.current);
  });

  it('is refused without --force, naming what is there, and left as it was', async () => {
    const result = await runCli('restore', [archive], cliEnv(target.current));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('The database is not empty (1 row in admin_users): restore into an empty one, or add --force to replace its content.');
    expect(await describeContent(target.current.database.pool)).toBe('1 row in admin_users');
  });

  it('with --force asks first, and an answer other than y changes nothing', async () => {
    const result = await runCli('restore', [archive, '--force'], cliEnv(target.current), 'n\n');
    expect(result.stdout).toContain('Go on? [y/N]');
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Restore cancelled: nothing was changed.');
    expect(await describeContent(target.current.database.pool)).toBe('1 row in admin_users');
  });

  it('with --force --yes is replaced by the archive', async () => {
    const result = await runCli('restore', [archive, '--force', '--yes'], cliEnv(target.current));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Restored \d+ rows and \d+ files from sjg-/);
    const restoredAdmin = await agentFor(target.current, admin.admin.id);
    expect(await repliesOf(restoredAdmin, ['/backend/admin/items/news'])).toEqual(await repliesOf(admin.agent, ['/backend/admin/items/news']));
    const files = await filesOf(target.current.uploadsDir);
    for (const [file, sha] of Object.entries(await filesOf(source.uploadsDir))) expect(files[file]).toBe(sha);
  });
});

describe('an archive older than the code', cliTimeout, () => {
  const target = useEmptySite();
  // A site whose database stopped at an older migration, backed up as that site would have done.
  // The restore crosses the later ones: a table an archive never holds (backup_runs), one it holds
  // (demo_seed), and columns and a table filled from the rows restored (the search's slug and
  // picture, its word scores). Its picture has the variant widths of then (480/960, and 700 as a
  // width no rule names): the restore brings them up to today's.
  const OLDER = '2026-11-27T09-00-00_imported-items';
  let older: TestDatabase;
  let olderUploads: string;
  let file: string;
  let picture: Awaited<ReturnType<typeof imageStoredBefore>>;
  beforeAll(async () => {
    older = await createTestDatabase({ migrate: false });
    await migrateTo(older.db, OLDER);
    picture = await imageStoredBefore(1000, 750, [480, 700, 960]);
    await older.db
      .insertInto('news')
      .values([
        { slug: 'monsoon-report', title: 'Monsoon report', content: '<p>Our casino guests stayed dry.</p>', year: '2026', image_url: 'uploads/monsoonpic12.jpg' },
        { slug: 'harbour-report', title: 'Harbour report', content: '<p>The new pier.</p>', year: '2026', image_url: `uploads/${picture.name}` },
      ])
      .execute();
    olderUploads = await mkdtemp(path.join(os.tmpdir(), 'sjg-older-uploads-'));
    await mkdir(path.join(olderUploads, 'news'));
    for (const [name, bytes] of picture.files) await writeFile(path.join(olderUploads, 'news', name), bytes);
    file = (await createBackup({ pool: older.pool, storage: createStorage(olderUploads), clock: systemClock, backupDir: path.join(backupDir, 'older') })).file;
  });
  afterAll(async () => {
    await older?.drop();
    if (olderUploads) await rm(olderUploads, { recursive: true, force: true });
  });

  it('is restored at its own migration level, then brought up to the latest, its pictures to the variant widths of today', async () => {
    expect((await readArchive(file)).manifest.migrations.level).toBe(OLDER);
    const result = await runCli('restore', [file], cliEnv(target.current));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`at migration ${OLDER}`);
    const { rows } = await target.current.database.pool.query<{ name: string }>('select name from kysely_migration order by name desc limit 1');
    expect(rows[0]!.name).toBe((await source.database.pool.query<{ name: string }>('select max(name) as name from kysely_migration')).rows[0]!.name);
    const news = await siteAgent(target.current).agent.get('/backend/news/news_api.php').query({ slug: 'monsoon-report' });
    expect(news.body).toMatchObject({ news: { title: 'Monsoon report' } });
    expect(await searchContent(target.current.database.pool, 'casino')).toEqual([
      expect.objectContaining({ title: 'Monsoon report', url: '/sjg/single-news/monsoon-report', image: '/backend/news/uploads/monsoonpic12.jpg' }),
    ]);
    expect(await target.current.db.selectFrom('backup_runs').selectAll().execute()).toEqual([]);

    // Its picture, with today's variant widths, each served.
    expect(result.stdout).toContain('Variants of the pictures brought up to date: 1 made, 1 removed.');
    const restored = await filesOf(target.current.uploadsDir);
    const variantsOnDisk = Object.keys(restored).filter((file) => file.startsWith(`news/${picture.name.replace('.jpg', '-')}`));
    expect(variantsOnDisk.sort()).toEqual([360, 480, 960].map((width) => `news/${picture.name.replace('.jpg', `-${width}.webp`)}`).sort());
    const { agent } = siteAgent(target.current);
    const harbour = await agent.get('/backend/news/news_api.php').query({ slug: 'harbour-report' });
    const variants = (harbour.body as { news: { image_variants: { variants: { width: number; url: string }[] } } }).news.image_variants.variants;
    expect(variants.map((variant) => variant.width)).toEqual([360, 480, 960]);
    for (const variant of variants) {
      const served = await agent.get(variant.url);
      expect(served.status, variant.url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });
});

describe('npm run backup', cliTimeout, () => {
  it('writes an archive into BACKUP_DIR, records it, and says where', async () => {
    const dir = path.join(backupDir, 'from-cli');
    const result = await runCli('backup', [], cliEnv(source, { BACKUP_DIR: dir }));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Backup written: .*sjg-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz \(/);
    const run = await source.db.selectFrom('backup_runs').selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ trigger: 'manual', status: 'succeeded' });
    const file = path.join(dir, run.file!);
    expect(createHash('sha256').update(await readFile(file)).digest('hex')).toHaveLength(64);
    expect((await readArchive(file)).manifest.tables.find((table) => table.name === 'news')!.rows).toBe(3);
  });
});
