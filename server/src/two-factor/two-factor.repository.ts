// Queries of two-factor sign-in: the TOTP columns of admin_users and the recovery_codes table.
// The two that accept a code are single conditional UPDATEs, so two requests racing with the same
// code cannot both pass.
import { sql } from 'kysely';
import { countRows } from '../db/count-rows.js';
import type { Db } from '../db/database.js';
import { REQUIRE_TWO_FACTOR_KEY } from '../http/session-account.repository.js';

export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select(sql<boolean>`(value)::boolean`.as('required'))
    .where('key', '=', REQUIRE_TWO_FACTOR_KEY)
    .executeTakeFirst();
  return row?.required ?? false;
}

export function countUnusedRecoveryCodes(db: Db, adminId: number): Promise<number> {
  return countRows(db.selectFrom('recovery_codes').where('admin_id', '=', adminId).where('used_at', 'is', null));
}

export async function storePendingSecret(db: Db, adminId: number, sealedSecret: string): Promise<void> {
  await db.updateTable('admin_users').set({ totp_pending_secret: sealedSecret }).where('id', '=', adminId).execute();
}

/**
 * Makes the pending secret the account's, with `step` as the last code used; false when another
 * request turned it on first or started a new set-up meanwhile.
 */
export async function enableTwoFactor(db: Db, adminId: number, pendingSecret: string, step: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('admin_users')
    .set({ totp_secret: pendingSecret, totp_pending_secret: null, totp_enabled_at: at, totp_last_step: step })
    .where('id', '=', adminId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_pending_secret', '=', pendingSecret)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceRecoveryCodes(db: Db, adminId: number, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ admin_id: adminId, code_hash })))
    .execute();
}

/** Records `step` as the last accepted, only if it is later than the one stored: false for a replay. */
export async function claimTotpStep(db: Db, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_users')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where('totp_enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks an unused recovery code of the account used; false when there is no such code. */
export async function useRecoveryCode(db: Db, adminId: number, codeHash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
