// Every /backend operation of the OpenAPI document and every public page route, fed hostile values
// in each of its parameters in turn (NUL, very long, wrong type, other scripts, empty): none may
// answer 5xx, and NUL is refused with 400 and its message (on a page: the not-found page).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages.js';
import { openApiDocument } from '../../server/src/openapi.routes.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { examplePath, spaPublicRoutePaths } from '../helpers/spa-routes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { completeAddForm, sendForm, type FormParts } from '../ventures/ventures-harness.js';

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
type Parameter = { name: string; in: 'query' | 'path'; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};
type Hostile = { label: string; value: unknown; nul?: boolean };

/**
 * Random letters, as in the report that found the slug index's limit: a repetitive text that long
 * is compressed by Postgres and slips under it.
 */
function randomText(length: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
  return [...randomBytes(length)].map((byte) => letters[byte % letters.length]).join('');
}

/** Values every text parameter (query, path, multipart field) gets in turn. */
const textValues: Hostile[] = [
  { label: 'NUL', value: 'fuzz\u0000value', nul: true },
  { label: 'only NUL', value: '\u0000', nul: true },
  { label: '4,219 random characters', value: randomText(4219) },
  { label: '90,000 repeated characters', value: 'ab '.repeat(30_000) },
  { label: 'other scripts, emoji and bidi', value: 'नमस्ते दुनिया மும்பை 🎉 \u202eémigré\u202c' },
  { label: 'empty', value: '' },
  { label: 'not a number', value: '1e9999{}[]' },
  { label: 'negative', value: '-1' },
];

/** JSON bodies also get values of the wrong type. */
const jsonValues: Hostile[] = [
  ...textValues,
  { label: 'a number', value: 123_456_789_012 },
  { label: 'an object', value: { nested: { deeper: 'x' } } },
  { label: 'an array', value: ['a', 'b'] },
  { label: 'null', value: null },
  { label: 'a boolean', value: true },
  { label: 'a lone surrogate', value: 'x\ud800y' },
];


const document = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, operation })),
);

let t: TestApp;
let admin: AdminAgent;
let image: Buffer;
/** A whole venture form (the document names its indexed fields in prose only), for add and edit. */
let ventureForm: FormParts;
let ventureId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  image = await smallJpeg();
  await admin.agent.post('/backend/news/news_api.php').field('type', 'insert').field('title', 'Fuzz news').field('content', '<p>n</p>').field('year', '2026').attach('image', image, 'a.jpg').expect(200);
  await admin.agent.post('/backend/blogs/blogs_api.php').field('type', 'insert').field('title', 'Fuzz blog').field('content', '<p>b</p>').expect(200);
  ventureForm = await completeAddForm('Fuzz venture');
  ventureId = ((await sendForm(admin.agent.post('/backend/ventures/add_venture_api.php'), ventureForm).expect(200)).body as { id: number }).id;
});
afterAll(async () => {
  await t.close();
});

describe('hostile values in every /backend parameter', () => {
  it('covers the sign-in, content, ventures, uploads, contact and search operations', () => {
    const names = operations.map((operation) => operation.name);
    for (const expected of ['POST /login/login.php', 'POST /news/news_api.php', 'POST /ventures/add_venture_api.php', 'GET /news/uploads/{name}', 'POST /contact-us/email.php', 'GET /search/search.php']) {
      expect(names).toContain(expected);
    }
  });

  it.each(operations)('$name never answers 5xx, and refuses NUL with 400', async ({ path, method, operation }) => {
    const failures: string[] = [];
    for (const request of hostileRequests(path, method, operation)) {
      const res = await unlessOverLimit(request.send(), request.urlLength);
      if (res === undefined) continue;
      // A hostile value that passed as a boolean may have turned on "every account uses two-factor
      // sign-in", which would make every later operation a 403 of its own: put the rule back.
      await t.db.deleteFrom('app_settings').where('key', '=', 'require_two_factor').execute();
      const problem = judge(res, request.hostile);
      if (problem) failures.push(`${request.label}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('hostile values in every public page route', () => {
  const patterns = spaPublicRoutePaths.filter((pattern) => pattern.includes(':'));

  it.each(patterns)('%s answers a page (200, 301 or 404), and the not-found page for NUL', async (pattern) => {
    const failures: string[] = [];
    for (const hostile of textValues) {
      const url = `/sjg${examplePath(pattern, encodeURIComponent(String(hostile.value)))}`;
      const res = await unlessOverLimit(siteAgent(t).agent.get(url), url.length);
      if (res === undefined) continue;
      const expected = hostile.nul ? [404] : [200, 301, 404];
      if (!expected.includes(res.status) || !/text\/html/.test(res.headers['content-type'] ?? '')) {
        failures.push(`${hostile.label}: ${res.status} ${res.headers['content-type']}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a page address with NUL in its query, never 5xx', async () => {
    for (const pattern of spaPublicRoutePaths.filter((p) => !p.includes(':'))) {
      const res = await siteAgent(t).agent.get(`/sjg${pattern}?page=%00&q=%00`);
      expect(res.status, pattern).toBeLessThan(500);
    }
  });
});

/**
 * The reply, or undefined for an address over the 16 KB header limit of Node's HTTP parser, which
 * refuses it before the app sees it: Node 20 answers 431, Node 24 (the Docker image's) may reset
 * the connection before the client reads a reply.
 */
async function unlessOverLimit<Reply extends { status: number }>(sent: PromiseLike<Reply>, urlLength: number): Promise<Reply | undefined> {
  const overLimit = urlLength > 16_384;
  try {
    const res = await sent;
    return overLimit && res.status === 431 ? undefined : res;
  } catch (error) {
    if (overLimit && (error as NodeJS.ErrnoException).code === 'ECONNRESET') return undefined;
    throw error;
  }
}

type HostileRequest = {
  label: string;
  hostile: Hostile;
  /** The length of the address it asks for. */
  urlLength: number;
  send(): Promise<{ status: number; body: unknown; headers: Record<string, string> }>;
};

/** One request per parameter and hostile value; the other parameters keep plausible values. */
function hostileRequests(path: string, method: string, operation: Operation): HostileRequest[] {
  const agent = () => (operation.security ? admin.agent : siteAgent(t).agent);
  const call = (url: string) => (agent() as unknown as Record<string, (url: string) => ReturnType<typeof admin.agent.get>>)[method]!(`/backend${url}`);
  const requests: HostileRequest[] = [];
  const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const baseUrl = pathParameters.reduce((url, parameter) => url.replace(`{${parameter.name}}`, 'missing.jpg'), path);

  for (const parameter of operation.parameters ?? []) {
    for (const hostile of textValues) {
      const encoded = encodeURIComponent(String(hostile.value));
      const url = parameter.in === 'path' ? path.replace(`{${parameter.name}}`, encoded) : `${baseUrl}?${parameter.name}=${encoded}`;
      requests.push({ label: `${parameter.in} ${parameter.name} = ${hostile.label}`, hostile, urlLength: url.length, send: () => call(url) });
    }
  }

  const json = operation.requestBody?.content['application/json']?.schema;
  if (json) {
    for (const variant of objectVariants(json)) {
      const valid = plausibleObject(variant);
      for (const field of Object.keys(variant.properties ?? {})) {
        for (const hostile of jsonValues) {
          requests.push({ label: `json ${field} = ${hostile.label}`, hostile, urlLength: baseUrl.length, send: () => call(baseUrl).send({ ...valid, [field]: hostile.value }) });
        }
      }
    }
  }

  const multipart = operation.requestBody?.content['multipart/form-data']?.schema;
  if (multipart) {
    const [text, files] = multipart.allOf ?? [multipart, {}];
    for (const variant of objectVariants(text!)) {
      const { fields: valid, files: attachments } = plausibleForm(path, variant, files ?? {});
      for (const field of new Set([...Object.keys(variant.properties ?? {}), ...Object.keys(valid)])) {
        for (const hostile of textValues) {
          requests.push({
            label: `multipart ${valid.type ?? ''} ${field} = ${hostile.label}`,
            hostile,
            urlLength: baseUrl.length,
            send: () => {
              let req = call(baseUrl);
              for (const [name, value] of Object.entries({ ...valid, [field]: String(hostile.value) })) req = req.field(name, value);
              for (const [name, bytes] of Object.entries(attachments)) req = req.attach(name, bytes, 'fuzz.jpg');
              return req;
            },
          });
        }
      }
    }
  }
  if (requests.length === 0) requests.push({ label: 'as documented', hostile: { label: 'none', value: null }, urlLength: baseUrl.length, send: () => call(baseUrl) });
  return requests;
}

function judge(res: { status: number; body: unknown }, hostile: Hostile): string | undefined {
  if (res.status >= 500) return `answered ${res.status} ${JSON.stringify(res.body)}`;
  if (hostile.nul && (res.status !== 400 || (res.body as { error?: unknown }).error !== serverMessages.nulCharacter)) {
    return `NUL answered ${res.status} ${JSON.stringify(res.body)}`;
  }
  return undefined;
}

/** The object schemas a body may take: each branch of a oneOf/anyOf, or the object itself. */
function objectVariants(schema: JsonSchema): JsonSchema[] {
  return schema.oneOf ?? schema.anyOf ?? [schema];
}

/** The text fields and files of a form the operation would accept. */
function plausibleForm(path: string, text: JsonSchema, files: JsonSchema): { fields: Record<string, string>; files: Record<string, Buffer> } {
  if (path === '/ventures/add_venture_api.php' || path === '/ventures/edit_venture_api.php') {
    const fields = Object.fromEntries(Object.entries(ventureForm.fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
    if (path.includes('edit')) {
      delete fields.type;
      fields.venture_id = String(ventureId);
    }
    const attachments = Object.fromEntries(Object.entries(ventureForm.files).filter((entry): entry is [string, Buffer] => entry[1] !== undefined));
    return { fields, files: attachments };
  }
  const fileFields = Object.keys(files.properties ?? {}).filter((field) => /^\w+$/.test(field));
  return { fields: plausibleObject(text) as Record<string, string>, files: Object.fromEntries(fileFields.map((field) => [field, image])) };
}

function plausibleObject(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, plausibleValue(name, property)]));
}

/** A value the operation would accept for `name`, so that the hostile one is what gets judged. */
function plausibleValue(name: string, schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return plausibleValue(name, branch);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (schema.pattern === '^\\d{10}$') return '9876543210';
  if (schema.pattern || /(^|_)id$/.test(name) || name === 'page') return '1';
  if (name === 'stars') return '4';
  if (name === 'year') return '2026';
  if (name === 'email') return 'admin@example.com';
  if (name === 'content' || name === 'review') return '<p>Fuzz</p>';
  return 'Fuzz value';
}
