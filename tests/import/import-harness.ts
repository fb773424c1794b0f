// What the import tests share: a source site (the real app on its own database, listening on a
// loopback port, filled through its admin HTTP API), a target app to import into, and the public
// replies of a site read to their last page, with what differs by nature (ids, picture addresses,
// update times) left out, so two sites can be compared.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createLogger } from '../../server/src/logger.js';
import type { ImportDeps } from '../../server/src/import/import-item.js';
import { loginAgent } from '../helpers/admin-agent.js';
import type { SiteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg, smallPng } from '../helpers/test-images.js';
import { completeAddForm } from '../ventures/ventures-harness.js';

export type SourceSite = { t: TestApp; admin: SiteAgent; base: string; server: Server; close(): Promise<void> };

export async function startSourceSite(): Promise<SourceSite> {
  const t = await createTestApp();
  const admin = (await loginAgent(t)).agent;
  const server = createServer(t.app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    t,
    admin,
    server,
    base: `http://127.0.0.1:${port}/backend`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}

export function importDeps(target: TestApp): ImportDeps {
  return { db: target.db, storage: target.storage, logger: createLogger('silent') };
}

type Fields = Record<string, string>;

async function post(admin: SiteAgent, path: string, fields: Fields, files: Record<string, Buffer> = {}): Promise<number> {
  let call = admin.post(path);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  for (const [name, bytes] of Object.entries(files)) call = call.attach(name, bytes, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
  const reply = await call;
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { id?: number }).id ?? 0;
}

/** Different colours make different bytes, so each picture is its own. */
const colour = (index: number) => `#${((index * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;

export const addNews = async (s: SourceSite, title: string, index: number) =>
  post(s.admin, '/backend/news/news_api.php', { type: 'insert', title, content: `<p>${title}: <strong>news</strong></p>`, year: '2025' }, { image: await smallJpeg(colour(index)) });

export const addBlog = async (s: SourceSite, title: string, index: number) =>
  post(s.admin, '/backend/blogs/blogs_api.php', { type: 'insert', title, content: `<p>${title}, a blog</p>` }, { image: await smallJpeg(colour(index + 100)) });

export const addInvestor = async (s: SourceSite, name: string, index: number) =>
  post(s.admin, '/backend/investors/investors_api.php', { type: 'insert', investor_name: name }, { investor_image: await smallJpeg(colour(index + 200)) });

export const addTestimonial = async (s: SourceSite, name: string, index: number) =>
  post(
    s.admin,
    '/backend/testimonials/testimonials_api.php',
    { type: 'insert', name, position: 'Director', stars: String((index % 5) + 0.5), review: `${name} liked it.`, testimonial: '' },
    { image: await smallJpeg(colour(index + 300)) },
  );

export async function addVenture(s: SourceSite, title: string): Promise<number> {
  const form = await completeAddForm(title);
  form.fields['subcategories[1][name]'] = `${title} second line`;
  form.fields['clients[1][name]'] = `${title} client two`;
  form.files['clients[1][image]'] = await smallPng();
  form.fields['gallery_alt[0]'] = `${title} at night`;
  form.fields['gallery_caption[0]'] = 'Opening night';
  form.fields['gallery_alt[1]'] = `${title} by day`;
  const fields = Object.fromEntries(Object.entries(form.fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
  let call = s.admin.post('/backend/ventures/add_venture_api.php');
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  for (const [name, bytes] of Object.entries(form.files)) if (bytes) call = call.attach(name, bytes, { filename: 'x.jpg' });
  const reply = await call;
  if (reply.status !== 200) throw new Error(`add venture: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { id: number }).id;
}

/** A GET of `/backend/...` on a site: the listening source by fetch, the target in-process. */
export type SiteReader = (path: string) => Promise<unknown>;

export function readerOf(site: SourceSite | TestApp): SiteReader {
  if ('base' in site) {
    return async (path) => {
      const reply = await fetch(`${site.base.replace(/\/backend$/, '')}${path}`);
      if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
      return reply.json();
    };
  }
  return async (path) => {
    const reply = await request(site.app).get(path);
    if (reply.status !== 200) throw new Error(`${path}: ${reply.status}`);
    return reply.body as unknown;
  };
}

const lists = [
  { path: '/backend/news/news_api.php', key: 'news', one: (slug: string) => `/backend/news/news_api.php?slug=${slug}` },
  { path: '/backend/blogs/blogs_api.php', key: 'blogs', one: (slug: string) => `/backend/blogs/blogs_api.php?slug=${slug}` },
  { path: '/backend/investors/investors_api.php', key: 'investors' },
  { path: '/backend/testimonials/testimonials_api.php', key: 'testimonials' },
  { path: '/backend/ventures/get_venture.php', key: 'ventures', one: (slug: string) => `/backend/ventures/get_venture.php?slug=${slug}` },
  { path: '/backend/ventures/ventures_api.php', key: 'ventures' },
] as const;

/** Fields that hold a picture's stored name: which picture is compared by its size instead. */
const pictureFields = new Set(['image_url', 'investor_image', 'logo_url', 'img_banner_url', 'about_img_url', 'stats_image', 'banner_image', 'client_image', 'image', 'logo', 'about_image']);

/** A reply without ids, update times and picture names; a picture's variants become its width and height. */
export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'id' || key === 'updated_at') continue;
    if (pictureFields.has(key)) result[key] = inner === null ? null : 'picture';
    else if (key.endsWith('_variants') && inner && typeof inner === 'object') {
      const { width, height } = inner as { width: number; height: number };
      result[key] = { width, height };
    } else result[key] = comparable(inner);
  }
  return result;
}

/** Every public list to its last page, each item's own reply, and each venture's details. */
export async function publicReplies(read: SiteReader): Promise<Record<string, unknown>> {
  const replies: Record<string, unknown> = {};
  for (const list of lists) {
    for (let page = 1; ; page += 1) {
      const reply = (await read(`${list.path}?page=${page}`)) as Record<string, unknown> & { total_pages: number };
      replies[`${list.path}?page=${page}`] = comparable(reply);
      const items = reply[list.key] as { id: number; slug: string }[];
      for (const item of items) {
        if ('one' in list) replies[list.one(item.slug)] = comparable(await read(list.one(item.slug)));
        if (list.key === 'ventures' && list.path.endsWith('get_venture.php')) {
          replies[`details of ${item.slug}`] = comparable(await read(`/backend/ventures/ventures_details_api.php?id=${item.id}`));
        }
      }
      if (page >= reply.total_pages) break;
    }
  }
  return replies;
}
