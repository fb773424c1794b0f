// Queries of the Users screen: the accounts with what the list shows, and the owners' rule's lock.
import { sql } from 'kysely';
import type { AccountRole } from '../../../common/accounts.js';
import type { Db } from '../db/database.js';

export type AccountListRow = {
  id: number;
  username: string;
  email: string;
  role: AccountRole;
  has_password: boolean;
  disabled_at: Date | null;
  two_factor: boolean;
  last_sign_in_at: Date | null;
};

function selectAccounts(db: Db) {
  return db
    .selectFrom('admin_users')
    .select(['id', 'username', 'email', 'role', 'disabled_at', 'last_sign_in_at'])
    .select([sql<boolean>`password_hash is not null`.as('has_password'), sql<boolean>`totp_enabled_at is not null`.as('two_factor')]);
}

/** Every account, by name. */
export function listAccounts(db: Db): Promise<AccountListRow[]> {
  return selectAccounts(db).orderBy(sql`lower(username)`).orderBy('id').execute();
}

/** One account; `lock` holds its row until the transaction ends, so two owners' changes to it queue up. */
export function findAccount(db: Db, id: number, lock = false): Promise<AccountListRow | undefined> {
  return selectAccounts(db).where('id', '=', id).$if(lock, (query) => query.forNoKeyUpdate()).executeTakeFirst();
}

/**
 * The ids of the owners who can act (password set, not disabled), their rows locked: two owners
 * demoting each other at the same moment then take turns, and the second sees the first's change.
 */
export async function lockActiveOwnerIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('password_hash', 'is not', null)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function updateAccount(
  db: Db,
  id: number,
  changes: { role?: AccountRole; username?: string; disabled_at?: Date | null },
  at: Date,
): Promise<void> {
  await db.updateTable('admin_users').set({ ...changes, updated_at: at }).where('id', '=', id).execute();
}

export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.deleteFrom('admin_users').where('id', '=', id).execute();
}
