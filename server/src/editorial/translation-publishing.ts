// Publishing the scheduled translations that are due, as scheduled-publishing.ts does for items:
// each claimed FOR UPDATE SKIP LOCKED in the transaction that publishes it, dated at its time.
import type { Db } from '../db/database.js';
import { recordTranslationWrite } from './translation-history.js';
import { claimDueTranslations, updateTranslation } from './translations.repository.js';

/** Publishes every translation due at `now`; returns how many. */
export async function publishDueTranslations(deps: { db: Db }, now: Date, batch = 20): Promise<number> {
  let published = 0;
  for (;;) {
    const count = await deps.db.transaction().execute(async (tx) => {
      const rows = await claimDueTranslations(tx, now, batch);
      for (const row of rows) {
        const key = { kind: row.kind, itemId: row.item_id, lang: row.lang };
        const at = row.publish_at ?? now;
        await updateTranslation(tx, key, { status: 'published', publish_at: null, first_published_at: row.first_published_at ?? at }, now);
        await recordTranslationWrite(tx, { key, editor: null, event: 'published', now });
      }
      return rows.length;
    });
    published += count;
    if (count < batch) return published;
  }
}
