// Queries of the translations table (migration translations): one row per item and language, with
// its own state, slug and trash, and its revisions. Kind-agnostic: the kind is a name here.
import { sql } from 'kysely';
import type { ItemStatus } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';

export type TranslationKey = { kind: string; itemId: number; lang: string };

export type TranslationRow = {
  kind: string;
  item_id: number;
  lang: string;
  fields: Record<string, string>;
  slug: string | null;
  status: ItemStatus;
  publish_at: Date | null;
  first_published_at: Date | null;
  deleted_at: Date | null;
  source_updated_at: Date;
  source_fields: Record<string, string>;
  created_at: Date;
  updated_at: Date;
  updated_by: number | null;
};

function whereKey(db: Db, key: TranslationKey) {
  return db.selectFrom('translations').selectAll().where('kind', '=', key.kind).where('item_id', '=', key.itemId).where('lang', '=', key.lang);
}

/** The translation, trashed or not; locked until the transaction ends with `forUpdate`. */
export async function findTranslation(db: Db, key: TranslationKey, options: { forUpdate?: boolean } = {}): Promise<TranslationRow | undefined> {
  let query = whereKey(db, key);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as TranslationRow | undefined;
}

/** Every translation of the item, trashed ones too. */
export async function listTranslationsOf(db: Db, kind: string, itemId: number): Promise<TranslationRow[]> {
  return (await db.selectFrom('translations').selectAll().where('kind', '=', kind).where('item_id', '=', itemId).orderBy('lang').execute()) as TranslationRow[];
}

export type TranslationValues = Pick<TranslationRow, 'fields' | 'slug' | 'source_updated_at' | 'source_fields' | 'updated_by'>;

export async function insertTranslation(db: Db, key: TranslationKey, values: TranslationValues, now: Date): Promise<void> {
  await db
    .insertInto('translations')
    .values({
      kind: key.kind,
      item_id: key.itemId,
      lang: key.lang,
      fields: JSON.stringify(values.fields),
      slug: values.slug,
      status: 'draft',
      source_updated_at: values.source_updated_at,
      source_fields: JSON.stringify(values.source_fields),
      updated_by: values.updated_by,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export type TranslationUpdate = Partial<Omit<TranslationRow, 'kind' | 'item_id' | 'lang' | 'created_at' | 'updated_at'>>;

/** Sets the columns given and dates the change `now`. */
export async function updateTranslation(db: Db, key: TranslationKey, values: TranslationUpdate, now: Date): Promise<void> {
  const { fields, source_fields, ...rest } = values;
  await db
    .updateTable('translations')
    .set({
      ...rest,
      ...(fields ? { fields: JSON.stringify(fields) } : {}),
      ...(source_fields ? { source_fields: JSON.stringify(source_fields) } : {}),
      updated_at: now,
    })
    .where('kind', '=', key.kind)
    .where('item_id', '=', key.itemId)
    .where('lang', '=', key.lang)
    .execute();
}

/** Whether another item of the kind, outside the trash, has this slug in this language. */
export async function isTranslationSlugTaken(db: Db, key: TranslationKey, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('translations')
    .select('item_id')
    .where('kind', '=', key.kind)
    .where('lang', '=', key.lang)
    .where('slug', '=', slug)
    .where('deleted_at', 'is', null)
    .where('item_id', '<>', key.itemId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the item's translations and their revisions: the item is deleted forever. */
export async function deleteTranslationsOf(db: Db, kind: string, itemId: number): Promise<void> {
  await db.deleteFrom('translation_revisions').where('kind', '=', kind).where('item_id', '=', itemId).execute();
  await db.deleteFrom('translations').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

/** Up to `limit` translations trashed before `before`, locked; rows another worker holds are skipped. */
export async function claimExpiredTranslations(db: Db, before: Date, limit: number): Promise<TranslationRow[]> {
  return (await db
    .selectFrom('translations')
    .selectAll()
    .where('deleted_at', '<', before)
    .orderBy('deleted_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute()) as TranslationRow[];
}

/** Removes one translation and its revisions for good. */
export async function deleteTranslation(db: Db, key: TranslationKey): Promise<void> {
  await db.deleteFrom('translation_revisions').where('kind', '=', key.kind).where('item_id', '=', key.itemId).where('lang', '=', key.lang).execute();
  await db.deleteFrom('translations').where('kind', '=', key.kind).where('item_id', '=', key.itemId).where('lang', '=', key.lang).execute();
}

/** Up to `limit` scheduled translations due at `now`, locked; rows another worker holds are skipped. */
export async function claimDueTranslations(db: Db, now: Date, limit: number): Promise<TranslationRow[]> {
  return (await db
    .selectFrom('translations')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('deleted_at', 'is', null)
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute()) as TranslationRow[];
}

export type TranslationRevisionContent = { fields: Record<string, string>; slug: string | null };

export async function insertTranslationRevision(
  db: Db,
  key: TranslationKey,
  revision: { authorId: number | null; authorName: string | null; event: string; status: ItemStatus; content: TranslationRevisionContent },
  now: Date,
): Promise<void> {
  await db
    .insertInto('translation_revisions')
    .values({
      kind: key.kind,
      item_id: key.itemId,
      lang: key.lang,
      created_at: now,
      author_id: revision.authorId,
      author_name: revision.authorName,
      event: revision.event,
      status: revision.status,
      content: JSON.stringify(revision.content),
    })
    .execute();
}

/** The translation's newest revision, its content and author; undefined when it has none. */
async function findLatestRevisionOf(db: Db, key: TranslationKey) {
  return db
    .selectFrom('translation_revisions')
    .select(['content', 'author_name'])
    .where('kind', '=', key.kind)
    .where('item_id', '=', key.itemId)
    .where('lang', '=', key.lang)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest revision's content, for an update's changed fields; undefined when there is none. */
export async function findLatestTranslationRevision(db: Db, key: TranslationKey): Promise<TranslationRevisionContent | undefined> {
  return (await findLatestRevisionOf(db, key))?.content as TranslationRevisionContent | undefined;
}

/** Who saved the translation's newest revision; null when not a person (or none). */
export async function findLatestTranslationAuthor(db: Db, key: TranslationKey): Promise<string | null> {
  return (await findLatestRevisionOf(db, key))?.author_name ?? null;
}

/** Deletes the translation's revisions beyond the newest `keep`. */
export async function pruneTranslationRevisions(db: Db, key: TranslationKey, keep: number): Promise<void> {
  await sql`
    delete from translation_revisions where kind = ${key.kind} and item_id = ${key.itemId} and lang = ${key.lang} and id not in (
      select id from translation_revisions where kind = ${key.kind} and item_id = ${key.itemId} and lang = ${key.lang} order by id desc limit ${keep}
    )`.execute(db);
}

export type TranslationRevisionSummary = { id: string; created_at: Date; author_name: string | null; event: string; status: ItemStatus };

export async function listTranslationRevisions(db: Db, key: TranslationKey): Promise<TranslationRevisionSummary[]> {
  return (await db
    .selectFrom('translation_revisions')
    .select(['id', 'created_at', 'author_name', 'event', 'status'])
    .where('kind', '=', key.kind)
    .where('item_id', '=', key.itemId)
    .where('lang', '=', key.lang)
    .orderBy('id', 'desc')
    .execute()) as TranslationRevisionSummary[];
}

/** One revision of the translation (its content), or undefined when the id is not one of its revisions. */
export async function findTranslationRevision(db: Db, key: TranslationKey, id: string): Promise<{ content: TranslationRevisionContent; created_at: Date } | undefined> {
  const row = await db
    .selectFrom('translation_revisions')
    .select(['content', 'created_at'])
    .where('kind', '=', key.kind)
    .where('item_id', '=', key.itemId)
    .where('lang', '=', key.lang)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as { content: TranslationRevisionContent; created_at: Date } | undefined;
}
