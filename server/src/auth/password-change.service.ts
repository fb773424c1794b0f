// An admin changing their own password (SPEC §5, §7): old password, then the rules of new-password.ts.
import { authMessages, serverMessages } from '../../../common/messages.js';
import type { Db } from '../db/database.js';
import { recordAudit } from '../audit/audit.service.js';
import { HttpError } from '../http/errors.js';
import { deleteSessionsOfAdmin, findAdminById, updateAdminPasswordHash } from './admin-users.repository.js';
import type { PasswordChangeInput } from './auth.schema.js';
import { isCurrentPassword } from './current-password.js';
import type { LoginThrottle } from './login-throttle.js';
import { newPasswordProblemFor } from './new-password.js';
import { hashPassword } from './password-hashing.js';

/** The password form reads `status` and `message`; `error` is added by the error handler. */
export class PasswordChangeError extends HttpError {
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(status, message, { status: false, message, ...extra });
    this.name = 'PasswordChangeError';
  }
}

export type PasswordChangeContext = {
  db: Db;
  throttle: LoginThrottle;
  /** The admin of the session making the request. */
  adminId: number;
  /** Client address, to count wrong old passwords like failed logins. */
  address: string;
  /** The id of the request's device cookie if it names the account of this e-mail (see device-cookie.ts). */
  deviceId: (email: string) => string | undefined;
  /** The session making the request: it stays, every other session of the admin ends. */
  sessionId: string;
  /** When the change is made, for the audit log. */
  now: Date;
};

export async function changeOwnPassword(context: PasswordChangeContext, input: PasswordChangeInput): Promise<void> {
  const { db, throttle, adminId, sessionId } = context;
  if (input.user_id !== adminId) throw new PasswordChangeError(403, authMessages.notYourAccount);
  const admin = await findAdminById(db, adminId);
  if (!admin?.password_hash) throw new PasswordChangeError(401, serverMessages.unauthorized);

  // A stolen session must not become a way to guess the password itself (to reuse it elsewhere).
  const client = { email: admin.email, address: context.address, deviceId: context.deviceId(admin.email) };
  if (!(await isCurrentPassword({ throttle, client }, admin.password_hash, input.old_password, { status: false }))) {
    throw new PasswordChangeError(400, authMessages.oldPasswordIncorrect);
  }

  const problem = newPasswordProblemFor(admin.email, input.new_password, input.confirm_new_password);
  if (problem) throw new PasswordChangeError(400, problem);

  const hash = await hashPassword(input.new_password);
  await db.transaction().execute(async (tx) => {
    await updateAdminPasswordHash(tx, admin.id, hash);
    // Whoever else holds a session of this admin may be the reason for the change.
    await deleteSessionsOfAdmin(tx, admin.id, sessionId);
    await recordAudit(tx, { action: 'password_change', actor: { id: admin.id, name: admin.username, address: context.address }, at: context.now });
  });
}
