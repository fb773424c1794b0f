// Starts the real server (seed/start-with-demo.ts) for browser tests: a fresh DATA_DIR and UPLOADS_DIR,
// so the embedded Postgres, the migrations and the demo seed all run from scratch.
import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverCommand } from '../../../scripts/server-command.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

export const ADMIN_EMAIL = 'admin@example.com';
/** A strong password for the first admin account of the test server. */
export const ADMIN_PASSWORD = 'E2e-Test-Passw0rd!Kite';

export type E2eServer = {
  /** e.g. http://localhost:41234 (no trailing slash, no /sjg). */
  baseUrl: string;
  /** The site root, e.g. http://localhost:41234/sjg */
  siteUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** The connection URL of the embedded Postgres this server started. */
  databaseUrl(): Promise<string>;
  output(): string;
  stop(): Promise<void>;
};

let buildChecked = false;

/** Builds web/dist when missing or older than its sources (the same script `npm start` runs). */
export function ensureWebBuild(): void {
  if (buildChecked) return;
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  buildChecked = true;
}

export async function startE2eServer(extraEnv: Record<string, string> = {}, timeoutMs = 180_000): Promise<E2eServer> {
  ensureWebBuild();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-e2e-'));
  // mkdtemp makes a private folder; Postgres (run as the 'postgres' user under root) must enter it.
  await chmod(folder, 0o755);
  const dataDir = path.join(folder, 'data');
  const uploadsDir = path.join(folder, 'uploads');
  const command = serverCommand();
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: {
      ...command.env,
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // One process, no balancer to drain from: a stop need not wait.
      SHUTDOWN_DRAIN_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  let baseUrl: string;
  try {
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
      const check = () => {
        const match = /Site:\s+(http:\/\/localhost:\d+)\/sjg\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout.on('data', check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before starting:\n${output}`));
      });
    });
    await waitForReady(baseUrl, timeoutMs);
    // The server answers while the demo content is seeded behind it (always, on this fresh
    // database, unless turned off); the tests start on the whole set.
    if (extraEnv.SEED_DEMO_CONTENT !== 'false') await waitForOutput(() => output, 'The demo content is complete.', exited, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    baseUrl,
    siteUrl: `${baseUrl}/sjg`,
    dataDir,
    uploadsDir,
    async databaseUrl() {
      const running = JSON.parse(await readFile(path.join(dataDir, 'pg/running.json'), 'utf8')) as { url: string };
      return running.url;
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function waitForOutput(output: () => string, line: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!output().includes(line)) {
    if (gone) throw new Error(`server exited before saying '${line}':\n${output()}`);
    if (Date.now() > deadline) throw new Error(`server did not say '${line}' in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitForReady(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${baseUrl}/readyz`).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${baseUrl}/readyz did not answer 200 in time (last ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
