// Checking an admin's e-mail and password, in the same time whether or not the account exists.
import type { Db } from '../db/database.js';
import { findAdminByEmail, replaceAdminHash } from './admin-users.repository.js';
import { hashForUnknownAccounts, hashPassword, needsRehash, verifyPassword } from './password-hashing.js';

export type LoginOutcome =
  | { ok: true; admin: { id: number; username: string; twoFactor: boolean } }
  /** The reason is for the server log (and the account for the audit log) only; the client gets one message for both. */
  | { ok: false; reason: 'unknown e-mail' }
  | { ok: false; reason: 'wrong password'; adminId: number }
  /** The right password of a disabled account: the one case the reply may say more. */
  | { ok: false; reason: 'disabled'; adminId: number };

export async function checkCredentials(db: Db, email: string, password: string): Promise<LoginOutcome> {
  const admin = await findAdminByEmail(db, email);
  // An invited account has no password until its link is used: as good as unknown until then.
  if (!admin || admin.password_hash === null) {
    // A full argon2 verification all the same, so the reply time does not reveal unknown e-mails.
    await verifyPassword(await hashForUnknownAccounts(), password);
    return { ok: false, reason: 'unknown e-mail' };
  }
  if (!(await verifyPassword(admin.password_hash, password))) return { ok: false, reason: 'wrong password', adminId: admin.id };
  // The one moment the plain password is at hand: upgrade a hash made with weaker parameters.
  if (needsRehash(admin.password_hash)) await replaceAdminHash(db, admin.id, await hashPassword(password));
  if (admin.disabled_at) return { ok: false, reason: 'disabled', adminId: admin.id };
  return { ok: true, admin: { id: admin.id, username: admin.username, twoFactor: admin.totp_enabled_at !== null } };
}
