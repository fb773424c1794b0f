// The real start-up and shutdown, as `npm start` runs them: a child process per test.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, VentureSummary } from '../../common/api-types.js';
import { backendPaths, backendUrl, ventureSummariesQuery } from '../../common/backend-urls.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { startServerProcess } from '../helpers/server-process.js';

describe('server process with DATABASE_URL', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-proc-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('migrates, prints where it serves and how to log in, and stops on SIGTERM within 5 s while finishing an in-flight request', async () => {
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      DATA_DIR: path.join(folder, 'data'),
      UPLOADS_DIR: path.join(folder, 'uploads'),
      SEED_DEMO_CONTENT: 'false',
    });
    expect(server.output()).toContain('Admin:  http://localhost:');
    expect(server.output()).toMatch(/First admin account created: admin@example\.com\n\s+Password \(shown this once\): \S{12,}/);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    // A request whose body is still arriving when the signal comes must still get its answer.
    const port = Number(new URL(server.baseUrl).port);
    const answered = new Promise<number>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: '/backend/no-such-endpoint', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"slow":');
      setTimeout(() => req.end('true}'), 700);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopping = server.stop('SIGTERM');
    expect(await answered).toBeGreaterThanOrEqual(400);
    const { code, ms } = await stopping;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
  });
});

describe('server process on an empty database with the demo content on', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-seeding-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves while it seeds, shows each venture once it is in, and stops mid-seed with the seed left unfinished', async () => {
    const server = await startServerProcess(
      { DATABASE_URL: database.url, DATA_DIR: path.join(folder, 'data'), UPLOADS_DIR: path.join(folder, 'uploads'), SEED_DEMO_CONTENT: 'true' },
      120_000,
    );
    let stopped: { code: number | null; ms: number };
    try {
      expect(server.output()).toContain('The demo content is being added');
      const listUrl = `${server.baseUrl}${backendUrl(backendPaths.ventures, ventureSummariesQuery)}`;
      const ventures = async () => ((await (await fetch(listUrl)).json()) as Paged<'ventures', VentureSummary>).ventures.length;
      // Read, and kept in the server's cache, while the seed has at most begun; then the list grows
      // as ventures land, long before the cache's own minute is up.
      const first = await ventures();
      expect(first).toBeLessThan(20);
      const deadline = Date.now() + 45_000;
      while ((await ventures()) === first && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await ventures()).toBeGreaterThan(first);
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/sjg/`)).status).toBe(200);
    } finally {
      stopped = await server.stop('SIGTERM');
    }
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    const seed = await database.db.selectFrom('demo_seed').select('finished_at').executeTakeFirstOrThrow();
    expect(seed.finished_at).toBeNull();
    const inserted = await database.db.selectFrom('ventures').select('id').execute();
    expect(inserted.length).toBeGreaterThan(0);
    expect(inserted.length).toBeLessThan(20);
  }, 240_000);
});

describe('server process on the embedded Postgres', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-embedded-'));
    // A private (0700) folder would send the cluster to /var/lib (see embedded-postgres.ts).
    await chmod(folder, 0o755);
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('starts its own Postgres under DATA_DIR, stops it on SIGINT, and keeps the data for the next start', async () => {
    const env = { DATA_DIR: path.join(folder, 'data'), UPLOADS_DIR: path.join(folder, 'uploads'), SEED_DEMO_CONTENT: 'false' };
    const first = await startServerProcess(env, 120_000);
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    expect(first.output()).toContain('Password (shown this once)');
    const postmasterPid = path.join(folder, 'data/pg/cluster/postmaster.pid');
    expect(existsSync(postmasterPid)).toBe(true);
    const stopped = await first.stop('SIGINT');
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(5000);
    expect(existsSync(postmasterPid)).toBe(false);

    const second = await startServerProcess(env, 120_000);
    try {
      // The admin created on the first start is still there: no new password is printed.
      expect(second.output()).not.toContain('Password (shown this once)');
      expect(second.output()).toContain('npm run admin -- reset-password EMAIL');
    } finally {
      expect((await second.stop('SIGTERM')).code).toBe(0);
    }
  }, 120_000);
});
