// Stopping the server and starting it again at once, on the embedded database: `npm start` stopped
// by a SIGTERM to its process group (as `timeout`, systemd or a process manager send it) exits only
// once the server has, and a start that finds the previous server still stopping waits for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteAddressIn } from '../../server/src/welcome.js';

const root = path.resolve(import.meta.dirname, '../..');

type NpmStart = {
  npm: ChildProcess;
  output(): string;
  /** The site's address once the server serves; rejects if npm exits first. */
  served: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** `npm start` in a process group of its own, as a terminal or a service manager runs it. */
function npmStart(env: Record<string, string>): NpmStart {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => npm.on('exit', (code, signal) => resolve({ code, signal })));
  const served = new Promise<string>((resolve, reject) => {
    const check = () => {
      const address = siteAddressIn(output);
      if (address) resolve(address);
    };
    npm.stdout!.on('data', check);
    void exited.then(({ code, signal }) => reject(new Error(`npm start exited (${signal ?? code}) before serving:\n${output}`)));
  });
  // Awaited by the tests that expect it; a test failing earlier must not add an unhandled rejection.
  served.catch(() => undefined);
  return { npm, output: () => output, served, exited };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('stopping and starting again at once, on the embedded database', () => {
  let folder: string;
  let env: Record<string, string>;
  const running: NpmStart[] = [];
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-restart-'));
    // A private (0700) folder would send the cluster to /var/lib (see embedded-postgres.ts).
    await chmod(folder, 0o755);
    env = { DATA_DIR: path.join(folder, 'data'), UPLOADS_DIR: path.join(folder, 'uploads'), SEED_DEMO_CONTENT: 'false' };
  });
  afterEach(async () => {
    // Whatever a failed test left serving, npm or a server it left behind: Ctrl-C to the group.
    for (const started of running.splice(0)) {
      try {
        process.kill(-started.npm.pid!, 'SIGINT');
      } catch {
        // ESRCH: the whole group has exited.
      }
      await started.exited;
    }
  }, 60_000);
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('`npm start` stopped by SIGTERM to its process group exits once the server has stopped, and the next `npm start` serves', async () => {
    const first = npmStart(env);
    running.push(first);
    const firstUrl = await first.served;
    const { pid: serverPid } = JSON.parse(await readFile(path.join(env.DATA_DIR!, 'pg/running.json'), 'utf8')) as { pid: number };
    expect((await fetch(`${firstUrl}/readyz`)).status).toBe(200);
    // The server is npm's own child, no shell between them, with the start script's flags and environment.
    if (existsSync(`/proc/${serverPid}`)) {
      expect(Number((await readFile(`/proc/${serverPid}/stat`, 'utf8')).split(') ')[1]!.split(' ')[1])).toBe(first.npm.pid);
      expect((await readFile(`/proc/${serverPid}/cmdline`, 'utf8')).split('\0')).toEqual(
        expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=30', 'dist/seed/start-with-demo.js']),
      );
      expect((await readFile(`/proc/${serverPid}/environ`, 'utf8')).split('\0')).toContain('MALLOC_ARENA_MAX=2');
    }

    process.kill(-first.npm.pid!, 'SIGTERM');
    // npm hands the server's own exit status on, and only once the server is gone: nothing is left stopping.
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(serverPid)).toBe(false);

    const second = npmStart(env);
    running.push(second);
    const secondUrl = await second.served;
    expect(second.output()).not.toMatch(/already runs the embedded database/);
    expect((await fetch(`${secondUrl}/readyz`)).status).toBe(200);
    process.kill(-second.npm.pid!, 'SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 240_000);

  it('a start that finds the previous server still stopping waits for it, saying so, then serves', async () => {
    // A long drain, set explicitly, keeps the first one stopping until this test cuts it short.
    const first = npmStart({ ...env, SHUTDOWN_DRAIN_MS: '120000', LOG_LEVEL: 'info' });
    running.push(first);
    await first.served;
    const { pid: firstPid } = JSON.parse(await readFile(path.join(env.DATA_DIR!, 'pg/running.json'), 'utf8')) as { pid: number };
    process.kill(-first.npm.pid!, 'SIGTERM');
    await expect.poll(() => first.output(), { timeout: 10_000 }).toMatch(/draining/);

    const second = npmStart({ ...env, LOG_LEVEL: 'info' });
    running.push(second);
    await expect
      .poll(() => second.output(), { timeout: 60_000 })
      .toContain(`the previous server (pid ${firstPid}) is still stopping; waiting up to 30 s for it`);
    // A second signal, another than the first, cuts the drain short: the first stops, the second starts.
    process.kill(-first.npm.pid!, 'SIGINT');
    expect(await first.exited, first.output()).toEqual({ code: 0, signal: null });
    const secondUrl = await second.served;
    expect(second.output()).not.toMatch(/already runs the embedded database/);
    expect(second.output().match(/is still stopping/g)).toHaveLength(1);
    expect((await fetch(`${secondUrl}/readyz`)).status).toBe(200);
    process.kill(-second.npm.pid!, 'SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 240_000);
});
