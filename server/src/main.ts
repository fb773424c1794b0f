// Start-up: config -> database (embedded or DATABASE_URL) -> migrations -> first admin -> HTTP
// server, with a new database seeded meanwhile by the seed it is given (content-seed.ts); and a
// graceful shutdown on SIGINT/SIGTERM (SIGTERM first drains when SHUTDOWN_DRAIN_MS or DATABASE_URL
// asks: /readyz says 503 while requests are still served, so a load balancer moves traffic away
// before we close).
import http from 'node:http';
import { serverAddressOf } from './accounts/link-origin.js';
import { ensureFirstAdmin, logFirstAdmin } from './auth/admin-accounts.service.js';
import { createApp } from './app.js';
import { systemClock } from './clock.js';
import { printWelcome, type FirstAdmin } from './welcome.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { ContentSeed } from './content-seed.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrator.js';
import { withStartupLock } from './db/startup-lock.js';
import { createLogger, type Logger } from './logger.js';
import { repairImageVariants } from './images/missing-variants.js';
import { fillMissingMediaSizes } from './media/media-sizes.js';
import { createStorage, type Storage } from './storage/storage.js';
import { createOutboxWorker } from './contact/contact-outbox.js';
import { notifyContentChanged } from './db/change-notifications.js';
import { createEditorialWorker } from './editorial/editorial-worker.js';
import { createBackupScheduler } from './backup/backup-scheduler.js';
import { backupKeysOf } from './backup/backup.service.js';
import { createMailQueueWorker } from './mail/mail-queue.js';
import { createMailTransport } from './mail/mail-transport.js';

const SHUTDOWN_GRACE_MS = 4000;
/** The same signal again within this is the same stop delivered twice (see onSignal). */
const REPEATED_SIGNAL_MS = 1000;

/** Set once the database is up, so a failed start does not leave the embedded Postgres running. */
let stopDatabaseOnFailure: (() => Promise<void>) | undefined;

/**
 * What a SIGINT/SIGTERM does: during start-up (migrations, the first seed) it stops the database
 * and exits; once serving, main() replaces it with the graceful shutdown.
 */
let onSignal = (signal: NodeJS.Signals): void => {
  console.error(`${signal} during start-up: stopping.`);
  void (stopDatabaseOnFailure?.() ?? Promise.resolve()).catch(() => undefined).finally(() => process.exit(1));
};

/**
 * Runs the server until a signal stops it, seeding a new database with `seed` (SEED_DEMO_CONTENT);
 * the process's entry (seed/start-with-demo.ts) calls it once, with the demo content.
 */
export function startServer(seed: ContentSeed): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => onSignal(signal));
  main(seed).catch(async (error: unknown) => {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    await stopDatabaseOnFailure?.().catch(() => undefined);
    process.exit(1);
  });
}

async function main(seed: ContentSeed): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);

  const database = await connectDatabase(config, logger, { asServer: true });
  stopDatabaseOnFailure = async () => {
    await database.markStopping().catch(() => undefined);
    await database.shutdown();
  };
  const storage = createStorage(config);
  // A bucket that cannot be reached stops the start here, with its name, rather than at the first upload.
  await storage.prepare();
  // Processes started together on an empty database take turns: one admin, one set of demo content.
  // Drawing the demo's pictures is slow, so this process serves meanwhile while still holding the
  // lock: another process started with it waits for the whole set.
  const stopSeeding = new AbortController();
  let startupDone!: (value: { firstAdmin: FirstAdmin; seeding: boolean }) => void;
  let startupFailed!: (error: unknown) => void;
  const startup = new Promise<{ firstAdmin: FirstAdmin; seeding: boolean }>((resolve, reject) => {
    startupDone = resolve;
    startupFailed = reject;
  });
  const seeded = withStartupLock(database.pool, logger, async () => {
    const migrated = await migrateToLatest(database.db);
    if (migrated.length > 0) logger.info({ migrations: migrated }, 'database migrated');
    // Before serving: from here on the pages' srcsets name today's variant widths.
    await repairVariantsAtStart(storage, logger);
    const firstAdmin = await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
    const seeding = config.seedDemoContent && (await seed.pending(database.db, new Date()));
    startupDone({ firstAdmin, seeding });
    if (!seeding) return;
    await seed.run({
      db: database.db,
      storage,
      logger,
      signal: stopSeeding.signal,
      // Every process, this one included, drops its cached reads: pages show each item as it lands.
      onChange: () => {
        notifyContentChanged(database.db, 'seed').catch((error: unknown) => logger.warn({ err: error }, 'announcing seeded content failed'));
      },
    });
    if (!stopSeeding.signal.aborted) console.log('\n  The demo content is complete.\n');
  });
  // Before serving, a failure stops the start; after, a failed seed is logged and the next start resumes it.
  seeded.catch(startupFailed);
  const { firstAdmin, seeding } = await startup;
  const seedingDone = seeded.catch((error: unknown) => logger.error({ err: error }, 'seeding the demo content failed; the next start goes on with it'));
  logFirstAdmin(logger, firstAdmin);
  // Not awaited: the sizes of pictures the trigger registered are only shown, never needed to serve.
  void fillMissingMediaSizes({ db: database.db, storage, logger });

  const mail = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, logger });
  const outbox = createOutboxWorker({
    db: database.db,
    transport: mail,
    clock: systemClock,
    logger,
    settings: { from: config.mailFrom, to: config.contactTo },
  });
  outbox.start();
  logger.info({ mail: mail.describe(), to: config.contactTo }, 'contact messages are e-mailed');
  // Invitations and password-reset links, through the same transport.
  const mailQueue = createMailQueueWorker({ db: database.db, transport: mail, clock: systemClock, logger, from: config.mailFrom });
  mailQueue.start();

  /** The address printed below, known once listening (PORT=0 picks a free port); no request comes before. */
  const listening: { origin?: string } = {};
  // Publishes what fell due while the server was down at once, then keeps schedules and the trash.
  const editorialWorker = createEditorialWorker({
    db: database.db,
    storage,
    logger,
    clock: systemClock,
    onChange: () => notifyContentChanged(database.db, 'editorial'),
    // Its first pass may come before the server listens: a mail then names the admin area without a link.
    linkOrigin: () => config.publicBaseUrl ?? listening.origin,
  });
  editorialWorker.start();

  // BACKUP_EVERY: one process of all takes each backup (backup-scheduler.ts); unset, none.
  const backups =
    config.backupEveryMs === undefined
      ? undefined
      : createBackupScheduler({
          db: database.db,
          pool: database.pool,
          storage,
          clock: systemClock,
          logger,
          backupDir: config.backupDir,
          everyMs: config.backupEveryMs,
          keep: config.backupKeep,
          keys: backupKeysOf(config),
        });
  backups?.start();

  let shuttingDown = false;
  const { app, close: closeApp } = createApp({
    config,
    db: database.db,
    pool: database.pool,
    logger,
    storage,
    lifecycle: { isShuttingDown: () => shuttingDown },
    clock: systemClock,
    outbox,
    mailQueue,
    listenOrigin: () => {
      if (listening.origin === undefined) throw new Error('The server is not listening yet.');
      return listening.origin;
    },
  });
  const server = http.createServer((req, res) => {
    // While draining, each answer closes its connection, so a balancer's kept-alive connections
    // end after a reply instead of being cut while idle, when a request may be on its way.
    if (shuttingDown) res.setHeader('Connection', 'close');
    app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  listening.origin = serverAddressOf(config, port);

  let endDrain: (() => void) | undefined;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    shuttingDown = true;
    // First, so that a start meanwhile (a restart) waits for us rather than refuses.
    await database.markStopping().catch((error: unknown) => logger.warn({ err: error }, 'could not mark the embedded database as stopping'));
    // SIGTERM is how orchestrators and `docker stop` ask; SIGINT is a person at a terminal (whose
    // Ctrl-C also reaches an embedded Postgres), who is not behind a balancer: no drain.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    if (drainMs > 0) {
      logger.info({ signal, drainMs }, 'draining: /readyz says 503, requests are still served');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainMs);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endDrain = undefined;
    }
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Pictures being stored finish; the items not begun are left to the next start.
    stopSeeding.abort();
    // Stop accepting connections; in-flight requests finish; idle keep-alive sockets close now.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const forced = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(forced);
    closeApp();
    await outbox.stop();
    await mailQueue.stop();
    await editorialWorker.stop();
    await backups?.stop();
    await seedingDone;
    mail.close();
    await database.shutdown();
    logger.info('stopped');
  }

  let stopping: { signal: NodeJS.Signals; at: number } | undefined;
  onSignal = (signal) => {
    if (stopping) {
      // A SIGTERM to `npm start`'s process group reaches us twice, from the sender and forwarded by
      // npm, a moment apart: that is one request to stop, not an impatient second one.
      if (signal === stopping.signal && Date.now() - stopping.at < REPEATED_SIGNAL_MS) return;
      // A second signal (a second Ctrl-C, an impatient operator) cuts the drain short.
      return endDrain?.();
    }
    stopping = { signal, at: Date.now() };
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Printed only once shutdown is wired: whoever reads the address may stop us at once.
  printWelcome(config, port, firstAdmin, seeding);
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function repairVariantsAtStart(storage: Storage, logger: Logger): Promise<void> {
  const repair = await repairImageVariants(storage, ({ key, error }) => logger.warn({ err: error, key }, 'could not bring the variants of a stored image up to date'));
  if (repair.made + repair.removed + repair.failed > 0) logger.info(repair, 'variants of stored images brought up to today\'s widths');
}
