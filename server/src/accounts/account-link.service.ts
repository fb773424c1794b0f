// "Forgot password" and the one-time links: sending a reset link (only to an active account with a
// password, in the same time and with the same reply otherwise), showing what a link opens, and
// setting the password through it.
import { accountMessages, type AccountLinkReply } from '../../../common/accounts.js';
import { recordAudit } from '../audit/audit.service.js';
import { deleteSessionsOfAdmin, findAdminByEmail, updateAdminPasswordHash } from '../auth/admin-users.repository.js';
import { newPasswordProblemFor } from '../auth/new-password.js';
import { hashPassword } from '../auth/password-hashing.js';
import type { Db } from '../db/database.js';
import { GoneError, ValidationError } from '../http/errors.js';
import { queueMail } from '../mail/mail-queue.js';
import { voidUnusedLinks } from './account-links.repository.js';
import { accountLinkUrl, checkAccountLink, consumeAccountLink, createAccountLink } from './account-links.js';
import { passwordResetMail } from './account-mail.js';
import type { SetPasswordInput } from './account-link.schema.js';

/**
 * Queues a reset link for the account of `email` if it is active and has a password; resolves true
 * when a mail was queued. Any other e-mail gets the same database work (a look-up and a transaction
 * voiding reset links, of nobody), so the reply time does not tell whether the address is known.
 */
export async function requestPasswordReset(context: { db: Db; now: Date; linkOrigin: string }, email: string): Promise<boolean> {
  const { db, now } = context;
  const account = await findAdminByEmail(db, email);
  const eligible = account !== undefined && account.password_hash !== null && account.disabled_at === null;
  await db.transaction().execute(async (tx) => {
    if (!eligible) {
      await voidUnusedLinks(tx, 0, now, 'reset');
      return;
    }
    const token = await createAccountLink(tx, { adminId: account.id, purpose: 'reset', now });
    await queueMail(tx, { to: account.email, ...passwordResetMail({ name: account.username, url: accountLinkUrl(context.linkOrigin, token) }), at: now });
  });
  return eligible;
}

const linkInvalid = () => new GoneError(accountMessages.linkInvalid);

export async function describeAccountLink(db: Db, token: string, now: Date): Promise<AccountLinkReply> {
  const link = await checkAccountLink(db, token, now);
  if (!link) throw linkInvalid();
  return { purpose: link.purpose, email: link.email, name: link.username };
}

/**
 * Sets the account's password through its link and uses the link up; every session of the account
 * ends (whoever held one may be why the password was reset). It does not sign in.
 */
export async function setPasswordWithLink(
  context: { db: Db; now: Date; address: string },
  token: string,
  input: SetPasswordInput,
): Promise<void> {
  const { db, now } = context;
  const link = await checkAccountLink(db, token, now);
  if (!link) throw linkInvalid();
  const problem = newPasswordProblemFor(link.email, input.new_password, input.confirm_new_password);
  if (problem) throw new ValidationError(problem);
  const hash = await hashPassword(input.new_password);
  await db.transaction().execute(async (tx) => {
    // Checked again under the link's lock: two tabs sending the form at once set the password once.
    const used = await consumeAccountLink(tx, token, now);
    if (!used) throw linkInvalid();
    await updateAdminPasswordHash(tx, used.admin_id, hash);
    await deleteSessionsOfAdmin(tx, used.admin_id);
    await recordAudit(tx, {
      action: used.purpose === 'invite' ? 'invitation_accepted' : 'password_reset',
      actor: { id: used.admin_id, name: used.username, address: context.address },
      at: now,
      item: { kind: 'users', id: used.admin_id, title: used.username },
    });
  });
}
