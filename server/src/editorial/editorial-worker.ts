// The editorial worker: every EDITORIAL_POLL_MS it publishes the scheduled items (and
// translations) that are due, deletes forever what has been in the trash for TRASH_RETENTION_DAYS
// and makes searchable the translations written outside the app, then tells every process that
// public content changed; last it deletes the audit log's entries older than AUDIT_RETENTION_DAYS.
// A scheduled item no longer complete when due goes back to draft instead (scheduled-publishing.ts).
// It runs in every app process; the row locks of each pass keep them from doing the same work
// twice (scheduled-publishing.ts).
import { EDITORIAL_POLL_MS } from '../../../common/editorial.js';
import { purgeExpiredAudit } from '../audit/audit.service.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import { createPollingLoop } from '../polling-loop.js';
import { fillMissingTranslationSearch } from '../search/translation-search.repository.js';
import { publishDueItems, type SchedulerDeps } from './scheduled-publishing.js';
import { publishDueTranslations } from './translation-publishing.js';
import { purgeExpiredTrash } from './trash.service.js';

export type EditorialWorker = {
  start(): void;
  /** One pass; resolves with what it did. */
  runOnce(): Promise<{ published: number; purged: number }>;
  stop(): Promise<void>;
};

export function createEditorialWorker(deps: SchedulerDeps & {
  logger: Logger;
  clock: Clock;
  /** Called after a pass that changed public content (the app NOTIFYs every process). */
  onChange(): Promise<void> | void;
  pollMs?: number;
}): EditorialWorker {
  async function pass() {
    const now = new Date(deps.clock.now());
    // Items and their translations (each language published on its own time).
    const published = (await publishDueItems(deps, now)) + (await publishDueTranslations(deps, now));
    const purged = await purgeExpiredTrash(deps, now);
    // Translations written outside the app (an import, a restore, a hand fix) get their search words here.
    const indexed = await fillMissingTranslationSearch(deps.db);
    if (indexed > 0) deps.logger.info({ indexed }, 'editorial worker: translations written outside the app made searchable');
    if (published > 0 || purged > 0 || indexed > 0) {
      deps.logger.info({ published, purged }, 'editorial worker: scheduled items published, old trash emptied');
      await deps.onChange();
    }
    // Not public content: no one need be told.
    const expiredEntries = await purgeExpiredAudit(deps.db, now);
    if (expiredEntries > 0) deps.logger.info({ expiredEntries }, 'editorial worker: audit log entries past their retention deleted');
    return { published, purged };
  }

  const failedPass = { log: 'editorial worker pass failed', outcome: { published: 0, purged: 0 } };
  const loop = createPollingLoop({ pollMs: deps.pollMs ?? EDITORIAL_POLL_MS, pass, logger: deps.logger, failedPass, passAtStart: true });
  return { start: loop.start, runOnce: loop.run, stop: loop.stop };
}
