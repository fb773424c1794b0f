// Every write of the OpenAPI document, public and signed-in, sent input of the wrong shape: a JSON
// array or a bare string for its body, an id that is text, zero or true, fields of the wrong type,
// and path ids that are text or zero. Each answer is a refusal in the project's own words (or the
// write's usual answer), never a 5xx and never zod's built-in phrasing ("Invalid input: expected
// object, received array", "Too small: expected number to be >=1").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type OpenApiDocument = { paths: Record<string, Record<string, { 'x-access'?: string }>> };

const bodies: unknown[] = [[], 'just text', {}, { id: 'x' }, { id: 0 }, { id: true }, { id: 999999, title: 123, status: 5, read: 'yes', order: 'x', lang: 7 }];

/** Zod's own wording, which a client cannot act on and which names no field of ours. */
const zodWording = /Invalid input|expected \w+, received|Too small|Too big|Unrecognized key|Invalid option/;

/**
 * Writes left out of the walk: those that would end the walking session or change the account it
 * signs in with, and those that start long jobs (a backup, a restore, an import).
 */
const leftOut = /\/logout|\/account\/|sessions|account-policy|\/users|two-factor|\/backups|\/import|\/restore-archive/;

let t: TestApp;
let owner: AdminAgent;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAgent(t);
  document = (await siteAgent(t).agent.get('/backend/openapi.json')).body as OpenApiDocument;
});
afterAll(async () => t.close());

/** The writes of the document, their path parameters each filled with `value` (a kind as news, a language as hi). */
function writesWith(value: string): { method: string; url: string }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'get' && !leftOut.test(path))
      .map((method) => ({ method, url: `/backend${path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'kind' ? 'news' : name === 'lang' ? 'hi' : value))}` })),
  );
}

describe('input of the wrong shape', () => {
  it('walks the writes of every kind: content, the editorial steps, the site texts, media, the inbox and the public forms', () => {
    const urls = writesWith('1').map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    for (const name of ['DELETE /backend/news/news_api.php', 'POST /backend/admin/items/news/1/status', 'PUT /backend/admin/site/home', 'POST /backend/admin/media', 'DELETE /backend/contact-us/messages.php', 'POST /backend/contact-us/email.php']) {
      expect(urls).toContain(name);
    }
  });

  it('is refused in words of ours, never with a 5xx or zod’s own wording', async () => {
    const wrong: string[] = [];
    for (const pathValue of ['x', '0', '999999']) {
      for (const { method, url } of writesWith(pathValue)) {
        for (const body of bodies) {
          const request = (owner.agent as unknown as Record<string, (url: string) => { send(body: unknown): Promise<{ status: number; body: { error?: unknown } }> }>)[method]!(url);
          const res = await request.send(body);
          const error = typeof res.body?.error === 'string' ? res.body.error : '';
          if (res.status >= 500 || zodWording.test(error)) wrong.push(`${method.toUpperCase()} ${url} ${JSON.stringify(body)}: ${res.status} ${error}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
