// Queries of the audit_log table (migration audit-log): appending, the filtered list, the purge.
import { sql, type SelectQueryBuilder } from 'kysely';
import { countRows } from '../db/count-rows.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export type AuditRow = {
  id: string;
  at: Date;
  username: string | null;
  address: string | null;
  action: string;
  item_kind: string | null;
  item_id: number | null;
  item_title: string | null;
  changed_fields: string[] | null;
};

export type NewAuditRow = Omit<AuditRow, 'id'> & { user_id: number | null };

/** Which entries a list or export covers; `before` is an exclusive upper bound of `at`. */
export type AuditFilter = { userId?: number | undefined; action?: string | undefined; kind?: string | undefined; from?: Date | undefined; before?: Date | undefined };

export async function insertAuditEntry(db: Db, row: NewAuditRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

const columns = ['id', 'at', 'username', 'address', 'action', 'item_kind', 'item_id', 'item_title', 'changed_fields'] as const;

function filtered<O>(query: SelectQueryBuilder<Database, 'audit_log', O>, filter: AuditFilter): SelectQueryBuilder<Database, 'audit_log', O> {
  let q = query;
  if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId);
  if (filter.action !== undefined) q = q.where('action', '=', filter.action);
  if (filter.kind !== undefined) q = q.where('item_kind', '=', filter.kind);
  if (filter.from !== undefined) q = q.where('at', '>=', filter.from);
  if (filter.before !== undefined) q = q.where('at', '<', filter.before);
  return q;
}

/**
 * Who made the item's newest entry (its last change), or its newest entry made at `at`; null when
 * no person did, or there is none.
 */
export async function findLatestActorOf(db: Db, kind: string, itemId: number, at?: Date): Promise<string | null> {
  const entries = db.selectFrom('audit_log').select('username').where('item_kind', '=', kind).where('item_id', '=', itemId);
  const row = await (at === undefined ? entries : entries.where('at', '=', at)).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.username ?? null;
}

/** One page of entries, newest first. */
export async function listAuditEntries(db: Db, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
  return filtered(db.selectFrom('audit_log').select(columns), filter)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  return countRows(filtered(db.selectFrom('audit_log'), filter));
}

/** Up to `limit` entries, newest first, that come after `cursor` in that order (all of them, page by page, for the export). */
export async function listAuditEntriesAfter(db: Db, filter: AuditFilter, cursor: { at: Date; id: string } | undefined, limit: number): Promise<AuditRow[]> {
  let query = filtered(db.selectFrom('audit_log').select(columns), filter);
  if (cursor) query = query.where(sql<boolean>`(at, id) < (${cursor.at}, ${cursor.id}::bigint)`);
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Deletes the entries dated before `before`; returns how many. Never one the trigger still
 * protects (younger than `retentionDays` by the database's clock), so a clock that runs ahead
 * cannot make the purge fail.
 */
export async function deleteAuditEntriesBefore(db: Db, before: Date, retentionDays: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_log')
    .where('at', '<', before)
    .where('at', '<', sql<Date>`now() - make_interval(days => ${retentionDays}::int)`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every admin account, by name, for the list's user filter. */
export async function listAccountNames(db: Db): Promise<{ id: number; username: string }[]> {
  return db.selectFrom('admin_users').select(['id', 'username']).orderBy('username').orderBy('id').execute();
}
