// Publishing the scheduled items that are due. Each is claimed with FOR UPDATE SKIP LOCKED in the
// transaction that publishes it, so two workers (in one process or several) never publish the same
// item twice: the second skips the row the first holds, and after the commit it is no longer due.
// Each publish is in the audit log, by no one (the scheduler).
//
// An item is checked again when it comes due: an edit or an inline delete made after it was
// scheduled may have left it short of what publishing needs. Such an item is not published: it
// becomes a draft again, and the editor who scheduled it is told by e-mail why.
import { DRAFTABLE_KINDS, type EditorialKind } from '../../../common/editorial.js';
import type { FileDeps } from '../media/file-lifecycle.js';
import type { Db } from '../db/database.js';
import { queueMail } from '../mail/mail-queue.js';
import { claimDueItems, setEditorialColumns, type EditorialRow } from './editorial.repository.js';
import { recordRevisionAudit, titleOfContent } from './item-audit.js';
import { writeRevision } from './item-history.js';
import { notPublishedMail } from './not-published-mail.js';
import { reasonNotToPublish } from './publishable.js';
import { stateColumns } from './publication.js';
import { findSchedulingAccount } from './revisions.repository.js';

export type SchedulerDeps = FileDeps & {
  /** The site's origin for the link in a not-published mail; undefined while the server does not know it yet. */
  linkOrigin?: (() => string | undefined) | undefined;
};

/** Publishes every item due at `now`; returns how many. A time missed while the server was down is published now. */
export async function publishDueItems(deps: SchedulerDeps, now: Date, batch = 20): Promise<number> {
  let published = 0;
  for (const kind of DRAFTABLE_KINDS) {
    for (;;) {
      const counts = await deps.db.transaction().execute(async (tx) => {
        const rows = await claimDueItems(tx, kind, now, batch);
        let went = 0;
        for (const row of rows) {
          const reason = await reasonNotToPublish(tx, kind, row.id);
          if (reason === undefined) {
            await publishOnTime(tx, kind, row, now);
            went += 1;
          } else {
            await returnToDraft(tx, deps, { kind, row, reason, now });
          }
        }
        return { claimed: rows.length, went };
      });
      published += counts.went;
      if (counts.claimed < batch) break;
    }
  }
  return published;
}

async function publishOnTime(tx: Db, kind: EditorialKind, row: EditorialRow, now: Date): Promise<void> {
  // Dated at its scheduled time, even when published late.
  await setEditorialColumns(tx, kind, row.id, stateColumns(row, { status: 'published' }, row.publish_at ?? now));
  const content = await writeRevision(tx, { kind, id: row.id, editor: null, status: 'published', event: 'published', now });
  await recordRevisionAudit(tx, { kind, id: row.id, editor: null, event: 'published', now, previous: undefined, content });
}

async function returnToDraft(tx: Db, deps: SchedulerDeps, held: { kind: EditorialKind; row: EditorialRow; reason: string; now: Date }): Promise<void> {
  const { kind, row, reason, now } = held;
  await setEditorialColumns(tx, kind, row.id, stateColumns(row, { status: 'draft' }, now));
  const event = 'not_published';
  const content = await writeRevision(tx, { kind, id: row.id, editor: null, status: 'draft', event, now });
  await recordRevisionAudit(tx, { kind, id: row.id, editor: null, event, now, previous: undefined, content });
  deps.logger.warn({ kind, id: row.id, reason }, 'scheduler: a due item lacked what publishing needs; it is a draft again');
  const account = await findSchedulingAccount(tx, kind, row.id);
  if (!account) return;
  const notice = { name: account.username, kind, id: row.id, title: titleOfContent(kind, content) ?? '', due: row.publish_at ?? now, reason, origin: deps.linkOrigin?.() };
  await queueMail(tx, { to: account.email, ...notPublishedMail(notice), at: now });
}
