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

export type StoredVersion = { id: string; content: unknown; saved_at: Date; saved_by: string | null };

/** The section's saved versions, newest first, with the name of who saved each. */
export async function listSiteSectionVersions(db: Db, section: string, limit: number): Promise<StoredVersion[]> {
  return db
    .selectFrom('site_settings_history as h')
    .leftJoin('admin_users as u', 'u.id', 'h.saved_by')
    .select(['h.id', 'h.content', 'h.saved_at', 'u.username as saved_by'])
    .where('h.section', '=', section)
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findSiteSectionVersion(db: Db, section: string, id: string): Promise<unknown> {
  const row = await db.selectFrom('site_settings_history').select('content').where('section', '=', section).where('id', '=', id).executeTakeFirst();
  return row?.content;
}
