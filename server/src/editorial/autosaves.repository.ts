// Each admin's private autosave of an open form, one per item (or 'new') and user.
import type { Db } from '../db/database.js';

export type AutosaveRow = { fields: unknown; saved_at: Date };

export async function upsertAutosave(db: Db, key: { kind: string; itemKey: string; userId: number }, fields: unknown, savedAt: Date): Promise<void> {
  await db
    .insertInto('autosaves')
    .values({ kind: key.kind, item_key: key.itemKey, user_id: key.userId, fields: JSON.stringify(fields), saved_at: savedAt })
    .onConflict((oc) => oc.columns(['kind', 'item_key', 'user_id']).doUpdateSet({ fields: JSON.stringify(fields), saved_at: savedAt }))
    .execute();
}

export async function findAutosave(db: Db, key: { kind: string; itemKey: string; userId: number }): Promise<AutosaveRow | undefined> {
  return (await db
    .selectFrom('autosaves')
    .select(['fields', 'saved_at'])
    .where('kind', '=', key.kind)
    .where('item_key', '=', key.itemKey)
    .where('user_id', '=', key.userId)
    .executeTakeFirst()) as AutosaveRow | undefined;
}

export async function deleteAutosave(db: Db, key: { kind: string; itemKey: string; userId: number }): Promise<void> {
  await db
    .deleteFrom('autosaves')
    .where('kind', '=', key.kind)
    .where('item_key', '=', key.itemKey)
    .where('user_id', '=', key.userId)
    .execute();
}
