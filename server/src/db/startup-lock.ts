// One process at a time runs the start-up work that checks "is it there yet?" and then writes
// (migrations, the first admin, the demo content), so processes started together on an empty
// database make one admin and one set of demo content.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from './database.js';

/** The advisory lock's key: any constant no other code on this database uses ("sjg" + "start"). */
export const STARTUP_LOCK_KEY = 0x736a_6753;

const POLL_MS = 200;

/**
 * Runs `work` while holding a session-level advisory lock on one pooled connection. It is taken
 * with pg_try_advisory_lock in a loop rather than a blocking pg_advisory_lock: the pool's statement
 * timeout would cancel a wait longer than itself, and the first seed can take that long. A process
 * that dies holding it releases it with its connection.
 */
export async function withStartupLock<T>(db: Db, logger: Logger, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    let waiting = false;
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${STARTUP_LOCK_KEY}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      if (!waiting) logger.info('another process is migrating or seeding this database; waiting for it');
      waiting = true;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
