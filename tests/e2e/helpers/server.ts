// Starts the real server (seed/start-with-demo.ts) for browser tests in a folder of its own: from
// scratch (the embedded Postgres, the migrations and the demo seed), or on a copy of a folder a
// server seeded and stopped before (global-setup.ts seeds one for every file: drawing the demo's
// pictures is most of a start, and each file would otherwise pay it).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverCommand } from '../../../scripts/server-command.mjs';
import { siteAddressIn } from '../../../server/src/welcome.js';

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
  /** Stops the server; its folder is deleted unless `keepFiles` (a template to copy). */
  stop(options?: { keepFiles?: boolean }): Promise<void>;
  /** The folder holding DATA_DIR and UPLOADS_DIR. */
  folder: string;
};

type StartOptions = {
  /** A stopped server's folder to start on a copy of: its database and uploads, seeded already. */
  copyOf?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
};

let buildChecked = false;

/** Builds web/dist when missing or older than its sources (the same script `npm start` runs). */
export function ensureWebBuild(): void {
  if (buildChecked) return;
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  buildChecked = true;
}

export async function startE2eServer({ copyOf, env: extraEnv = {}, timeoutMs = 180_000 }: StartOptions = {}): Promise<E2eServer> {
  ensureWebBuild();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-e2e-'));
  // mkdtemp makes a private folder; Postgres (run as the 'postgres' user under root) must enter it.
  await chmod(folder, 0o755);
  // -a keeps the cluster's owner (the 'postgres' user under root) and modes, which Postgres checks.
  if (copyOf) await run('cp', ['-a', `${copyOf}/.`, folder]);
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
      // Its own folder, not the checkout's backups/: the overview and the Backups screen read what is there.
      BACKUP_DIR: path.join(folder, 'backups'),
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
        const address = siteAddressIn(output);
        if (address) {
          clearTimeout(timer);
          resolve(address);
        }
      };
      child.stdout.on('data', check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before starting:\n${output}`));
      });
    });
    await waitForReady(baseUrl, timeoutMs);
    // The server answers while the demo content is seeded behind it (always, on a fresh database,
    // unless turned off); the tests start on the whole set.
    if (!copyOf && extraEnv.SEED_DEMO_CONTENT !== 'false') await waitForOutput(() => output, 'The demo content is complete.', exited, timeoutMs);
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
    folder,
    output: () => output,
    async stop({ keepFiles = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!keepFiles) await rm(folder, { recursive: true, force: true });
    },
  };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => execFile(command, args, (error) => (error ? reject(error) : resolve())));
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
