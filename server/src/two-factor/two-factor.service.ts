// The rules of two-factor sign-in: setting it up (a secret sealed with SECRETS_KEY, confirmed by a
// first code), recovery codes, turning it off, an owner's reset, and judging the code of a sign-in
// (each TOTP step and each recovery code accepted once).
import {
  accountMessages,
  FRESH_SIGN_IN_MINUTES,
  type RecoveryCodesReply,
  type TwoFactorSetupReply,
  type TwoFactorStatusReply,
  type UserReply,
} from '../../../common/accounts.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { clearTwoFactor, findAdminById } from '../auth/admin-users.repository.js';
import { isCurrentPassword, type PasswordAgain } from '../auth/current-password.js';
import { openSecret, sealSecret } from '../auth/secret-box.js';
import { twoFactorOnMail } from '../accounts/account-mail.js';
import { accountSummaryOf } from '../accounts/account-summary.js';
import type { SigningInAccount } from '../auth/sign-in.js';
import type { Db } from '../db/database.js';
import type { AdminUserRow } from '../db/schema.js';
import { HttpError, NotFoundError, ServiceUnavailableError, ValidationError } from '../http/errors.js';
import { queueMail } from '../mail/mail-queue.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  enableTwoFactor,
  isTwoFactorRequired,
  replaceRecoveryCodes,
  storePendingSecret,
  useRecoveryCode,
} from './two-factor.repository.js';
import { enrolmentOf, isTotpCodeShaped, newTotpSecret, stepOfCode } from './totp.js';

export type TwoFactorContext = { db: Db; secretsKey: Buffer; now: Date };

async function accountRow(db: Db, id: number): Promise<AdminUserRow> {
  const row = await findAdminById(db, id);
  // requireAdmin found the account a moment ago; gone since, it is as unknown as any other id.
  if (!row) throw new NotFoundError(accountMessages.userNotFound);
  return row;
}

export async function twoFactorStatus(db: Db, adminId: number): Promise<TwoFactorStatusReply> {
  const [row, codesLeft, required] = await Promise.all([accountRow(db, adminId), countUnusedRecoveryCodes(db, adminId), isTwoFactorRequired(db)]);
  return { enabled: row.totp_enabled_at !== null, recovery_codes_left: codesLeft, required };
}

/** Proof that the account's owner is at the keyboard: when the session signed in, and the password if given. */
export type SetupProof = { signedInAt: number; password: PasswordProof | undefined };

/**
 * A new secret waiting for its first code; an earlier set-up not confirmed is replaced. Whoever
 * sets it up holds the second factor from then on, so a stolen session must not be enough: the
 * password is asked for again unless the session signed in within FRESH_SIGN_IN_MINUTES.
 */
export async function startTwoFactorSetup(ctx: TwoFactorContext, adminId: number, proof: SetupProof): Promise<TwoFactorSetupReply> {
  const { db, secretsKey, now } = ctx;
  const row = await accountRow(db, adminId);
  if (row.totp_enabled_at !== null) throw new HttpError(409, accountMessages.twoFactorAlreadyOn);
  if (proof.password) await requirePassword(row, proof.password);
  else if (now.getTime() - proof.signedInAt > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new HttpError(403, accountMessages.twoFactorSetupPasswordNeeded, { code: 'password_required' });
  }
  const secret = newTotpSecret();
  await storePendingSecret(db, adminId, sealSecret(secretsKey, secret));
  const { otpauthUrl, qrSvg } = await enrolmentOf(secret, row.email);
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/**
 * The first code proves the app holds the secret: two-factor sign-in is on, with new recovery
 * codes, and the account is told by e-mail (in case that was not its owner).
 */
export async function confirmTwoFactorSetup(ctx: TwoFactorContext, adminId: number, code: string, actor: AuditActor): Promise<RecoveryCodesReply> {
  const row = await accountRow(ctx.db, adminId);
  if (row.totp_enabled_at !== null) throw new HttpError(409, accountMessages.twoFactorAlreadyOn);
  const pending = row.totp_pending_secret;
  if (pending === null) throw new HttpError(409, accountMessages.twoFactorNotSetUp);
  const step = await stepOfCode(openTotpSecret(ctx, pending), code.replace(/\s/g, ''), ctx.now.getTime());
  if (step === null) throw new ValidationError(accountMessages.twoFactorWrong);
  const codes = newRecoveryCodes();
  await ctx.db.transaction().execute(async (tx) => {
    // The confirming code's step counts as used: it cannot sign in a second time.
    if (!(await enableTwoFactor(tx, adminId, pending, step, ctx.now))) throw new HttpError(409, accountMessages.twoFactorNotSetUp);
    await replaceRecoveryCodes(tx, adminId, codes.map(hashRecoveryCode));
    await recordAudit(tx, { action: 'two_factor_on', actor, at: ctx.now, item: accountItem(row) });
    await queueMail(tx, { to: row.email, ...twoFactorOnMail({ name: row.username, at: ctx.now, address: actor?.address ?? undefined }), at: ctx.now });
  });
  return { recovery_codes: codes, message: accountMessages.twoFactorOn };
}

/** The password a step asks for again, and the sign-in's limit that counts it. */
export type PasswordProof = { password: string; check: PasswordAgain };

export async function disableTwoFactor(ctx: TwoFactorContext, adminId: number, proof: PasswordProof, actor: AuditActor): Promise<{ message: string }> {
  const row = await accountRow(ctx.db, adminId);
  if (await isTwoFactorRequired(ctx.db)) throw new HttpError(409, accountMessages.twoFactorRequiredCannotDisable);
  await requirePassword(row, proof);
  await ctx.db.transaction().execute(async (tx) => {
    await clearTwoFactor(tx, adminId);
    // Off already (perhaps a set-up never confirmed): nothing changed worth an entry.
    if (row.totp_enabled_at !== null) await recordAudit(tx, { action: 'two_factor_off', actor, at: ctx.now, item: accountItem(row) });
  });
  return { message: accountMessages.twoFactorOff };
}

/** A new set of recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(ctx: TwoFactorContext, adminId: number, proof: PasswordProof): Promise<RecoveryCodesReply> {
  const row = await accountRow(ctx.db, adminId);
  await requirePassword(row, proof);
  if (row.totp_enabled_at === null) throw new HttpError(409, accountMessages.twoFactorNotSetUp);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, adminId, codes.map(hashRecoveryCode));
  return { recovery_codes: codes, message: accountMessages.recoveryCodesNew };
}

/** An owner's reset of an account that lost its phone and its codes: it sets two-factor sign-in up again. */
export async function resetTwoFactor(ctx: TwoFactorContext, accountId: number, actor: AuditActor): Promise<UserReply> {
  const row = await accountRow(ctx.db, accountId);
  await ctx.db.transaction().execute(async (tx) => {
    await clearTwoFactor(tx, accountId);
    await recordAudit(tx, { action: 'two_factor_reset', actor, at: ctx.now, item: accountItem(row) });
  });
  const reset = { ...row, has_password: row.password_hash !== null, two_factor: false };
  return { user: accountSummaryOf(reset), message: accountMessages.twoFactorReset };
}

export type SignInCode = { code?: string | undefined; recovery_code?: string | undefined };

/**
 * Judges the code of a sign-in waiting after its password: 'right' if it is right and unused (it
 * is used now), 'wrong' if not, 'gone' if the account can no longer sign in this way (disabled,
 * deleted, or its two-factor sign-in reset meanwhile).
 */
export async function checkSignInCode(
  ctx: TwoFactorContext,
  adminId: number,
  input: SignInCode,
): Promise<{ outcome: 'right' | 'wrong'; account: SigningInAccount } | { outcome: 'gone' }> {
  const row = await findAdminById(ctx.db, adminId);
  if (!row || row.disabled_at !== null || row.password_hash === null || row.totp_enabled_at === null || row.totp_secret === null) {
    return { outcome: 'gone' };
  }
  const code = (input.code ?? '').replace(/\s/g, '');
  const accepted =
    input.recovery_code !== undefined || !isTotpCodeShaped(code)
      ? await useRecoveryCode(ctx.db, adminId, hashRecoveryCode(input.recovery_code ?? code), ctx.now)
      : await acceptTotpCode(ctx, row, row.totp_secret, code);
  return { outcome: accepted ? 'right' : 'wrong', account: { id: row.id, username: row.username, email: row.email } };
}

async function acceptTotpCode(ctx: TwoFactorContext, row: AdminUserRow, sealedSecret: string, code: string): Promise<boolean> {
  const step = await stepOfCode(openTotpSecret(ctx, sealedSecret), code, ctx.now.getTime());
  if (step === null) return false;
  // A code of the step last accepted, or an earlier one, was seen already (or is older than it): replay.
  if (row.totp_last_step !== null && step <= Number(row.totp_last_step)) return false;
  // The same check again in the UPDATE itself, for a second request with this code in flight.
  return claimTotpStep(ctx.db, row.id, step);
}

async function requirePassword(row: AdminUserRow, { password, check }: PasswordProof): Promise<void> {
  if (!(await isCurrentPassword(check, row.password_hash, password))) throw new ValidationError(accountMessages.passwordWrong);
}

function accountItem(row: AdminUserRow): { kind: 'users'; id: number; title: string } {
  return { kind: 'users', id: row.id, title: row.username };
}

/**
 * A secret that does not open was sealed with another SECRETS_KEY (the server's was changed): no
 * code can be judged, which the reply says instead of a bare 500.
 */
function openTotpSecret(ctx: TwoFactorContext, sealed: string): string {
  try {
    return openSecret(ctx.secretsKey, sealed);
  } catch {
    throw new ServiceUnavailableError(accountMessages.secretUnreadable);
  }
}
