// The site_translations rows (a section's texts per language), their history, and site_languages
// (each language's publication): kysely queries, nothing else.
import type { Db } from '../db/database.js';

export type StoredTranslation = { section: string; content: unknown; updated_at: Date };

export async function listSiteTranslations(db: Db, lang: string): Promise<StoredTranslation[]> {
  return db.selectFrom('site_translations').select(['section', 'content', 'updated_at']).where('lang', '=', lang).execute();
}

/** The stored translation of `section`, locked until the transaction ends, so two saves queue. */
export async function findSiteTranslationForUpdate(db: Db, lang: string, section: string): Promise<Omit<StoredTranslation, 'section'> | undefined> {
  return db.selectFrom('site_translations').select(['content', 'updated_at']).where('lang', '=', lang).where('section', '=', section).forUpdate().executeTakeFirst();
}

/** Who saved the translation of `section` last (null: no one named). */
export async function findSiteTranslationAuthor(db: Db, lang: string, section: string): Promise<string | null> {
  const row = await db
    .selectFrom('site_translations as t')
    .leftJoin('admin_users as u', 'u.id', 't.updated_by')
    .select('u.username')
    .where('t.lang', '=', lang)
    .where('t.section', '=', section)
    .executeTakeFirst();
  return row?.username ?? null;
}

export async function storeSiteTranslation(db: Db, lang: string, section: string, content: unknown, userId: number | null, at: Date): Promise<void> {
  const json = JSON.stringify(content);
  await db
    .insertInto('site_translations')
    .values({ lang, section, content: json, updated_at: at, updated_by: userId })
    .onConflict((oc) => oc.columns(['lang', 'section']).doUpdateSet({ content: json, updated_at: at, updated_by: userId }))
    .execute();
  await db.insertInto('site_translations_history').values({ lang, section, content: json, saved_at: at, saved_by: userId }).execute();
}

export type StoredTranslationVersion = { id: string; content: unknown; saved_at: Date; saved_by: string | null };

export async function listSiteTranslationVersions(db: Db, lang: string, section: string, limit: number): Promise<StoredTranslationVersion[]> {
  return db
    .selectFrom('site_translations_history as h')
    .leftJoin('admin_users as u', 'u.id', 'h.saved_by')
    .select(['h.id', 'h.content', 'h.saved_at', 'u.username as saved_by'])
    .where('h.lang', '=', lang)
    .where('h.section', '=', section)
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findSiteTranslationVersion(db: Db, lang: string, section: string, id: string): Promise<unknown> {
  const row = await db
    .selectFrom('site_translations_history')
    .select('content')
    .where('lang', '=', lang)
    .where('section', '=', section)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.content;
}

export type StoredLanguageState = { lang: string; status: 'draft' | 'published'; published_at: Date | null };

export async function listSiteLanguageStates(db: Db): Promise<StoredLanguageState[]> {
  return db.selectFrom('site_languages').select(['lang', 'status', 'published_at']).execute();
}

/** Locks the language's row (made as a draft when missing), so a publish and a save of its texts queue. */
export async function lockSiteLanguage(db: Db, lang: string): Promise<StoredLanguageState> {
  await db.insertInto('site_languages').values({ lang, status: 'draft', published_at: null }).onConflict((oc) => oc.column('lang').doNothing()).execute();
  return db.selectFrom('site_languages').select(['lang', 'status', 'published_at']).where('lang', '=', lang).forUpdate().executeTakeFirstOrThrow();
}

export async function storeSiteLanguageState(db: Db, lang: string, status: 'draft' | 'published', publishedAt: Date | null, userId: number | null, at: Date): Promise<void> {
  await db.updateTable('site_languages').set({ status, published_at: publishedAt, updated_at: at, updated_by: userId }).where('lang', '=', lang).execute();
}
