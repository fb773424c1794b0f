// JSON bodies nested too deep or holding too many items are refused with 400 at the parser, on
// every route and before any sign-in, where a 15,000-deep object used to answer 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJsonShape, jsonBodyMessages, JSON_MAX_DEPTH, JSON_MAX_ITEMS } from '../../server/src/http/json-body.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Sent as raw text: supertest would stringify an object with JSON.stringify, itself recursive. */
const deepObject = `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}`;
const deepArray = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;
const manyItems = `{"ids":[${Array.from({ length: JSON_MAX_ITEMS + 1 }, () => '1').join(',')}]}`;

const hostileBodies = [
  ['an object 15,000 levels deep', deepObject, jsonBodyMessages.tooDeep],
  ['an array 40,000 levels deep', deepArray, jsonBodyMessages.tooDeep],
  [`an array of ${JSON_MAX_ITEMS + 1} numbers`, manyItems, jsonBodyMessages.tooManyItems],
] as const;

describe('the JSON body limits', () => {
  let t: TestApp;
  let admin: AdminAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAgent(t);
  });
  afterAll(async () => t?.close());

  const send = (agent: ReturnType<typeof siteAgent>['agent'], method: 'post' | 'delete' | 'put', url: string, body: string) =>
    agent[method](url).set('Content-Type', 'application/json').send(body);

  it.each(hostileBodies)('refuses %s with 400 and { error } on a public write, signed out', async (_label, body, message) => {
    const res = await send(siteAgent(t).agent, 'post', '/backend/contact-us/email.php', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
  });

  it.each(hostileBodies)('refuses %s with 400 and { error } on an admin route, signed out and signed in', async (_label, body, message) => {
    const signedOut = await send(siteAgent(t).agent, 'delete', '/backend/news/news_api.php', body);
    expect(signedOut.status).toBe(400);
    expect(signedOut.body).toEqual({ error: message });
    const signedIn = await send(admin.agent, 'delete', '/backend/news/news_api.php', body);
    expect(signedIn.status).toBe(400);
    expect(signedIn.body).toEqual({ error: message });
  });

  it('still takes a normal body, and one nested to the limit', async () => {
    const contact = await siteAgent(t).agent.post('/backend/contact-us/email.php').send({ name: 'Asha Rao', mobile: '9876543210', notes: 'Please call me.' });
    expect(contact.status).toBe(200);
    // Escaped quotes and brackets inside strings count for nothing.
    const nested = JSON.stringify({ fields: { title: 'A "quoted" [title] {x}\\', content: '<p>[[[{{{</p>' } });
    expect((await send(admin.agent, 'put', '/backend/admin/autosaves/news/new', nested)).status).toBe(200);
    const atLimit = `{"fields":{"stats":${'['.repeat(JSON_MAX_DEPTH - 2)}${']'.repeat(JSON_MAX_DEPTH - 2)}}}`;
    expect((await send(admin.agent, 'put', '/backend/admin/autosaves/news/new', atLimit)).status).toBe(200);
  });

  it('answers signed-out admin routes with 401 when the body is fine', async () => {
    const res = await siteAgent(t).agent.delete('/backend/news/news_api.php').send({ id: 1 });
    expect(res.status).toBe(401);
  });
});

describe('checkJsonShape', () => {
  it('counts depth and items outside strings only', () => {
    expect(() => checkJsonShape(`[${'"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[[[[",'.repeat(100)}1]`)).not.toThrow();
    expect(() => checkJsonShape(`${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}`)).not.toThrow();
    expect(() => checkJsonShape(`${'['.repeat(JSON_MAX_DEPTH + 1)}${']'.repeat(JSON_MAX_DEPTH + 1)}`)).toThrow(jsonBodyMessages.tooDeep);
    // Siblings do not add depth.
    expect(() => checkJsonShape(`[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(',')}]`)).not.toThrow();
  });
});
