// The CDN purge hook (CDN_PURGE_URL) against a real HTTP server on 127.0.0.1: one POST of the
// written area's tags per write, from the process that wrote (not from every process that hears
// the NOTIFY), bounded in time, and never failing the write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../common/site-settings.js';
import { createApp } from '../../server/src/app.js';
import { ConfigError, loadConfig } from '../../server/src/config.js';
import { cdnPurger } from '../../server/src/http/cdn-purge.js';
import { openDatabase } from '../../server/src/db/database.js';
import { createLogger } from '../../server/src/logger.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { listenOnLoopback } from '../../scripts/loopback.js';

type Purge = { tags: string[]; contentType: string | undefined };

/** A purge endpoint that records what it receives and answers `status` (or never answers). */
async function startPurgeServer(options: { status?: number; hang?: boolean } = {}) {
  const received: Purge[] = [];
  let waiting: (() => void) | undefined;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ tags: (JSON.parse(body) as { tags: string[] }).tags, contentType: req.headers['content-type'] });
      waiting?.();
      if (options.hang) return;
      res.writeHead(options.status ?? 200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    received,
    /** Resolves once `count` purges have arrived (fails the test after 5 s). */
    async until(count: number): Promise<void> {
      const deadline = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} purges arrived, expected ${count}`);
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

describe('CDN_PURGE_URL', () => {
  it('must be an http(s) URL', () => {
    expect(() => loadConfig({ CDN_PURGE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ CDN_PURGE_URL: 'ftp://cdn.example/purge' })).toThrow(/CDN_PURGE_URL/);
    expect(() => loadConfig({ CDN_MAX_AGE_SECONDS: '-1' })).toThrow(/CDN_MAX_AGE_SECONDS/);
    expect(loadConfig({ CDN_PURGE_URL: 'https://cdn.example/purge' }).cdnPurgeUrl).toBe('https://cdn.example/purge');
    expect(loadConfig({}).cdnMaxAgeSeconds).toBe(60);
  });
});

describe('the purge hook', () => {
  let purges: Awaited<ReturnType<typeof startPurgeServer>>;
  let t: TestApp;
  let admin: AdminAgent;

  beforeAll(async () => {
    purges = await startPurgeServer();
    t = await createTestApp({ env: { CDN_PURGE_URL: purges.url } });
    admin = await loginAgent(t);
  });
  afterAll(async () => {
    await t?.close();
    await purges?.close();
  });
  afterEach(() => {
    purges.received.length = 0;
  });

  async function makeNews(slug: string) {
    return t.db.insertInto('news').values({ slug, title: slug, content: '<p>Text.</p>', year: '2026', image_url: null }).returningAll().executeTakeFirstOrThrow();
  }

  it('POSTs the written area and search as JSON once per write, from the writing process only', async () => {
    // A second app process on the same database, with the same hook: it hears the write's NOTIFY.
    const other = openDatabase(t.database.url, createLogger('silent'));
    const b = createApp({ config: t.config, db: other.db, pool: other.pool, logger: createLogger('silent'), storage: t.storage, lifecycle: { isShuttingDown: () => false } });
    try {
      const story = await makeNews('purged-story');
      const deleted = await admin.agent.delete('/backend/news/news_api.php').send({ id: story.id });
      expect(deleted.status).toBe(200);
      await purges.until(1);
      expect(purges.received[0]).toEqual({ tags: ['news', 'search'], contentType: 'application/json' });
      // Process B drops its cache on the NOTIFY (a read through it then misses), and sends nothing.
      const deadline = Date.now() + 2000;
      while ((await siteAgent({ app: b.app, config: t.config }).agent.get('/backend/news/news_api.php?page=1')).headers['x-cache'] !== 'HIT') {
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const story2 = await makeNews('purged-story-2');
      await admin.agent.delete('/backend/news/news_api.php').send({ id: story2.id }).expect(200);
      await purges.until(2);
      // Give a stray purge from process B the time a NOTIFY takes to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(purges.received).toHaveLength(2);
    } finally {
      b.close();
      await other.close();
    }
  });

  it('purges what each write declares it changes: its kind and search, the settings, or everything', async () => {
    const story = await makeNews('declared-story');
    const [first, second] = await Promise.all(
      ['Asha', 'Ravi'].map((name) =>
        t.db.insertInto('testimonials').values({ slug: name.toLowerCase(), name, position: 'Partner', stars: 5, review: 'Reliable.', image_url: null }).returning('id').executeTakeFirstOrThrow(),
      ),
    );
    const venture = await t.db.insertInto('ventures').values({ slug: 'ordered-clients', title: 'Ordered clients' }).returning('id').executeTakeFirstOrThrow();
    for (const client_name of ['Acme', 'Zenith']) await t.db.insertInto('venture_clients').values({ venture_id: venture.id, client_name, client_image: null }).execute();
    const clients = await t.db.selectFrom('venture_clients').select('id').where('venture_id', '=', venture.id).orderBy('position').execute();
    const writes: [string, () => Promise<{ status: number; body: unknown }>, string[]][] = [
      ['a change of state', () => admin.agent.post(`/backend/admin/items/news/${story.id}/status`).send({ status: 'draft' }), ['news', 'search']],
      ['a translation', () => admin.agent.put(`/backend/admin/translations/news/${story.id}/hi`).send({ fields: { title: 'नया कार्यालय', content: '<p>पाठ।</p>' } }), ['news', 'search']],
      ['the footer', () => admin.agent.put('/backend/admin/site/footer').send({ ...defaultSiteSettings.footer, legalName: 'SJG Holdings Ltd' }), ['site-settings']],
      ['a move in an order', () => admin.agent.post('/backend/admin/order/testimonials').send({ id: first!.id, after_id: second!.id }), ['testimonials', 'search']],
      ['a move in a venture\'s clients', () => admin.agent.post('/backend/admin/order/clients').send({ id: clients[1]!.id, after_id: null }), ['ventures', 'search']],
    ];
    for (const [what, write, tags] of writes) {
      purges.received.length = 0;
      const res = await write();
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
      await purges.until(1);
      expect(purges.received.map((purge) => purge.tags), what).toEqual([tags]);
    }
  });

  it('sends nothing for a write that changes nothing public, nor for a refused one', async () => {
    await siteAgent(t).agent.delete('/backend/news/news_api.php').send({ id: 1 }).expect(401);
    const contact = await siteAgent(t).agent
      .post('/backend/contact-us/email.php')
      .send({ name: 'Asha', mobile: '9876543210', notes: 'Hello there, a question.' });
    expect(contact.status).toBe(200);
    // An editor's preview link and autosave are not seen by visitors either.
    const story = await makeNews('previewed-story');
    expect((await admin.agent.post(`/backend/admin/items/news/${story.id}/preview-links`).send({})).status).toBe(201);
    expect((await admin.agent.put(`/backend/admin/autosaves/news/${story.id}`).send({ fields: { title: 'Half typed' } })).status).toBe(200);
    // Nor is a picture added to the library and deleted again, which nothing used.
    const added = await admin.agent.post('/backend/admin/media').attach('file', await smallJpeg(), 'unused.jpg');
    expect(added.status).toBe(201);
    expect((await admin.agent.delete(`/backend/admin/media/${(added.body as { item: { id: number } }).item.id}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(purges.received).toEqual([]);
  });
});

describe('a failing purge endpoint', () => {
  it('never fails the write, and a request that hangs is given up after the timeout', async () => {
    const refusing = await startPurgeServer({ status: 500 });
    const t = await createTestApp({ env: { CDN_PURGE_URL: refusing.url } });
    try {
      const admin = await loginAgent(t);
      const story = await t.db.insertInto('news').values({ slug: 'x', title: 'X', content: '<p>X</p>', year: '2026', image_url: null }).returningAll().executeTakeFirstOrThrow();
      await admin.agent.delete('/backend/news/news_api.php').send({ id: story.id }).expect(200);
      await refusing.until(1);
    } finally {
      await t.close();
      await refusing.close();
    }

    const hanging = await startPurgeServer({ hang: true });
    const warnings: unknown[] = [];
    const logger = createLogger('silent');
    logger.warn = ((...args: unknown[]) => void warnings.push(args)) as typeof logger.warn;
    try {
      const started = Date.now();
      await cdnPurger({ url: hanging.url, logger, timeoutMs: 300 }).purge(['news']);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(warnings).toHaveLength(1);
      // Nothing listens here: refused at once, logged, never thrown.
      await cdnPurger({ url: 'http://127.0.0.1:1/purge', logger }).purge(['news']);
      expect(warnings).toHaveLength(2);
    } finally {
      await hanging.close();
    }
  });
});
