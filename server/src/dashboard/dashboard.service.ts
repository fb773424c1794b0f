// The admin dashboard's overview: counts per type, the latest contact messages with their
// delivery state, the items added or edited last, the scheduled items due soonest, and the drafts
// that missed their scheduled time.
import { roleAllows, type AccountRole } from '../../../common/accounts.js';
import type { AdminOverview, BackupStatus } from '../../../common/api-types.js';
import { listBackupArchives, withNewestArchive } from '../backup/backup-folder.js';
import { backupStatus, backupStatusWithoutDetails } from '../backup/backup-runs.service.js';
import { inboxTotals } from '../contact/contact.repository.js';
import { latestContactMessages } from '../contact/contact.service.js';
import type { Db } from '../db/database.js';
import { countEditorial, countEverything, listLatestChanges, listMissedSchedules, listPublishingSoon } from './dashboard.repository.js';

export type BackupSettings = { everyMs: number | undefined; dir: string };

/** How many of the latest messages and changes, and of the scheduled items due soonest, the overview shows. */
export const OVERVIEW_LIST_SIZE = 5;

/** Where no backup is recorded, the folder's newest archive (only then is the folder read). */
async function overviewBackupStatus(db: Db, backups: BackupSettings): Promise<BackupStatus> {
  const status = await backupStatus(db, backups.everyMs);
  return status.last_success ? status : withNewestArchive(status, await listBackupArchives(backups.dir));
}

/**
 * `reader`: the role asking; only owners get the backup's file name and error text.
 * `backups`: BACKUP_EVERY, shown beside the last backup, and BACKUP_DIR.
 */
export async function adminOverview(db: Db, reader: AccountRole, backups: BackupSettings): Promise<AdminOverview> {
  const [backup, counts, inbox, editorial, missed, soon, messages, changes] = await Promise.all([
    overviewBackupStatus(db, backups),
    countEverything(db),
    inboxTotals(db),
    countEditorial(db),
    listMissedSchedules(db),
    listPublishingSoon(db, OVERVIEW_LIST_SIZE),
    latestContactMessages(db, OVERVIEW_LIST_SIZE),
    listLatestChanges(db, OVERVIEW_LIST_SIZE),
  ]);
  return {
    backup: roleAllows(reader, 'own') ? backup : backupStatusWithoutDetails(backup),
    // Unread as the inbox counts it, so the overview and the inbox never disagree.
    counts: { ...counts, unread_messages: inbox.unread },
    editorial,
    missed_schedules: missed.map((row) => ({ type: row.type, id: row.id, title: row.title, at: row.at.toISOString() })),
    publishing_soon: soon.map((row) => ({ type: row.type, id: row.id, title: row.title, lang: row.lang, at: row.publish_at.toISOString() })),
    latest_messages: messages,
    latest_changes: changes.map((row) => ({
      type: row.type,
      id: row.id,
      title: row.title,
      // A row's updated_at starts equal to its created_at; any later write moves it.
      action: row.updated_at.getTime() > row.created_at.getTime() ? 'edited' : 'added',
      at: row.updated_at.toISOString(),
    })),
  };
}
