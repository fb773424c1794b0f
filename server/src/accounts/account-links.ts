// One-time account links (invitation 48 h, password reset 30 min): a random token goes into the
// e-mail, only its sha256 is stored, and a link works once, until it expires by the app's clock.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_HOURS, PASSWORD_RESET_MINUTES } from '../../../common/accounts.js';
import { BASE_PATH } from '../../../common/constants.js';
import type { Db } from '../db/database.js';
import type { AccountLinkPurpose } from '../db/schema.js';
import { findLiveAccountLink, insertAccountLink, voidUnusedLinks, type LiveAccountLink } from './account-links.repository.js';

export const accountLinkLifetimeMs: Record<AccountLinkPurpose, number> = {
  invite: INVITATION_HOURS * 3_600_000,
  reset: PASSWORD_RESET_MINUTES * 60_000,
};

/** A token's stored form; sha256 suffices because the token itself is 256 random bits, not a password. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes a new link of `purpose` for the account and voids its older unused ones of that purpose
 * (a second invitation makes the first e-mail's link useless). Returns the token for the e-mail.
 */
export async function createAccountLink(tx: Db, link: { adminId: number; purpose: AccountLinkPurpose; now: Date }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await voidUnusedLinks(tx, link.adminId, link.now, link.purpose);
  await insertAccountLink(tx, {
    token_hash: hashLinkToken(token),
    admin_id: link.adminId,
    purpose: link.purpose,
    expires_at: new Date(link.now.getTime() + accountLinkLifetimeMs[link.purpose]),
    created_at: link.now,
  });
  return token;
}

/** The link of a token if it works at `now`, else undefined (unknown, used, expired, or its account disabled). */
export function checkAccountLink(db: Db, token: string, now: Date): Promise<LiveAccountLink | undefined> {
  return findLiveAccountLink(db, hashLinkToken(token), now);
}

/**
 * Uses the link up inside `tx`: it is locked, checked again, and with it every other unused link of
 * the account is voided. Undefined when it no longer works (a parallel request used it first).
 */
export async function consumeAccountLink(tx: Db, token: string, now: Date): Promise<LiveAccountLink | undefined> {
  const link = await findLiveAccountLink(tx, hashLinkToken(token), now, true);
  if (!link) return undefined;
  await voidUnusedLinks(tx, link.admin_id, now);
  return link;
}

/**
 * The address the e-mail gives. The token is in the fragment, which browsers never send: it stays
 * out of server logs and Referer headers.
 */
export function accountLinkUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${BASE_PATH}/set-password#token=${token}`;
}
