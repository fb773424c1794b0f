// Several app processes on one Postgres behind Debian's HAProxy (deploy/haproxy/haproxy.cfg), all on
// 127.0.0.1: the built server (dist/, as `npm start` runs it) on ports the system gives it, and the
// real balancer on ports picked free.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { serverCommand } from './server-command.mjs';
import { freePort } from './loopback.js';
import { siteAddressIn } from '../server/src/welcome.js';

const root = path.resolve(import.meta.dirname, '..');
export const haproxyConfig = path.join(root, 'deploy/haproxy/haproxy.cfg');
export const haproxyBinary = process.env.HAPROXY ?? '/usr/sbin/haproxy';

export type AppProcess = {
  name: string;
  url: string;
  /** host:port, as HAProxy names it. */
  address: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  /** Sends the signal (once) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Starts the built server with `env` and resolves once its /readyz answers 200 (or rejects with its
 * output). It binds a port of the system's choosing (PORT=0) and is asked at the one its welcome
 * names: a port picked free beforehand could be taken by another program while the server starts
 * (its migrations and seed take seconds), whose /readyz would then answer for it.
 */
export async function startAppProcess(name: string, env: Record<string, string>, timeoutMs = 120_000): Promise<AppProcess> {
  const command = serverCommand();
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...command.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  let port: string | undefined;
  for (;;) {
    if (gone) throw new Error(`${name} exited with ${child.exitCode} before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready in ${timeoutMs} ms:\n${output}`);
    }
    // The welcome is written once the server listens; without PUBLIC_BASE_URL it names the bound port.
    const address = siteAddressIn(output);
    if (address) port ??= new URL(address).port;
    if (port !== undefined && (await fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.ok, () => false))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  let signalled = false;
  return {
    name,
    url,
    address: `127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!gone && !signalled) {
        signalled = true;
        child.kill(signal);
      }
      return exited;
    },
  };
}

export type Balancer = {
  url: string;
  /** Each server's state as HAProxy's stats say (UP, DOWN, MAINT…), by name (app1, app2…). */
  serverStates(): Promise<Record<string, string>>;
  /** Resolves once every named server is in `state` (HAProxy's health checks agree). */
  waitFor(state: string, names: string[], timeoutMs?: number): Promise<void>;
  output(): string;
  stop(): Promise<void>;
};

/** Runs HAProxy in the foreground on the repository's template, with the processes' addresses in its environment. */
export async function startBalancer(addresses: string[], checkInter = '200ms'): Promise<Balancer> {
  const port = await freePort();
  const statsPort = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HAPROXY_BIND: `127.0.0.1:${port}`,
    HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
    HAPROXY_CHECK_INTER: checkInter,
  };
  addresses.forEach((address, index) => (env[`APP${index + 1}_ADDR`] = address));
  // -db: in the foreground, no daemon; -W: master-worker, so SIGTERM to the master stops it all.
  const child = spawn(haproxyBinary, ['-W', '-db', '-f', haproxyConfig], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;

  async function serverStates(): Promise<Record<string, string>> {
    const csv = await (await fetch(statsUrl)).text();
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const [proxy, server, ...fields] = line.split(',');
      // status is the 18th column (index 17): pxname,svname,qcur,… ,status
      if (proxy === 'app' && server && server !== 'BACKEND' && server !== 'FRONTEND') states[server] = fields[15] ?? '';
    }
    return states;
  }

  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    serverStates,
    async waitFor(state, names, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const states = await serverStates().catch(() => ({}) as Record<string, string>);
        if (names.every((name) => states[name]?.startsWith(state))) return;
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`HAProxy's servers are ${JSON.stringify(states)}, not all ${state}:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  await balancer.waitFor('UP', addresses.map((_, index) => `app${index + 1}`));
  return balancer;
}

export type PlainReply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request from a chosen loopback source address (127.0.0.2, …): HAProxy passes it on in
 * X-Forwarded-For, so per-address limits see several visitors, as they would behind a real balancer.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
