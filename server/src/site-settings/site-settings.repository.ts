// The site_settings rows (one per section) and their history: kysely queries, nothing else.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export type StoredSection = { section: string; content: unknown; updated_at: Date };

export async function listSiteSections(db: Db): Promise<StoredSection[]> {
  return db.selectFrom('site_settings').select(['section', 'content', 'updated_at']).execute();
}

/**
 * The stored `section` (undefined while it is at its defaults), locked until the transaction ends
 * so two saves queue: an advisory lock, since a row lock holds nothing before the first save.
 */
export async function lockSiteSection(db: Db, section: string): Promise<Omit<StoredSection, 'section'> | undefined> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sjg-site:${section}`}))`.execute(db);
  return db.selectFrom('site_settings').select(['content', 'updated_at']).where('section', '=', section).executeTakeFirst();
}

/** Who saved `section` last (null: no one named, as the demo content). */
export async function findSiteSectionAuthor(db: Db, section: string): Promise<string | null> {
  const row = await db
    .selectFrom('site_settings as s')
    .leftJoin('admin_users as u', 'u.id', 's.updated_by')
    .select('u.username')
    .where('s.section', '=', section)
    .executeTakeFirst();
  return row?.username ?? null;
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
