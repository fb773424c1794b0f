// Queries of connect-pg-simple's `session` table, read as a list of an account's sessions.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** What a stored session tells about itself (the fields session.ts keeps), and when it expires. */
export type StoredSession = {
  sid: string;
  loginAt: number | null;
  userAgent: string | null;
  address: string | null;
  expire: Date;
};

/**
 * The sessions of an account whose idle expiry has not passed at `now`, latest expiry first.
 * connect-pg-simple writes `expire` (a timestamp without time zone) through to_timestamp() and
 * compares it the same way, so it is read back through timestamptz to get the instant it meant.
 */
export async function listUnexpiredSessionsOfAdmin(db: Db, adminId: number, now: Date): Promise<StoredSession[]> {
  const rows = await db
    .selectFrom('session')
    .select([
      'sid',
      sql<string | null>`sess->>'loginAt'`.as('loginAt'),
      sql<string | null>`sess->>'userAgent'`.as('userAgent'),
      sql<string | null>`sess->>'address'`.as('address'),
      sql<Date>`expire::timestamptz`.as('expire'),
    ])
    .where(sql<string>`sess->>'userId'`, '=', String(adminId))
    .where(sql<boolean>`expire >= to_timestamp(${Math.ceil(now.getTime() / 1000)})`)
    .orderBy('expire', 'desc')
    .orderBy('sid')
    .execute();
  return rows.map((row) => ({ ...row, loginAt: row.loginAt === null ? null : Number(row.loginAt) }));
}

/** Deletes one session of an account; false when it is not there (or not that account's). */
export async function deleteSessionOfAdmin(db: Db, adminId: number, sid: string): Promise<boolean> {
  const result = await db.deleteFrom('session').where('sid', '=', sid).where(sql<string>`sess->>'userId'`, '=', String(adminId)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every session of an account but `keepSid` (when given); returns how many. */
export async function deleteSessionsOfAdminExcept(db: Db, adminId: number, keepSid: string | undefined): Promise<number> {
  let query = db.deleteFrom('session').where(sql<string>`sess->>'userId'`, '=', String(adminId));
  if (keepSid !== undefined) query = query.where('sid', '<>', keepSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
