// The rules of the Users screen: inviting (account, link and e-mail in one transaction), sending an
// invitation again, changing a role or name, disabling, deleting, and the account policy. Every
// change is recorded in the audit log in the transaction that makes it; the last active owner always stays.
import { accountMessages, type UserReply, type UsersReply } from '../../../common/accounts.js';
import type { AuditAction } from '../../../common/audit.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { deleteSessionsOfAdmin, findAdminByEmail, insertAdmin } from '../auth/admin-users.repository.js';
import type { Db } from '../db/database.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import { queueMail, withdrawQueuedMail } from '../mail/mail-queue.js';
import { accountLinkUrl, createAccountLink } from './account-links.js';
import { invitationMail, passwordResetMail } from './account-mail.js';
import { readRequireTwoFactor, writeRequireTwoFactor } from './account-policy.repository.js';
import { accountSummaryOf } from './account-summary.js';
import { deleteAccount, findAccount, listAccounts, lockActiveOwnerIds, updateAccount, type AccountListRow } from './users.repository.js';
import type { InviteUserInput, UpdateUserInput } from './users.schema.js';

export type UsersContext = {
  db: Db;
  /** The owner making the request. */
  actor: { id: number; name: string; address: string };
  now: Date;
  /** The site's origin for links in e-mails: PUBLIC_BASE_URL's, else the request's. */
  linkOrigin: string;
  /**
   * Whether a mail server is set (SMTP_URL). Without one an invitation is only written to a file on
   * the server, so the owner is handed its link to pass on, and is not told it was sent.
   */
  mailConfigured: boolean;
};

const conflict = (message: string) => new HttpError(409, message);

function auditActor({ actor }: Pick<UsersContext, 'actor'>): AuditActor {
  return { id: actor.id, name: actor.name, address: actor.address };
}

function accountItem(account: { id: number; username: string }) {
  return { kind: 'users', id: account.id, title: account.username };
}

export async function listUsers(db: Db): Promise<UsersReply> {
  const [rows, requireTwoFactor] = await Promise.all([listAccounts(db), readRequireTwoFactor(db)]);
  return { users: rows.map(accountSummaryOf), require_two_factor: requireTwoFactor };
}

/** Creates the invited account (no password yet), its 48-hour link and the e-mail, all or nothing. */
export async function inviteUser(context: UsersContext, input: InviteUserInput): Promise<UserReply> {
  const account = await context.db.transaction().execute(async (tx) => {
    if (await findAdminByEmail(tx, input.email)) throw conflict(accountMessages.emailTaken);
    const row = await insertAdmin(tx, { email: input.email, username: input.name, password_hash: null, role: input.role }).catch(
      (error: unknown) => {
        // Another request took the address between the look-up and the insert (unique index on lower(email)).
        if ((error as { code?: unknown }).code === '23505') throw conflict(accountMessages.emailTaken);
        throw error;
      },
    );
    const link = await sendInvitation(tx, context, row);
    await recordAudit(tx, { action: 'user_added', actor: auditActor(context), at: context.now, item: accountItem(row) });
    return { row: await findAccount(tx, row.id), link };
  });
  const user = accountSummaryOf(account.row!);
  if (!context.mailConfigured) return { user, message: accountMessages.invitedWithoutMail(input.email), link: account.link };
  return { user, message: accountMessages.invited(input.email) };
}

/** A new link and e-mail for an account that has not accepted yet; the earlier link stops working. */
export async function resendInvitation(context: UsersContext, id: number): Promise<UserReply> {
  const account = await context.db.transaction().execute(async (tx) => {
    const row = await findAccount(tx, id, true);
    if (!row) throw new NotFoundError(accountMessages.userNotFound);
    if (row.has_password) throw conflict(accountMessages.notInvited);
    const link = await sendInvitation(tx, context, row);
    // No action of its own: the log's user_added reads "Invited an account", which this does again.
    await recordAudit(tx, { action: 'user_added', actor: auditActor(context), at: context.now, item: accountItem(row) });
    return { row, link };
  });
  const user = accountSummaryOf(account.row);
  if (!context.mailConfigured) return { user, message: accountMessages.invitationRenewedWithoutMail(user.email), link: account.link };
  return { user, message: accountMessages.invitationResent(user.email) };
}

/**
 * A password link for an active account, made by an owner (a colleague who forgot theirs): e-mailed
 * as Forgot password's is, and, while no mail server is set, handed to the owner to pass on. The
 * account's earlier unused reset links stop working.
 */
export async function makePasswordLink(context: UsersContext, id: number): Promise<UserReply> {
  refuseSelf(context, id);
  const made = await context.db.transaction().execute(async (tx) => {
    const row = await findAccount(tx, id, true);
    if (!row) throw new NotFoundError(accountMessages.userNotFound);
    if (!row.has_password || row.disabled_at !== null) throw conflict(accountMessages.resetLinkNotActive);
    const token = await createAccountLink(tx, { adminId: row.id, purpose: 'reset', now: context.now });
    const link = accountLinkUrl(context.linkOrigin, token);
    await queueMail(tx, { to: row.email, ...passwordResetMail({ name: row.username, url: link }), at: context.now });
    return { row, link };
  });
  const user = accountSummaryOf(made.row);
  if (!context.mailConfigured) return { user, message: accountMessages.resetLinkWithoutMail(user.email), link: made.link };
  return { user, message: accountMessages.resetLinkSent(user.email) };
}

/** A new invitation link and its e-mail; resolves with the link. */
async function sendInvitation(
  tx: Db,
  context: UsersContext,
  account: { id: number; username: string; email: string; role: AccountListRow['role'] },
): Promise<string> {
  const token = await createAccountLink(tx, { adminId: account.id, purpose: 'invite', now: context.now });
  const url = accountLinkUrl(context.linkOrigin, token);
  const mail = invitationMail({ name: account.username, role: account.role, invitedBy: context.actor.name, url });
  await queueMail(tx, { to: account.email, ...mail, at: context.now });
  return url;
}

/**
 * The account to change, locked, with the ids of the active owners, also locked. The owners are
 * locked first and always in the same order, so two owners demoting each other at the same moment
 * take turns (no deadlock) and the second sees the first's change.
 */
async function lockAccountAndOwners(tx: Db, id: number): Promise<{ account: AccountListRow; ownerIds: number[] }> {
  const ownerIds = await lockActiveOwnerIds(tx);
  const account = await findAccount(tx, id, true);
  if (!account) throw new NotFoundError(accountMessages.userNotFound);
  return { account, ownerIds };
}

/** The change would leave no owner able to act: `id` is an active owner and the only one. */
function isLastOwner(ownerIds: number[], id: number): boolean {
  return ownerIds.length === 1 && ownerIds[0] === id;
}

/** Refused for the owner's own account: their password, two factors and sessions have their own screens. */
function refuseSelf(context: UsersContext, id: number): void {
  if (id === context.actor.id) throw conflict(accountMessages.notYourself);
}

export async function updateUser(context: UsersContext, id: number, input: UpdateUserInput): Promise<UserReply> {
  refuseSelf(context, id);
  const updated = await context.db.transaction().execute(async (tx) => {
    const { account: before, ownerIds } = await lockAccountAndOwners(tx, id);
    const roleChanges = input.role !== undefined && input.role !== before.role;
    const nameChanges = input.name !== undefined && input.name !== before.username;
    const disabledChanges = input.disabled !== undefined && input.disabled !== (before.disabled_at !== null);
    const losesOwnerRights = (roleChanges && input.role !== 'owner') || (disabledChanges && input.disabled === true);
    if (losesOwnerRights && isLastOwner(ownerIds, id)) throw conflict(accountMessages.lastOwner);

    await updateAccount(
      tx,
      id,
      {
        ...(roleChanges ? { role: input.role } : {}),
        ...(nameChanges ? { username: input.name } : {}),
        ...(disabledChanges ? { disabled_at: input.disabled ? context.now : null } : {}),
      },
      context.now,
    );
    // A disabled account is signed out everywhere at once, not at its sessions' next request.
    if (disabledChanges && input.disabled) await deleteSessionsOfAdmin(tx, id);

    const item = accountItem({ id, username: nameChanges ? input.name! : before.username });
    const entries: { action: AuditAction; changedFields?: string[] }[] = [];
    if (nameChanges) entries.push({ action: 'update', changedFields: ['name'] });
    if (roleChanges) entries.push({ action: 'role_change', changedFields: ['role'] });
    if (disabledChanges) entries.push({ action: input.disabled ? 'user_disabled' : 'user_enabled' });
    for (const entry of entries) {
      await recordAudit(tx, { ...entry, actor: auditActor(context), at: context.now, item });
    }
    return findAccount(tx, id);
  });
  return { user: accountSummaryOf(updated!), message: accountMessages.userUpdated };
}

export async function deleteUser(context: UsersContext, id: number): Promise<{ message: string }> {
  refuseSelf(context, id);
  await context.db.transaction().execute(async (tx) => {
    const { account, ownerIds } = await lockAccountAndOwners(tx, id);
    if (isLastOwner(ownerIds, id)) throw conflict(accountMessages.lastOwner);
    // Written before the row goes; the entry keeps the name (its user_id link is cleared by the delete).
    await recordAudit(tx, { action: 'user_deleted', actor: auditActor(context), at: context.now, item: accountItem(account) });
    await deleteSessionsOfAdmin(tx, id);
    // An invitation still waiting would otherwise go out with a link that no longer works.
    await withdrawQueuedMail(tx, account.email);
    await deleteAccount(tx, id);
  });
  return { message: accountMessages.userDeleted };
}

export async function setAccountPolicy(
  context: Omit<UsersContext, 'linkOrigin' | 'mailConfigured'>,
  requireTwoFactor: boolean,
): Promise<{ require_two_factor: boolean; message: string }> {
  await context.db.transaction().execute(async (tx) => {
    await writeRequireTwoFactor(tx, requireTwoFactor, context.now);
    await recordAudit(tx, { action: 'account_policy_change', actor: auditActor(context), at: context.now });
  });
  return { require_two_factor: requireTwoFactor, message: accountMessages.policyUpdated };
}
