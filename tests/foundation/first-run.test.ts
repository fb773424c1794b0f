// A first run as people really do it: root cloning into a private folder, and an embedded database
// that cannot start saying so in one sentence.
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readlink, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

// Only root runs Postgres as another user (the 'postgres' system user), which is what cannot enter
// a private folder; any other user runs it as itself, and its own private folders are no obstacle.
describe.skipIf(process.getuid?.() !== 0)('a checkout in a folder only root may enter', () => {
  let privateFolder: string;
  let checkout: string;
  beforeAll(async () => {
    privateFolder = await mkdtemp(path.join(os.tmpdir(), 'sjg-private-'));
    checkout = path.join(privateFolder, 'sjg');
    await copyCheckout(checkout);
  }, 120_000);
  afterAll(async () => {
    // The cluster sits outside the private folder; the link inside it says where.
    const cluster = await readlink(path.join(checkout, 'data/pg/cluster')).catch(() => null);
    if (cluster) await rm(cluster, { recursive: true, force: true });
    await rm(privateFolder, { recursive: true, force: true });
  });

  it('starts the embedded Postgres and serves the site, then stops cleanly', async () => {
    expect((await stat(privateFolder)).mode & 0o777).toBe(0o700);
    const server = await startServerProcess({ SEED_DEMO_CONTENT: 'false' }, 120_000, checkout);
    try {
      expect(server.output()).toContain('Password (shown this once)');
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      const home = await fetch(`${server.baseUrl}/sjg/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root">');
      // Rendered by React's production build, though NODE_ENV is unset as in `npm start`: the
      // development build would have logged its server-side warnings for Home's contact form.
      expect(server.output()).not.toMatch(/useLayoutEffect does nothing on the server|^Warning: /m);
    } finally {
      expect((await server.stop('SIGTERM')).code).toBe(0);
    }
  }, 120_000);
});

describe('an embedded database that cannot start', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-broken-pg-'));
    await chmod(folder, 0o755);
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('stops the server with one sentence saying what failed and what to do, and no stack trace', async () => {
    // A cluster folder that claims a Postgres version this server cannot read.
    const cluster = path.join(folder, 'data/pg/cluster');
    await mkdir(cluster, { recursive: true });
    await writeFile(path.join(cluster, 'PG_VERSION'), '7\n');
    const env = { DATA_DIR: path.join(folder, 'data'), UPLOADS_DIR: path.join(folder, 'uploads'), SEED_DEMO_CONTENT: 'false' };
    const failure = await startServerProcess(env, 60_000).then(
      async (server) => {
        await server.stop();
        throw new Error('the server started on a broken cluster');
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/exited with 1 before starting/);
    expect(failure).toMatch(/The server could not start: the embedded Postgres failed to start \(.+\); fix that, or set DATABASE_URL to a Postgres server of your own/);
    expect(failure).not.toMatch(/^\s+at /m);
  });
});

/**
 * The checkout's files as a clone would hold them, with uncommitted changes, so that this code
 * is what runs; node_modules, the built web app and the compiled server as hard links (same files, new paths).
 */
async function copyCheckout(target: string): Promise<void> {
  await mkdir(target);
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const files = stdout.split('\0').filter(Boolean);
  for (let start = 0; start < files.length; start += 500) {
    await run('cp', ['--parents', '-t', target, ...files.slice(start, start + 500)], { cwd: root });
  }
  for (const folder of ['node_modules', 'web/dist', 'web/dist-ssr', 'dist']) {
    const destination = path.join(target, path.dirname(folder));
    // Hard links need one filesystem; elsewhere the files are copied.
    await run('cp', ['-al', path.join(root, folder), destination]).catch(() => run('cp', ['-a', path.join(root, folder), destination]));
  }
}
