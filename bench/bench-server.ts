// What the bench and the Lighthouse run share: an embedded Postgres in a temporary folder and the
// real server (seed/start-with-demo.ts) started on it as a child process in production mode.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/src/db/embedded-postgres.js';
import { createLogger } from '../server/src/logger.js';
import { serverCommand } from '../scripts/server-command.mjs';
import { freePort } from '../scripts/loopback.js';

export { freePort };

export const root = path.resolve(import.meta.dirname, '..');

/** Builds the web app and the server when their sources changed, as `npm start` does first. */
export function ensureBuilt(): void {
  console.log('Building the web app and the server (when their sources changed)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
}

export type BenchCluster = { folder: string; postgres: EmbeddedDatabase; stop(): Promise<void> };

export async function startCluster(name: string): Promise<BenchCluster> {
  // Under /tmp (world-enterable), so the embedded Postgres can run as its own user when we are root.
  const folder = await mkdtemp(path.join(os.tmpdir(), `sjg-${name}-`));
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'pg'),
    databaseName: 'sjg',
    logger: createLogger('warn'),
    persistent: false,
  });
  return {
    folder,
    postgres,
    async stop() {
      await postgres.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type BenchServer = { url: string; pid: number; child: ChildProcess; stop(): Promise<void> };

export const admin = { email: 'bench-admin@example.com', password: 'Bench!Kettle-Orchard-2026' };

export async function startServer(cluster: BenchCluster, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const command = serverCommand();
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: {
      ...process.env,
      ...command.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.postgres.url,
      DATA_DIR: path.join(cluster.folder, 'data'),
      UPLOADS_DIR: path.join(cluster.folder, 'uploads'),
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      SECRETS_KEY: 'bench-secrets-key-that-is-long-enough-0123456789',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // One log line per request would measure the terminal, not the server.
      LOG_LEVEL: 'warn',
      // Plain HTTP here: without it production would set Secure cookies, which a login over http
      // never receives back.
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // Unless a run measures the drain itself, a stop need not wait for a balancer.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((res) => res.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The peak resident set of a process so far (Linux: VmHWM), in MB. */
export function peakRssMb(pid: number): number | null {
  return memoryMb(pid, 'VmHWM');
}

/** The resident set of a process now (Linux: VmRSS), in MB. */
export function rssMb(pid: number): number | null {
  return memoryMb(pid, 'VmRSS');
}

function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
