// What the editorial tests (issue 22) share: items written through the real admin endpoints in a
// chosen state, and the reads a visitor makes of them (public API, search, sitemap, pages).
import { expect } from 'vitest';
import type { EditorialKind } from '../../common/editorial.js';
import type { SiteAgent } from '../helpers/login-session.js';
import { smallJpeg } from '../helpers/test-images.js';
import type { TestApp } from '../helpers/test-app.js';
import { siteAgent } from '../helpers/admin-agent.js';
import { completeAddForm, sendForm } from '../ventures/ventures-harness.js';

export const apis = {
  news: '/backend/news/news_api.php',
  blogs: '/backend/blogs/blogs_api.php',
  investors: '/backend/investors/investors_api.php',
  testimonials: '/backend/testimonials/testimonials_api.php',
} as const;

/** The key of a public reply's item, per kind (news_api.php?slug= answers { news }, blogs { blog } …). */
const oneKey = { news: 'news', blogs: 'blog', ventures: 'venture' } as const;
/** The public page of an item, per kind. */
export const pagePaths = { news: '/sjg/single-news/', blogs: '/sjg/single-blog/', ventures: '/sjg/singleventure/' } as const;

export type Draftable = 'news' | 'blogs' | 'ventures';
export type Made = { id: number; slug: string };

/** Extra multipart fields: status, publish_at. */
export type StateFields = { status?: string; publish_at?: string };

export async function addItem(
  agent: SiteAgent,
  kind: EditorialKind,
  title: string,
  /** The state, or any other field the add form takes (`image_alt`, `investor_image_decorative`). */
  state: StateFields | Record<string, string> = {},
  options: { image?: Buffer; expectStatus?: number } = {},
): Promise<{ status: number; body: Record<string, unknown>; id: number }> {
  let res;
  if (kind === 'ventures') {
    const form = await completeAddForm(title);
    Object.assign(form.fields, state);
    res = await sendForm(agent.post('/backend/ventures/add_venture_api.php'), form);
  } else {
    let req = agent.post(apis[kind]).field('type', 'insert');
    const fields: Record<string, string> =
      kind === 'news'
        ? { title, content: `<p>${title} body</p>`, year: '2026' }
        : kind === 'blogs'
          ? { title, content: `<p>${title} body</p>` }
          : kind === 'investors'
            ? { investor_name: title }
            : { name: title, position: 'Director', stars: '4', review: `${title} review` };
    for (const [name, value] of Object.entries({ ...fields, ...state })) req = req.field(name, value);
    const imageField = kind === 'investors' ? 'investor_image' : 'image';
    const needsImage = kind === 'news' || kind === 'investors';
    if (options.image ?? needsImage) req = req.attach(imageField, options.image ?? (await smallJpeg()), 'photo.jpg');
    res = await req;
  }
  expect(res.status, JSON.stringify(res.body)).toBe(options.expectStatus ?? 200);
  return { status: res.status, body: res.body as Record<string, unknown>, id: res.body.id as number };
}

/** Edits an item's title (and optionally other fields) through the SPEC §7 endpoint. */
export async function editItem(
  agent: SiteAgent,
  kind: EditorialKind,
  id: number,
  title: string,
  extra: Record<string, string> = {},
  image?: { field?: string; bytes: Buffer; name?: string },
) {
  let req =
    kind === 'ventures'
      ? agent.post('/backend/ventures/edit_venture_api.php').field('venture_id', String(id)).field('title', title)
      : agent.post(apis[kind]).field('type', 'update').field('id', String(id));
  if (kind !== 'ventures') {
    const fields: Record<string, string> =
      kind === 'news' || kind === 'blogs'
        ? { title, ...(kind === 'blogs' ? { content: `<p>${title} body</p>` } : {}) }
        : kind === 'investors'
          ? { investor_name: title }
          : { name: title, position: 'Director', stars: '4', review: `${title} review` };
    for (const [name, value] of Object.entries({ ...fields, ...extra })) req = req.field(name, value);
  } else {
    for (const [name, value] of Object.entries(extra)) req = req.field(name, value);
  }
  if (image) req = req.attach(image.field ?? (kind === 'investors' ? 'investor_image' : 'image'), image.bytes, image.name ?? 'photo.jpg');
  return req;
}

/** The admin's read of one item (content kinds: { item }; ventures: VentureDetails). */
export async function adminItem(agent: SiteAgent, kind: EditorialKind, id: number): Promise<Record<string, unknown> & { status: string; publish_at: string | null; slug: string }> {
  const res = await agent.get(`/backend/admin/items/${kind}/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return kind === 'ventures' ? res.body.venture : res.body.item;
}

export async function slugOf(agent: SiteAgent, kind: EditorialKind, id: number): Promise<string> {
  return (await adminItem(agent, kind, id)).slug;
}

/** The public API's answer to the item by slug: its HTTP status. */
export async function publicStatusBySlug(t: TestApp, kind: Draftable, slug: string): Promise<number> {
  const url = kind === 'ventures' ? `/backend/ventures/get_venture.php?slug=${encodeURIComponent(slug)}` : `${apis[kind]}?slug=${encodeURIComponent(slug)}`;
  return (await siteAgent(t).agent.get(url)).status;
}

/** The public API's item by slug (or undefined on 404/410). */
export async function publicBySlug(t: TestApp, kind: Draftable, slug: string): Promise<Record<string, unknown> | undefined> {
  const url = kind === 'ventures' ? `/backend/ventures/get_venture.php?slug=${encodeURIComponent(slug)}` : `${apis[kind]}?slug=${encodeURIComponent(slug)}`;
  const res = await siteAgent(t).agent.get(url);
  return res.status === 200 ? (res.body[oneKey[kind]] as Record<string, unknown>) : undefined;
}

/** The ids of the public list (every item, no paging where the endpoint allows). */
export async function publicListIds(t: TestApp, kind: EditorialKind): Promise<number[]> {
  if (kind === 'ventures') {
    const res = await siteAgent(t).agent.get('/backend/ventures/ventures_api.php?page=1');
    expect(res.status).toBe(200);
    return (res.body.ventures as { id: number }[]).map((item) => item.id);
  }
  const res = await siteAgent(t).agent.get(apis[kind]);
  expect(res.status).toBe(200);
  return (res.body[kind] as { id: number }[]).map((item) => item.id);
}

export async function searchTitles(t: TestApp, query: string): Promise<string[]> {
  const res = await siteAgent(t).agent.get('/backend/search/search.php').query({ query });
  expect(res.status).toBe(200);
  return (res.body as { title: string }[]).map((result) => result.title);
}

export async function sitemapText(t: TestApp): Promise<string> {
  const res = await siteAgent(t).agent.get('/sjg/sitemap.xml');
  expect(res.status).toBe(200);
  return res.text;
}

export async function pageStatus(t: TestApp, kind: Draftable, slug: string): Promise<number> {
  return (await siteAgent(t).agent.get(`${pagePaths[kind]}${encodeURIComponent(slug)}`).redirects(0)).status;
}

/** POST /backend/admin/items/:kind/:id/status */
export function setStatus(agent: SiteAgent, kind: EditorialKind, id: number, body: StateFields) {
  return agent.post(`/backend/admin/items/${kind}/${id}/status`).send(body);
}

/** An ISO time `ms` after the clock's now (the zoned form publish_at accepts). */
export function isoAfter(now: number, ms: number): string {
  return new Date(now + ms).toISOString();
}
