// Publishing the scheduled items that are due. Each is claimed with FOR UPDATE SKIP LOCKED in the
// transaction that publishes it, so two workers (in one process or several) never publish the same
// item twice: the second skips the row the first holds, and after the commit it is no longer due.
// Each publish is in the audit log, by no one (the scheduler).
import { DRAFTABLE_KINDS } from '../../../common/editorial.js';
import type { FileDeps } from '../media/file-lifecycle.js';
import type { Db } from '../db/database.js';
import { claimDueItems, setEditorialColumns } from './editorial.repository.js';
import { recordRevisionAudit } from './item-audit.js';
import { writeRevision } from './item-history.js';
import { stateColumns } from './publication.js';

/** Publishes every item due at `now`; returns how many. A time missed while the server was down is published now. */
export async function publishDueItems(deps: FileDeps & { db: Db }, now: Date, batch = 20): Promise<number> {
  let published = 0;
  for (const kind of DRAFTABLE_KINDS) {
    for (;;) {
      const count = await deps.db.transaction().execute(async (tx) => {
        const rows = await claimDueItems(tx, kind, now, batch);
        for (const row of rows) {
          // Dated at its scheduled time, even when published late.
          await setEditorialColumns(tx, kind, row.id, stateColumns(row, { status: 'published' }, row.publish_at ?? now));
          const content = await writeRevision(tx, { kind, id: row.id, editor: null, status: 'published', event: 'published', now });
          await recordRevisionAudit(tx, { kind, id: row.id, editor: null, event: 'published', now, previous: undefined, content });
        }
        return rows.length;
      });
      published += count;
      if (count < batch) break;
    }
  }
  return published;
}
