// The app must answer quickly and correctly while Postgres is unreachable, and recover by itself.
import net from 'node:net';
import signature from 'cookie-signature';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages.js';
import { createApp } from '../../server/src/app.js';
import { openDatabase } from '../../server/src/db/database.js';
import { createLogger } from '../../server/src/logger.js';
import { loggerKeepingLines } from '../helpers/log-lines.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { listenOnLoopback } from '../../scripts/loopback.js';

/** A TCP port that accepts connections and never answers: the worst kind of dead database. */
async function blackHolePort(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await listenOnLoopback(server);
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

describe('when the database is unreachable', () => {
  let healthy: TestApp;
  let hole: Awaited<ReturnType<typeof blackHolePort>>;
  let deadApp: ReturnType<typeof createApp>;
  let deadDatabase: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    healthy = await createTestApp();
    hole = await blackHolePort();
    deadDatabase = openDatabase(`postgres://nobody:nothing@127.0.0.1:${hole.port}/none`, createLogger('silent'));
    deadApp = createApp({ ...healthyDeps(healthy), db: deadDatabase.db, pool: deadDatabase.pool });
  });
  afterAll(async () => {
    deadApp.close();
    await deadDatabase.close();
    await hole.close();
    await healthy.close();
  });

  function healthyDeps(t: TestApp) {
    return {
      config: t.config,
      db: t.db,
      pool: t.database.pool,
      logger: createLogger('silent'),
      storage: t.storage,
      lifecycle: { isShuttingDown: () => false },
    };
  }

  it('fails /readyz with 503 within a few seconds instead of hanging', async () => {
    const started = Date.now();
    const res = await request(deadApp.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('keeps /healthz up: the process itself is fine', async () => {
    expect((await request(deadApp.app).get('/healthz')).status).toBe(200);
  });

  it('fails closed when the session store cannot be read: 5xx JSON, never an anonymous visitor', async () => {
    const cookie = `sjg.sid=${encodeURIComponent(`s:${signature.sign('some-session-id', healthy.config.sessionSecret)}`)}`;
    const res = await request(deadApp.app).get('/backend/anything').set('Cookie', cookie);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.type).toBe('application/json');
    expect(res.body.error).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('answers a search with 503 JSON in plain words and logs it with its request id (the search is answered before express)', async () => {
    const { logger, lines } = loggerKeepingLines<{ level: number; msg: string; req?: { id: string } }>();
    const app = createApp({ ...healthyDeps(healthy), logger, db: deadDatabase.db, pool: deadDatabase.pool });
    try {
      const res = await request(app.app).get('/backend/search/search.php').query({ query: 'casino' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: serverMessages.databaseUnavailable });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
      const id = res.headers['x-request-id'];
      expect(lines.filter((line) => line.req?.id === id).map((line) => [line.level, line.msg])).toEqual([
        [50, 'request failed'],
        [50, 'request errored'],
      ]);
    } finally {
      app.close();
    }
  });

  it('recovers by itself when the database comes back', async () => {
    const proxy = await switchableProxy(Number(new URL(healthy.database.url).port));
    const viaProxy = new URL(healthy.database.url);
    viaProxy.port = String(proxy.port);
    const database = openDatabase(viaProxy.toString(), createLogger('silent'));
    const app = createApp({ ...healthyDeps(healthy), db: database.db, pool: database.pool });
    try {
      expect((await request(app.app).get('/readyz')).status).toBe(200);
      proxy.setUp(false);
      expect((await request(app.app).get('/readyz')).status).toBe(503);
      proxy.setUp(true);
      expect((await request(app.app).get('/readyz')).status).toBe(200);
    } finally {
      app.close();
      await database.close();
      await proxy.close();
    }
  });
});

/** A TCP proxy to the real database that can be switched off (dropping every connection) and on. */
async function switchableProxy(targetPort: number) {
  let up = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await listenOnLoopback(server);
  return {
    port: (server.address() as net.AddressInfo).port,
    setUp(value: boolean) {
      up = value;
      if (!value) sockets.forEach((socket) => socket.destroy());
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
