// The optional purge hook (CDN_PURGE_URL): after a write, the process that made it POSTs
// `{ "tags": [...] }` there, so a CDN (or a small relay to its purge API) drops the replies that
// showed what changed. Sent by the writer, not by each process hearing the NOTIFY: one write, one
// purge, however many processes run.
import type { Logger } from 'pino';

/** A CDN's purge API answers in well under a second; a stuck one must not pile up requests. */
const PURGE_TIMEOUT_MS = 5000;

export type CdnPurger = {
  /** Sends the purge in the background; never throws, logs a failure. Resolves when it is done (for tests). */
  purge(tags: readonly string[]): Promise<void>;
};

export function cdnPurger(options: { url: string | undefined; logger: Logger; timeoutMs?: number }): CdnPurger {
  const { url, logger } = options;
  const timeoutMs = options.timeoutMs ?? PURGE_TIMEOUT_MS;
  return {
    async purge(tags) {
      if (!url || tags.length === 0) return;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Drained, so the connection goes back to the pool.
        await res.arrayBuffer().catch(() => undefined);
        if (!res.ok) logger.warn({ status: res.status, tags }, 'the CDN purge hook refused the purge');
      } catch (error) {
        logger.warn({ err: error, tags }, 'the CDN purge hook could not be reached; the CDN serves what it has until s-maxage runs out');
      }
    },
  };
}
