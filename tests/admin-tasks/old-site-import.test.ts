// The Import screen's endpoints (issue 48, item 8): an owner starts a dry run, then the import, of
// an old site (a hand-written one on 127.0.0.1, fake-old-site.ts), follows its progress and reads
// its report, by npm run import's rules; bad addresses are refused with a sentence before anything
// is fetched, a production server refuses addresses inside a network, and only owners may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages, type ImportJob, type ImportJobReply } from '../../common/old-site-import.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { oldNews, sendJson, startFakeSite, type FakeSite } from '../import/fake-old-site.js';

let t: TestApp;
let owner: AdminAgent;
let site: FakeSite;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAgent(t);
  site = await startFakeSite();
  const [goa, pune] = await Promise.all([smallJpeg('#2a6'), smallJpeg('#62a')]);
  site.route('/backend/news/news_api.php', (_req, res) =>
    sendJson(res, {
      news: [oldNews(2, 'Casino opens in Goa', { image_url: 'uploads/goa.jpg' }), oldNews(1, 'Terminals reach Pune', { image_url: 'uploads/pune.jpg' }), { id: 3, title: 42 }],
      total_pages: 1,
    }),
  );
  site.route('/backend/news/uploads/goa.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(goa));
  site.route('/backend/news/uploads/pune.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(pune));
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

async function start(body: Record<string, unknown>) {
  return owner.agent.post('/backend/admin/import').send(body);
}

/** The job once it has finished or failed. */
async function settled(): Promise<ImportJob> {
  let job: ImportJob | null = null;
  await expect
    .poll(async () => {
      job = ((await owner.agent.get('/backend/admin/import')).body as ImportJobReply).job;
      return job?.state;
    })
    .toMatch(/^(finished|failed)$/);
  return job!;
}

const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title).sort();
const newsTitles = async () => (await t.db.selectFrom('news').select('title').execute()).map((row) => row.title).sort();

describe('a dry run, then the import', () => {
  it('has no job before the first', async () => {
    const res = await owner.agent.get('/backend/admin/import');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ job: null });
  });

  it('a dry run says what would be added and what would be left out and why, and writes nothing', async () => {
    // The site's own address will do: /backend is added.
    const res = await start({ from: `${site.origin}/`, dry_run: true });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect((res.body as ImportJobReply).job).toMatchObject({ from: site.base, dry_run: true, state: 'reading' });
    const job = await settled();
    expect(job.error).toBeNull();
    expect(job).toMatchObject({ state: 'finished', done: 3, total: 3 });
    expect(job.last_line).toMatch(/^\[3\/3\] news /);
    expect(job.report!.dry_run).toBe(true);
    expect(titles(job.report!.created)).toEqual(['Casino opens in Goa', 'Terminals reach Pune']);
    expect(job.report!.skipped).toEqual([{ kind: 'news', title: 'page 1, item 3', reason: expect.stringMatching(/wrong shape/) }]);
    expect(await newsTitles()).toEqual([]);
  });

  it('the import adds them, and a second dry run finds them unchanged', async () => {
    expect((await start({ from: site.base, dry_run: false })).status).toBe(202);
    const job = await settled();
    expect(job.report, JSON.stringify(job)).toMatchObject({ dry_run: false });
    expect(titles(job.report!.created), JSON.stringify(job.report)).toEqual(['Casino opens in Goa', 'Terminals reach Pune']);
    expect(await newsTitles()).toEqual(['Casino opens in Goa', 'Terminals reach Pune']);
    // The public list shows them at once.
    const list = await siteAgent(t).agent.get('/backend/news/news_api.php?page=1');
    expect((list.body as { news: { title: string }[] }).news.map((item) => item.title)).toContain('Casino opens in Goa');

    await start({ from: site.base, dry_run: true });
    const again = await settled();
    expect(titles(again.report!.unchanged)).toEqual(['Casino opens in Goa', 'Terminals reach Pune']);
    expect(again.report!.created).toEqual([]);
  });

  it('refuses a second run while one is under way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await startFakeSite();
    slow.route('/backend/news/news_api.php', (_req, res) => void held.then(() => sendJson(res, { news: [], total_pages: 1 })));
    try {
      expect((await start({ from: slow.base, dry_run: true })).status).toBe(202);
      const second = await start({ from: slow.base, dry_run: true });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ error: importMessages.alreadyRunning });
    } finally {
      release();
      await settled();
      await slow.close();
    }
  });
});

describe('the site search after an import', () => {
  const searchFor = async (words: string) =>
    ((await siteAgent(t).agent.get(`/backend/search/search.php?query=${encodeURIComponent(words)}`)).body as { title: string }[]).map((result) => result.title);

  it('finds a newly imported item by a word of its title, though a visitor searched for it while the import was reading', async () => {
    const title = 'Kingfisher ferry sails to Varanasi';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    site.route('/backend/news/news_api.php', (_req, res) => void held.then(() => sendJson(res, { news: [oldNews(4, title, { image_url: 'uploads/goa.jpg' })], total_pages: 1 })));
    expect((await start({ from: site.base, dry_run: false })).status).toBe(202);
    // Searched after the start emptied the public cache and before the item is written: the empty
    // answer is kept, and only the import's own announcement of its writes can drop it.
    expect(await searchFor('Kingfisher')).toEqual([]);
    release();
    const job = await settled();
    expect(titles(job.report!.created), JSON.stringify(job)).toEqual([title]);
    await expect.poll(() => searchFor('Kingfisher')).toEqual([title]);
    expect(await searchFor('varanasi')).toEqual([title]);
    expect(await searchFor(title)).toEqual([title]);
  });
});

describe('what is refused', () => {
  it.each([
    ['ftp://old.example/backend', importMessages.addressInvalid],
    ['old.example', importMessages.addressInvalid],
    ['javascript:alert(1)', importMessages.addressInvalid],
    [42, importMessages.addressInvalid],
  ])('the address %j, with its sentence', async (from, message) => {
    const res = await start({ from, dry_run: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('an address with a user name and password', async () => {
    const res = await start({ from: 'http://user:secret@127.0.0.1:9/backend', dry_run: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: importMessages.addressWithCredentials });
  });

  it('an old site that cannot be reached ends as failed, saying so', async () => {
    const gone = await startFakeSite();
    const base = gone.base;
    await gone.close();
    expect((await start({ from: base, dry_run: true })).status).toBe(202);
    const job = await settled();
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/^The old site could not be reached at http:\/\/127\.0\.0\.1:\d+\/backend: /);
  });

  it('anyone but an owner', async () => {
    const editor = await loginAgent(t, { role: 'editor' });
    expect((await editor.agent.get('/backend/admin/import')).status).toBe(403);
    expect((await editor.agent.post('/backend/admin/import').send({ from: site.base, dry_run: true })).status).toBe(403);
    expect((await siteAgent(t).agent.post('/backend/admin/import').send({ from: site.base, dry_run: true })).status).toBe(401);
  });

  it('on a production server, an old site inside a network (loopback here), before anything is fetched', async () => {
    const production = await createTestApp({ config: { isProduction: true } });
    try {
      const productionOwner = await loginAgent(production);
      const hitsBefore = site.hits.get('/backend/news/news_api.php') ?? 0;
      const res = await productionOwner.agent.post('/backend/admin/import').send({ from: site.base, dry_run: true });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: importMessages.addressInside('127.0.0.1') });
      expect(site.hits.get('/backend/news/news_api.php') ?? 0).toBe(hitsBefore);
      const metadata = await productionOwner.agent.post('/backend/admin/import').send({ from: 'http://169.254.169.254/latest', dry_run: true });
      expect(metadata.body).toEqual({ error: importMessages.addressInside('169.254.169.254') });
    } finally {
      await production.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes both operations, for owners', async () => {
    const document = (await owner.agent.get('/backend/openapi.json')).body as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
    expect(document.paths['/admin/import']?.get?.['x-access']).toBe('own');
    expect(document.paths['/admin/import']?.post?.['x-access']).toBe('own');
  });
});
