// The admin's import (issue 48): one run of importFromOldSite at a time in this process, started
// by a request and read by the next ones as it goes (its progress, then its report). The rules are
// npm run import's own (import.service.ts); this only holds the run and what it has said so far.
import type { ImportJob, ImportReportReply } from '../../../common/old-site-import.js';
import { importMessages } from '../../../common/old-site-import.js';
import type { Clock } from '../clock.js';
import { importFromOldSite, OldSiteUnavailableError } from './import.service.js';
import type { ImportDeps } from './import-item.js';
import type { ImportReport } from './import-progress.js';
import type { OldSiteLimits } from './old-site.client.js';

/**
 * Tighter than the command's: a person waits at the screen, and a request started the run. Each
 * reply is still capped by the client's own limits (bytes, per-request time, pages, redirects).
 */
export const adminImportLimits: Partial<OldSiteLimits> = { importTimeoutMs: 30 * 60_000 };

export type ImportJobs = {
  current(): ImportJob | null;
  /** Starts a run; false when one is under way (the caller answers 409). */
  start(from: string, dryRun: boolean): boolean;
  /** Resolves when the run under way (if any) has ended: for tests and shutdown. */
  settled(): Promise<void>;
};

export function createImportJobs(deps: ImportDeps & { clock: Clock; onChange(): void }): ImportJobs {
  let job: ImportJob | null = null;
  let running: Promise<void> | null = null;
  const now = () => new Date(deps.clock.now()).toISOString();

  async function run(from: string, dryRun: boolean): Promise<void> {
    const current = job!;
    try {
      const report = await importFromOldSite(deps, {
        from,
        dryRun,
        limits: adminImportLimits,
        print: (line) => (current.last_line = line),
        onProgress: (done, total) => {
          current.state = 'importing';
          current.done = done;
          current.total = total;
          // Each item written shows on the site at once, as an editor's save does.
          if (!dryRun && done > 0) deps.onChange();
        },
      });
      current.report = reportReply(report);
      current.state = 'finished';
    } catch (error) {
      current.error = error instanceof OldSiteUnavailableError ? error.message : importMessages.failed(error instanceof Error ? error.message : String(error));
      current.state = 'failed';
      deps.logger.warn({ err: error, from }, 'the admin import did not run');
    } finally {
      current.finished_at = now();
    }
  }

  return {
    current: () => job,
    start(from, dryRun) {
      if (running) return false;
      job = { from, dry_run: dryRun, state: 'reading', started_at: now(), finished_at: null, done: 0, total: null, last_line: null, report: null, error: null };
      running = run(from, dryRun).finally(() => {
        running = null;
      });
      return true;
    },
    settled: () => running ?? Promise.resolve(),
  };
}

function reportReply(report: ImportReport): ImportReportReply {
  return {
    dry_run: report.dryRun,
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
    skipped: report.skipped,
    notes: report.notes,
    bytes: report.bytes,
  };
}
