// Opens the database the configuration names: DATABASE_URL, or the embedded Postgres under
// DATA_DIR/pg. A second process (npm run admin, npm run seed) reuses an embedded cluster that a
// running server already started, since one cluster directory can be served by one Postgres only;
// a second server is refused there: several server processes need a Postgres of their own. A
// server that is stopping says so in running.json, and a start that finds it waits for it instead.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export type ConnectedDatabase = DatabaseHandle & {
  /** Tells a start meanwhile that the embedded Postgres this process runs is about to stop, so it waits rather than refuses. */
  markStopping(): Promise<void>;
  /** Closes the pool and stops the embedded Postgres if this process started it. */
  shutdown(): Promise<void>;
};

/** How long a start waits for a stopping server: its in-flight requests (4 s) and Postgres's own stop, with room. */
export const STOPPING_SERVER_WAIT_MS = 30_000;
const STOPPING_POLL_MS = 100;

type RunningCluster = { pid: number; url: string; stopping?: boolean };

/** A second server on the embedded database of a running one: the message says what to do instead. */
export class EmbeddedDatabaseInUseError extends Error {}

/**
 * `asServer`: this process is a server, and refuses an embedded cluster another process runs
 * (the CLI commands share it). Several servers on one embedded cluster would each expect to own
 * it: the first to stop would stop the database under the others.
 */
export async function connectDatabase(config: Config, logger: Logger, options: { asServer?: boolean } = {}): Promise<ConnectedDatabase> {
  if (config.databaseUrl) {
    const handle = openDatabase(config.databaseUrl, logger);
    return { ...handle, markStopping: async () => undefined, shutdown: handle.close };
  }
  const pgDir = path.join(config.dataDir, 'pg');
  const runningFile = path.join(pgDir, 'running.json');
  const clusterDir = path.join(pgDir, 'cluster');
  let running = await readRunningCluster(runningFile);
  if (running?.stopping) running = await waitForStoppingServer(running, runningFile, clusterDir, logger);
  if (options.asServer) {
    const owner = running?.pid ?? (await livePostmasterPid(clusterDir));
    if (owner !== null) {
      throw new EmbeddedDatabaseInUseError(
        `another process (pid ${owner}) already runs the embedded database in ${pgDir}; ` +
          'to run several server processes, set DATABASE_URL to one Postgres server they all share',
      );
    }
  }
  if (running) {
    logger.debug({ pid: running.pid }, 'using the embedded Postgres of the running server');
    const handle = openDatabase(running.url, logger);
    return { ...handle, markStopping: async () => undefined, shutdown: handle.close };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: pgDir, databaseName: 'sjg', logger });
  const owned: RunningCluster = { pid: process.pid, url: embedded.url };
  await writeFile(runningFile, JSON.stringify(owned), { mode: 0o600 });
  const handle = openDatabase(embedded.url, logger);
  return {
    ...handle,
    async markStopping() {
      await writeFile(runningFile, JSON.stringify({ ...owned, stopping: true }), { mode: 0o600 });
    },
    async shutdown() {
      await handle.close();
      // The file goes last: until Postgres has stopped, a start that finds it waits for us.
      await embedded.stop();
      await rm(runningFile, { force: true });
    },
  };
}

/**
 * Waits, up to STOPPING_SERVER_WAIT_MS, until the stopping server has exited and its Postgres too
 * (one stopped by a SIGKILL mid-stop leaves Postgres to finish alone). Returns what is still
 * running then, for the caller to refuse as it would have.
 */
async function waitForStoppingServer(running: RunningCluster, runningFile: string, clusterDir: string, logger: Logger): Promise<RunningCluster | null> {
  logger.info(`the previous server (pid ${running.pid}) is still stopping; waiting up to ${STOPPING_SERVER_WAIT_MS / 1000} s for it`);
  const deadline = Date.now() + STOPPING_SERVER_WAIT_MS;
  for (;;) {
    const still = await readRunningCluster(runningFile);
    if (!still && (await livePostmasterPid(clusterDir)) === null) return null;
    if (Date.now() >= deadline) return still;
    await new Promise((resolve) => setTimeout(resolve, STOPPING_POLL_MS));
  }
}

async function readRunningCluster(file: string): Promise<RunningCluster | null> {
  try {
    const running = JSON.parse(await readFile(file, 'utf8')) as RunningCluster;
    process.kill(running.pid, 0); // throws when that process is gone (a crash left the file behind)
    return running;
  } catch {
    return null;
  }
}

/** The pid of a Postgres still running on the cluster (its postmaster.pid names a live process), if any. */
async function livePostmasterPid(clusterDir: string): Promise<number | null> {
  const pid = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (Postgres run as 'postgres').
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
