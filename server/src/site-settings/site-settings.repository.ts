// The site_settings rows (one per section) and their history: kysely queries, nothing else.
import type { Db } from '../db/database.js';

export type StoredSection = { section: string; content: unknown };

export async function listSiteSections(db: Db): Promise<StoredSection[]> {
  return db.selectFrom('site_settings').select(['section', 'content']).execute();
}

/** The stored content of `section`, locked until the transaction ends (two saves queue, neither is lost from the history). */
export async function findSiteSectionForUpdate(db: Db, section: string): Promise<unknown> {
  const row = await db.selectFrom('site_settings').select('content').where('section', '=', section).forUpdate().executeTakeFirst();
  return row?.content;
}

export async function storeSiteSection(db: Db, section: string, content: unknown, userId: number, at: Date): Promise<void> {
  const json = JSON.stringify(content);
  await db
    .insertInto('site_settings')
    .values({ section, content: json, updated_at: at, updated_by: userId })
    .onConflict((oc) => oc.column('section').doUpdateSet({ content: json, updated_at: at, updated_by: userId }))
    .execute();
  await db.insertInto('site_settings_history').values({ section, content: json, saved_at: at, saved_by: userId }).execute();
}
