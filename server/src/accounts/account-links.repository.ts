// Queries of account_links, the one-time links of invitation and password-reset e-mails.
import type { Db } from '../db/database.js';
import type { AccountLinkPurpose } from '../db/schema.js';
import type { AccountRole } from '../../../common/accounts.js';

export async function insertAccountLink(
  db: Db,
  link: { token_hash: string; admin_id: number; purpose: AccountLinkPurpose; expires_at: Date; created_at: Date },
): Promise<void> {
  await db.insertInto('account_links').values(link).execute();
}

/** Marks the account's unused links (of one purpose, or all) used at `at`, so none of them works any more. */
export async function voidUnusedLinks(db: Db, adminId: number, at: Date, purpose?: AccountLinkPurpose): Promise<void> {
  await db
    .updateTable('account_links')
    .set({ used_at: at })
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .$if(purpose !== undefined, (query) => query.where('purpose', '=', purpose!))
    .execute();
}

export type LiveAccountLink = {
  admin_id: number;
  purpose: AccountLinkPurpose;
  email: string;
  username: string;
  role: AccountRole;
};

/**
 * The link of this hash if it still works at `now` (unused, not expired) and names an account
 * that is not disabled. `lock` takes the link's row lock, for the transaction that uses it up.
 */
export async function findLiveAccountLink(db: Db, tokenHash: string, now: Date, lock = false): Promise<LiveAccountLink | undefined> {
  return db
    .selectFrom('account_links')
    .innerJoin('admin_users', 'admin_users.id', 'account_links.admin_id')
    .select(['account_links.admin_id', 'account_links.purpose', 'admin_users.email', 'admin_users.username', 'admin_users.role'])
    .where('account_links.token_hash', '=', tokenHash)
    .where('account_links.used_at', 'is', null)
    .where('account_links.expires_at', '>', now)
    .where('admin_users.disabled_at', 'is', null)
    // Only the link's row: the account's stays free for the audit entries that name it.
    .$if(lock, (query) => query.forUpdate('account_links'))
    .executeTakeFirst();
}
