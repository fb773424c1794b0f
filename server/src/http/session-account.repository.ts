// The account behind a session, as the admin guard (require-admin.ts) reads it on every admin request.
import { sql } from 'kysely';
import type { AccountRole } from '../../../common/accounts.js';
import type { Db } from '../db/database.js';

/** The app_settings key of the owners' rule that every account signs in with two factors. */
export const REQUIRE_TWO_FACTOR_KEY = 'require_two_factor';

/** The account a session names, if it may still act: not disabled, its password set. */
export async function findAccountOfSession(
  db: Db,
  id: number,
): Promise<{ id: number; username: string; email: string; role: AccountRole; twoFactor: boolean; twoFactorRequired: boolean } | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'username', 'email', 'role'])
    .select(sql<boolean>`totp_enabled_at is not null`.as('twoFactor'))
    .select(sql<boolean>`coalesce((select (value)::boolean from app_settings where key = ${REQUIRE_TWO_FACTOR_KEY}), false)`.as('twoFactorRequired'))
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return row;
}
