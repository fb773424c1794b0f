// The audit log's rules: what an entry records, the Activity list and its CSV export, and the
// 365-day retention. Entries are written with the db (or transaction) of the write they record,
// so a write that rolls back leaves no entry.
import { roleAllows, type AccountRole } from '../../../common/accounts.js';
import { AUDIT_CSV_COLUMNS, AUDIT_PAGE_SIZE, AUDIT_RETENTION_DAYS, type ActivityReply, type AuditAction, type AuditEntry } from '../../../common/audit.js';
import { SITE_UTC_OFFSET } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';
import { csvInBatches } from '../http/csv.js';
import {
  countAuditEntries,
  deleteAuditEntriesBefore,
  insertAuditEntry,
  listAccountNames,
  listAuditEntries,
  listAuditEntriesAfter,
  type AuditFilter,
  type AuditRow,
} from './audit.repository.js';
import type { ActivityQuery } from './audit.schema.js';

/** Who acted: an account (with the address of its request), or null for the scheduler and the purge. */
export type AuditActor = { id: number | null; name: string; address?: string | null | undefined } | null;

export type AuditRecord = {
  action: AuditAction;
  actor: AuditActor;
  at: Date;
  item?: { kind: string; id: number; title: string | null } | undefined;
  /** For an update: the content fields it changed. */
  changedFields?: string[] | undefined;
};

const DAY_MS = 86_400_000;

/** Appends one entry; pass the transaction of the write it records. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await insertAuditEntry(db, {
    at: record.at,
    user_id: record.actor?.id ?? null,
    username: record.actor?.name ?? null,
    address: record.actor?.address ?? null,
    action: record.action,
    item_kind: record.item?.kind ?? null,
    item_id: record.item?.id ?? null,
    item_title: record.item?.title ?? null,
    changed_fields: record.changedFields ?? null,
  });
}

/** Who reads the Activity list: owners read every entry, other accounts only their own. */
export type ActivityReader = { id: number; username: string; role: AccountRole };

function readsEveryone(reader: ActivityReader): boolean {
  return roleAllows(reader.role, 'own');
}

/** The query as this reader may ask it: anyone but an owner is held to their own entries, whatever `user` said. */
function queryFor(reader: ActivityReader, query: ActivityQuery): ActivityQuery {
  return readsEveryone(reader) ? query : { ...query, user: reader.id };
}

/** The filters as the repository takes them; dates are whole days in the site's time zone (India). */
function filterOf(query: ActivityQuery): AuditFilter {
  return {
    userId: query.user,
    action: query.action,
    kind: query.kind,
    from: query.from === undefined ? undefined : startOfSiteDay(query.from),
    before: query.to === undefined ? undefined : new Date(startOfSiteDay(query.to).getTime() + DAY_MS),
  };
}

function startOfSiteDay(date: string): Date {
  return new Date(`${date}T00:00:00${SITE_UTC_OFFSET}`);
}

/** One page of the Activity list, newest first, with the accounts the reader may filter by. */
export async function activityPage(db: Db, reader: ActivityReader, asked: ActivityQuery): Promise<ActivityReply> {
  const query = queryFor(reader, asked);
  const filter = filterOf(query);
  const page = query.page ?? 1;
  const [rows, count, users] = await Promise.all([
    listAuditEntries(db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
    countAuditEntries(db, filter),
    readsEveryone(reader) ? listAccountNames(db) : [{ id: reader.id, username: reader.username }],
  ]);
  return { entries: rows.map(entryOf), total_pages: Math.ceil(count / AUDIT_PAGE_SIZE), users };
}

const CSV_BATCH = 1000;

/** Every matching entry the reader may see as CSV text, newest first, a header line then a batch of lines at a time. */
export async function* activityCsv(db: Db, reader: ActivityReader, asked: ActivityQuery): AsyncGenerator<string> {
  const filter = filterOf(queryFor(reader, asked));
  yield* csvInBatches(
    AUDIT_CSV_COLUMNS,
    CSV_BATCH,
    (last: AuditRow | undefined, limit) => listAuditEntriesAfter(db, filter, last && { at: last.at, id: last.id }, limit),
    (row) => csvFields(entryOf(row)),
  );
}

function csvFields(entry: AuditEntry): string[] {
  return [
    entry.at,
    entry.user ?? '',
    entry.address ?? '',
    entry.action,
    entry.kind ?? '',
    entry.item_id === null ? '' : String(entry.item_id),
    entry.title ?? '',
    entry.changed_fields.join(' '),
  ];
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    user: row.username,
    address: row.address,
    action: row.action as AuditAction,
    kind: row.item_kind,
    item_id: row.item_id,
    title: row.item_title,
    changed_fields: row.changed_fields ?? [],
  };
}

/** Deletes the entries older than AUDIT_RETENTION_DAYS at `now`; returns how many. */
export async function purgeExpiredAudit(db: Db, now: Date): Promise<number> {
  return deleteAuditEntriesBefore(db, new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS), AUDIT_RETENTION_DAYS);
}
