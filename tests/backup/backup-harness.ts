// What the backup tests share: a site built through the admin API (items with pictures, edits, a
// deletion), the replies a visitor and an admin see, the files as bytes, a signed-in agent for an
// account that came back with a restore, and the backup and restore commands as real processes.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { sessionAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { runCliTool, type CliResult } from '../helpers/cli-process.js';
import { smallJpeg, smallPng } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { completeAddForm, sendForm } from '../ventures/ventures-harness.js';

/** News, a blog, an investor, a testimonial, a team member and a venture, with pictures; one edit, one deletion. */
export async function buildSite(admin: AdminAgent): Promise<void> {
  const ok = (res: { status: number; body: unknown }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { id: number };
  };
  const agent = admin.agent;
  const news = [];
  for (const title of ['Casino opens in Goa', 'Lottery terminals in Pune', 'Clinic network grows']) {
    news.push(ok(await agent.post('/backend/news/news_api.php').field('type', 'insert').field('title', title).field('content', `<p>${title} — the story.</p>`).field('year', '2026').attach('image', await smallJpeg(), 'photo.jpg')));
  }
  ok(
    await agent
      .post('/backend/news/news_api.php')
      .field('type', 'update')
      .field('id', String(news[0]!.id))
      .field('title', 'Casino opens in Goa, at last')
      .field('year', '2026')
      .field('content', '<p>Edited.</p>')
      .attach('image', await smallPng(), 'new.png'),
  );
  ok(await agent.delete('/backend/news/news_api.php').send({ id: news[2]!.id }));
  ok(await agent.post('/backend/blogs/blogs_api.php').field('type', 'insert').field('title', 'Why we build').field('content', '<p>Because.</p>').attach('image', await smallJpeg('#3a3'), 'b.jpg'));
  ok(await agent.post('/backend/investors/investors_api.php').field('type', 'insert').field('investor_name', 'Harbour Capital').attach('investor_image', await smallPng(), 'i.png'));
  ok(
    await agent
      .post('/backend/testimonials/testimonials_api.php')
      .field('type', 'insert')
      .field('name', 'Asha Rao')
      .field('position', 'CEO')
      .field('stars', '4.5')
      .field('review', 'Great partners.')
      .attach('image', await smallJpeg('#33c'), 'face.jpg'),
  );
  ok(await agent.post('/backend/admin/team').field('name', 'Ravi Iyer').field('position', 'CFO').field('bio', 'Counts.').attach('photo', await smallJpeg('#999'), 'face.jpg'));
  ok(await sendForm(agent.post('/backend/ventures/add_venture_api.php'), await completeAddForm('Sunrise Beverages')));
}

/** The reads a visitor makes, lists and details. */
export async function publicUrls(t: TestApp): Promise<string[]> {
  const { agent } = siteAgent(t);
  const urls = [
    '/backend/news/news_api.php',
    '/backend/news/news_api.php?page=1',
    '/backend/blogs/blogs_api.php',
    '/backend/investors/investors_api.php',
    '/backend/testimonials/testimonials_api.php',
    '/backend/team/team_api.php',
    '/backend/ventures/get_venture.php?page=1',
    '/backend/site/settings.php',
    '/backend/search/search.php?query=casino',
  ];
  for (const item of (await agent.get('/backend/news/news_api.php')).body.news as { slug: string }[]) urls.push(`/backend/news/news_api.php?slug=${encodeURIComponent(item.slug)}`);
  for (const item of (await agent.get('/backend/blogs/blogs_api.php')).body.blogs as { slug: string }[]) urls.push(`/backend/blogs/blogs_api.php?slug=${encodeURIComponent(item.slug)}`);
  for (const item of (await agent.get('/backend/ventures/get_venture.php?page=1')).body.ventures as { id: number }[]) urls.push(`/backend/ventures/ventures_details_api.php?id=${item.id}`);
  return urls;
}

export const adminUrls = [
  '/backend/admin/items/news',
  '/backend/admin/items/blogs',
  '/backend/admin/items/investors',
  '/backend/admin/items/testimonials',
  '/backend/admin/items/ventures',
  '/backend/admin/trash',
  '/backend/admin/team',
  '/backend/admin/media',
  '/backend/admin/activity',
  '/backend/admin/users',
  '/backend/dashboard/overview.php',
];

/** Status and body of each URL, as an agent sees them. */
export async function repliesOf(agent: { get(url: string): PromiseLike<{ status: number; body: unknown; text: string }> }, urls: string[]) {
  const replies: Record<string, { status: number; body: unknown }> = {};
  for (const url of urls) {
    const res = await agent.get(url);
    replies[url] = { status: res.status, body: res.body && Object.keys(res.body as object).length > 0 ? res.body : res.text };
  }
  return replies;
}

/** Every file under a folder, by relative path, as its SHA-256. */
export async function filesOf(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((each) => each.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = createHash('sha256').update(await readFile(file)).digest('hex');
  }
  return files;
}

/** An agent signed in as an account that exists in `t`'s database (one a restore brought back). */
export async function agentFor(t: TestApp, adminId: number): Promise<ReturnType<typeof siteAgent>['agent']> {
  return (await sessionAgent(t, adminId, 'restored')).agent;
}

/** `npm run backup` or `npm run restore` as a real process on `t`'s database and uploads; `input` is typed at its prompt. */
export function runCli(tool: 'backup' | 'restore', args: string[], env: Record<string, string>, input?: string): Promise<CliResult> {
  return runCliTool(`server/src/backup/${tool}-cli.ts`, args, env, input);
}

/** The environment that points a command at `t`'s database and uploads. */
export function cliEnv(t: TestApp, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: t.database.url,
    UPLOADS_DIR: t.uploadsDir,
    DATA_DIR: path.join(path.dirname(t.uploadsDir), 'data'),
    SESSION_SECRET: t.config.sessionSecret,
    LOG_LEVEL: 'silent',
    ...extra,
  };
}

/**
 * Copies the archive `source` to `target` entry by entry, each body passed through `change`
 * (null leaves the entry out); `added` entries go in just before manifest.json (a crafted archive).
 */
export async function rewriteArchive(
  source: string,
  target: string,
  change: (name: string, body: Buffer) => Buffer | null,
  added: { name: string; body: Buffer }[] = [],
): Promise<void> {
  const tar = (await import('tar-stream')).default;
  const { createGunzip, createGzip } = await import('node:zlib');
  const { createReadStream, createWriteStream } = await import('node:fs');
  const { pipeline } = await import('node:stream/promises');
  const extract = tar.extract();
  const pack = tar.pack();
  const put = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name, size: body.length }, body, (error) => (error ? reject(error) : resolve())));
  const copying = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.name === 'manifest.json') for (const extra of added) await put(extra.name, extra.body);
      const body = change(entry.header.name, Buffer.concat(chunks));
      if (body) await put(entry.header.name, body);
    }
    pack.finalize();
  })();
  await Promise.all([
    pipeline(createReadStream(source), createGunzip(), extract as unknown as NodeJS.WritableStream),
    copying,
    pipeline(pack as unknown as NodeJS.ReadableStream, createGzip(), createWriteStream(target)),
  ]);
}

/**
 * A fresh site for the tests of the describe block that calls this: a new empty database
 * (migrated, no rows) and an empty uploads folder, opened before them and closed after.
 */
export function useEmptySite(): { current: TestApp } {
  const site = {} as { current: TestApp };
  beforeAll(async () => {
    site.current = await createTestApp();
  });
  afterAll(async () => {
    await site.current?.close();
  });
  return site;
}
