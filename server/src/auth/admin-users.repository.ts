// Queries of the admin_users table.
import { sql } from 'kysely';
import { countRows } from '../db/count-rows.js';
import type { Db } from '../db/database.js';
import type { AccountRole } from '../../../common/accounts.js';
import type { AdminUserRow } from '../db/schema.js';

export function findAdminByEmail(db: Db, email: string): Promise<AdminUserRow | undefined> {
  return db
    .selectFrom('admin_users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findAdminById(db: Db, id: number): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function countAdmins(db: Db): Promise<number> {
  return countRows(db.selectFrom('admin_users'));
}

export function insertAdmin(
  db: Db,
  admin: { email: string; username: string; password_hash: string | null; role: AccountRole },
): Promise<AdminUserRow> {
  return db.insertInto('admin_users').values(admin).returningAll().executeTakeFirstOrThrow();
}

export async function updateAdminPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ password_hash: passwordHash, password_changed_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function recordSignIn(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('admin_users').set({ last_sign_in_at: at }).where('id', '=', id).execute();
}

/** Stores a stronger hash of the same password (parameters raised); not a password change. */
export async function replaceAdminHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('admin_users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** Ends every stored session of an admin, except `keepSessionId` when given. */
export async function deleteSessionsOfAdmin(db: Db, adminId: number, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom('session').where(sql<string>`sess->>'userId'`, '=', String(adminId));
  if (keepSessionId) query = query.where('sid', '<>', keepSessionId);
  await query.execute();
}

/** Turns two-factor sign-in off: secret, set-up, last step and recovery codes all go. */
export async function clearTwoFactor(db: Db, adminId: number): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', adminId)
    .execute();
  await db.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
}
