// The owners' account policy in app_settings: whether every account must sign in with two factors.
import { REQUIRE_TWO_FACTOR_KEY } from '../http/session-account.repository.js';
import type { Db } from '../db/database.js';

export async function readRequireTwoFactor(db: Db): Promise<boolean> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', REQUIRE_TWO_FACTOR_KEY).executeTakeFirst();
  return row?.value === true;
}

export async function writeRequireTwoFactor(db: Db, required: boolean, at: Date): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key: REQUIRE_TWO_FACTOR_KEY, value: JSON.stringify(required), updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(required), updated_at: at }))
    .execute();
}
