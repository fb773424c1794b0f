// One process at a time runs the start-up work that checks "is it there yet?" and then writes
// (migrations, the first admin, the demo content), so processes started together on an empty
// database make one admin and one set of demo content.
import type pg from 'pg';
import type { Logger } from 'pino';

/** The advisory lock's key: any constant no other code on this database uses ("sjg" + "start"). */
export const STARTUP_LOCK_KEY = 0x736a_6753;

const POLL_MS = 200;

/**
 * Runs `work` while holding a session-level advisory lock on one pooled connection. It is taken
 * with pg_try_advisory_lock in a loop rather than a blocking pg_advisory_lock: the pool's statement
 * timeout would cancel a wait longer than itself, and the first seed can take that long. A process
 * that dies holding it releases it with its connection.
 */
export async function withStartupLock<T>(pool: pg.Pool, logger: Logger, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // The connection idles while `work` runs, the first seed among it while the server already
  // serves. Postgres may close it then (a Ctrl-C reaches an embedded Postgres too): the lock goes
  // with the connection, which is then not unlocked but given back as broken, and the loss logged.
  let lost: Error | undefined;
  const onError = (error: Error): void => {
    lost = error;
    logger.warn({ err: error }, 'the start-up lock’s database connection was closed');
  };
  client.on('error', onError);
  try {
    let waiting = false;
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [STARTUP_LOCK_KEY]);
      if (rows[0]?.locked) break;
      if (!waiting) logger.info('another process is migrating or seeding this database; waiting for it');
      waiting = true;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await work();
    } finally {
      if (!lost) await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error: Error) => (lost = error));
    }
  } finally {
    if (lost) {
      client.release(lost);
    } else {
      client.off('error', onError);
      client.release();
    }
  }
}
