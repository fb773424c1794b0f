// Debian's nginx run as a child process on a free loopback port, with its prefix, temp folders and
// logs in a folder of its own: the bench's machine-limit row (a file by sendfile) and the test
// that puts it in front of the app as a caching proxy (deploy/nginx/cdn-cache.conf).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { acceptsConnections, freePort } from '../scripts/loopback.js';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export type NginxProcess = { url: string; port: number; folder: string; stop(): Promise<void> };

/**
 * Starts nginx with the configuration `configFor` makes for its folder and port (the folder holds
 * its pid, error log, temp files and cache) and resolves once it accepts connections.
 */
export async function startNginx(configFor: (folder: string, port: number) => string): Promise<NginxProcess> {
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx is not installed at ${NGINX_BIN}: apt-get install nginx (.ci/run does), or set NGINX_BIN`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user, which must reach its cache and temp folders.
  await chmod(folder, 0o755);
  const port = await freePort();
  const configFile = path.join(folder, 'nginx.conf');
  await writeFile(configFile, configFor(folder, port));
  const errorLog = path.join(folder, 'error.log');
  // -e: before reading the configuration nginx would open its default error log under /var/log.
  const child = spawn(NGINX_BIN, ['-p', folder, '-e', errorLog, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM: nginx's fast shutdown (workers included).
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await acceptsConnections(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      await stop();
      throw new Error(`nginx did not start:\n${output}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, port, folder, stop };
}

/** The repository's caching-proxy template with its @...@ values filled in. */
export async function cdnCacheConfig(upstream: string): Promise<(folder: string, port: number) => string> {
  const template = await readFile(path.resolve(import.meta.dirname, '../deploy/nginx/cdn-cache.conf'), 'utf8');
  return (folder, port) => template.replaceAll('@PREFIX@', folder).replaceAll('@PORT@', String(port)).replaceAll('@UPSTREAM@', upstream);
}
