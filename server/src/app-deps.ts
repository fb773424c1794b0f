// What createApp needs from outside: configuration, the database, files, logging and a few test
// knobs. A module of its own so that routes can name it without importing app.ts (no import cycle).
import type pg from 'pg';
import type { LoginLimits } from './auth/login-throttle.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { PublicCacheLimits } from './http/public-cache.js';
import type { Logger } from './logger.js';
import type { Storage } from './storage/storage.js';

export type Lifecycle = { isShuttingDown(): boolean };

/**
 * Contact messages allowed per address in a window. Declared here, with the other knobs createApp
 * takes, so this module names nothing of the features that import it.
 */
export type ContactLimit = { messages: number; windowSeconds: number };

export type AppDeps = {
  config: Config;
  db: Db;
  pool: pg.Pool;
  logger: Logger;
  storage: Storage;
  lifecycle: Lifecycle;
  /** The time of day for sessions, the contact outbox's due dates and cached replies; the system clock unless a test moves time. */
  clock?: Clock;
  /** Failed-login limits; the defaults of login-throttle.ts unless a test needs others. */
  loginLimits?: Partial<LoginLimits>;
  /** Contact messages per address; the default of contact-throttle.ts unless a test needs another. */
  contactLimit?: ContactLimit;
  /** Limits of the in-memory cache of public reads (public-cache.ts); maxEntries 0 turns it off. */
  publicCache?: Partial<PublicCacheLimits>;
  /** The contact outbox, woken when a message is stored (main.ts runs it; tests drive it directly). */
  outbox?: { wake(): void };
  /**
   * The address the server printed at start (main.ts knows it once listening), which links in
   * account e-mails use when PUBLIC_BASE_URL is unset (accounts/link-origin.ts); never a request's Host.
   */
  listenOrigin?: () => string;
  /** The queue of account e-mails (invitations, reset links), woken when one is queued; like the outbox. */
  mailQueue?: { wake(): void };
};
