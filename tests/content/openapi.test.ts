// The OpenAPI document at /backend/openapi.json, checked against real replies: each list reply is
// validated with the schema taken from the served document, so document and code cannot drift.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
};

let t: TestApp;
let admin: AdminAgent;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  const image = await smallJpeg();
  await admin.agent.post('/backend/news/news_api.php').field('type', 'insert').field('title', 'News').field('content', '<p>n</p>').field('year', '2026').attach('image', image, 'a.jpg');
  await admin.agent.post('/backend/blogs/blogs_api.php').field('type', 'insert').field('title', 'Blog').field('content', '<p>b</p>');
  await admin.agent.post('/backend/investors/investors_api.php').field('type', 'insert').field('investor_name', 'Investor').attach('investor_image', image, 'a.jpg');
  await admin.agent.post('/backend/testimonials/testimonials_api.php').field('type', 'insert').field('name', 'N').field('position', 'P').field('stars', '4.5').field('review', 'R');
  document = (await siteAgent(t).agent.get('/backend/openapi.json')).body as Document;
});
afterAll(async () => {
  await t.close();
});

function replySchema(path: string, method: string, status: string): z.ZodType {
  const schema = document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} ${status}`).toBeDefined();
  return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
}

describe('openapi.json', () => {
  it('is an OpenAPI 3.1 document describing every content path and upload location', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const path of ['/news/news_api.php', '/blogs/blogs_api.php', '/investors/investors_api.php', '/testimonials/testimonials_api.php']) {
      expect(Object.keys(document.paths[path]!).sort()).toEqual(['delete', 'get', 'post']);
    }
    expect(document.paths['/ventures/uploads/gallery/{name}']?.get).toBeDefined();
    expect(document.paths['/news/uploads/{name}']?.get).toBeDefined();
  });

  it.each([
    ['/news/news_api.php', '?page=1'],
    ['/news/news_api.php', ''],
    ['/news/news_api.php', '?slug=news'],
    ['/blogs/blogs_api.php', '?page=1'],
    ['/blogs/blogs_api.php', '?slug=blog'],
    ['/investors/investors_api.php', '?page=1'],
    ['/testimonials/testimonials_api.php', '?page=1'],
  ])('describes the real reply of GET %s%s', async (path, query) => {
    const res = await siteAgent(t).agent.get(`/backend${path}${query}`);
    expect(res.status).toBe(200);
    const result = replySchema(path, 'get', '200').safeParse(res.body);
    expect(result.error?.issues ?? []).toEqual([]);
    // A reply with a field the document does not know would fail too.
    expect(replySchema(path, 'get', '200').safeParse({ ...res.body, surprise: 1 }).success).toBe(false);
  });

  it('describes the real reply of a write and of an error', async () => {
    const res = await admin.agent.post('/backend/blogs/blogs_api.php').field('type', 'insert').field('title', 'Another').field('content', '<p>x</p>');
    expect(replySchema('/blogs/blogs_api.php', 'post', '200').safeParse(res.body).success).toBe(true);
    const bad = await siteAgent(t).agent.get('/backend/blogs/blogs_api.php?page=0');
    expect(bad.status).toBe(400);
    expect(z.object({ error: z.string() }).strict().safeParse(bad.body).success).toBe(true);
  });
});
