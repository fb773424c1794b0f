// Postgres LISTEN/NOTIFY on one channel, so every app process on the database hears that public
// content changed and drops what it cached, whichever process made the write.
import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from './database.js';

export const CONTENT_CHANGED_CHANNEL = 'sjg_content_changed';

/**
 * Tells every listening process (this one included) that content of `scope` changed. Each drops its
 * whole public cache whatever the scope; the scope (the write's purge tags) is there for a person
 * who LISTENs in psql to see what changed.
 */
export async function notifyContentChanged(db: Db, scope: string): Promise<void> {
  // pg_notify takes the channel as a value, so nothing is spliced into SQL text. Outside a
  // transaction it is delivered at once; inside one, only on commit, which is what we want.
  await sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${scope.slice(0, 100)})`.execute(db);
}

export type ContentChangeListener = {
  /** Resolves once the first LISTEN is in place (or the listener was closed first). */
  ready: Promise<void>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  onChange(scope: string): void;
  /**
   * False while no LISTEN is in place: notifications sent meanwhile are lost, so whoever caches
   * must stop trusting its cache until this turns true again.
   */
  onListeningChange(listening: boolean): void;
};

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * A dedicated client (never one of the pool's: LISTEN lives as long as its connection) that
 * LISTENs and reconnects with backoff when its connection drops.
 */
export function listenForContentChanges(
  connection: pg.ClientConfig,
  logger: Logger,
  handlers: ListenHandlers,
): ContentChangeListener {
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MIN_MS;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  async function connect(): Promise<void> {
    if (closed) return;
    const current = new pg.Client({ ...connection, keepAlive: true });
    client = current;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      handlers.onListeningChange(false);
      current.removeAllListeners('notification');
      void current.end().catch(() => undefined);
      if (closed) return;
      logger.warn({ err: error, retryMs }, 'content-change listener lost its connection; reconnecting');
      retryTimer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    current.on('error', fail);
    current.on('end', () => fail(new Error('connection ended')));
    current.on('notification', (message) => {
      if (message.channel === CONTENT_CHANGED_CHANNEL) handlers.onChange(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (closed || failed) return;
    retryMs = RETRY_MIN_MS;
    handlers.onListeningChange(true);
    markReady();
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      markReady();
      handlers.onListeningChange(false);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        current.removeAllListeners('error');
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
