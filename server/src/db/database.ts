// The kysely instance over a pg pool that fails fast, never hangs, when Postgres is away.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
};

export function openDatabase(connectionString: string, logger: Logger): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Without these a request waits forever for a database that is down.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  // A client checked out of the pool has no listener of the pool's: Postgres closing it between two
  // statements (a Ctrl-C reaches an embedded Postgres too; a managed one restarts or fails over)
  // was an unhandled 'error' that ended the process with a stack trace. Its next query fails
  // instead, as on any lost connection, and the pool drops it when it is given back.
  pool.on('connect', (client) => client.on('error', (error) => logger.debug({ err: error }, 'a database connection in use was closed')));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      // Kysely ends the pool only if it ever used it; a caller that queried the pool directly
      // (a restore) would otherwise keep its idle connections, and the process, for 30 s.
      if (!pool.ended) await pool.end();
    },
  };
}

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03']);

/** True when an error means "the database cannot be reached now", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|driver has already been destroyed/i.test(
    error.message,
  );
}

/** Throws unless the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
