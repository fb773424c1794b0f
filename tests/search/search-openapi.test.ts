// The search and contact paths of /backend/openapi.json, checked against real replies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertContactMessage } from '../../server/src/contact/contact.repository.js';
import { loginAgent, siteAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insertInto('ventures').values({ slug: 'goa-grand-casino', title: 'Goa Grand Casino', logo_url: null, img_banner_url: null, about_img_url: null }).execute();
  await insertContactMessage(t.db, { name: 'A', mobile: '9876543210', notes: 'n', client_ip: null });
  document = (await siteAgent(t).agent.get('/backend/openapi.json')).body as Document;
});
afterAll(async () => t.close());

function replySchema(path: string, method: string, status: string): z.ZodType {
  const schema = document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} ${status}`).toBeDefined();
  return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
}

describe('openapi.json for search and contact', () => {
  it('describes the search reply as it really is', async () => {
    const reply = (await siteAgent(t).agent.get('/backend/search/search.php').query({ query: 'casino' })).body;
    expect(reply).toHaveLength(1);
    expect(replySchema('/search/search.php', 'get', '200').safeParse(reply).success).toBe(true);
  });

  it('describes the contact replies and the inbox as they really are', async () => {
    const ok = (await siteAgent(t).agent.post('/backend/contact-us/email.php').send({ name: 'B', mobile: '9876543210', notes: 'hello' })).body;
    expect(replySchema('/contact-us/email.php', 'post', '200').safeParse(ok).success).toBe(true);
    const bad = (await siteAgent(t).agent.post('/backend/contact-us/email.php').send({ name: 'B', mobile: '1', notes: 'hello' })).body;
    expect(replySchema('/contact-us/email.php', 'post', '400').safeParse(bad).success).toBe(true);
    const { agent } = await loginAgent(t);
    const inbox = (await agent.get('/backend/contact-us/messages.php?page=1')).body;
    expect(inbox.messages.length).toBeGreaterThan(0);
    expect(replySchema('/contact-us/messages.php', 'get', '200').safeParse(inbox).success).toBe(true);
  });
});
