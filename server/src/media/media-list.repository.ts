// Kysely queries of the media library as the Media screen reads it: a page of pictures with their
// use counts (from the media_uses view) and uploaders, the uses of one picture, edits of the
// details, and the rows whose size is still unknown.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { CONTENT_KINDS, contentKinds } from '../../../common/content-kinds.js';
import { countRows } from '../db/count-rows.js';
import type { Db } from '../db/database.js';
import type { MediaRow } from '../db/schema.js';
import { containsPattern } from '../db/list-order.js';

export type MediaFilter = { q?: string | undefined; used?: 'used' | 'unused' | undefined; kind?: string | undefined };

/** A row with what the list shows beside it. */
export type MediaListRow = MediaRow & { use_count: number; uploader: string | null };

// The view is read once per query, as a set the rows are matched against (a hash join), rather
// than once per picture: it is a union over every image column of every table.

/** The names of the files that have uses (of `kind`, or whose user's label matches `pattern`). */
function namesInUse(db: Db, where: { kind?: string; pattern?: string } = {}) {
  let query = db.selectFrom('media_uses').select('media_uses.name').where('media_uses.name', 'is not', null);
  if (where.kind) query = query.where('media_uses.kind', '=', where.kind);
  if (where.pattern) query = query.where('media_uses.label', 'ilike', where.pattern);
  return query;
}

/** The filter as one condition on the `media` row; true without filters. */
function conditionOf(db: Db, filter: MediaFilter): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.used === 'used') parts.push(sql`media.name in (${namesInUse(db)})`);
  if (filter.used === 'unused') parts.push(sql`media.name not in (${namesInUse(db)})`);
  if (filter.kind) parts.push(sql`media.name in (${namesInUse(db, { kind: filter.kind })})`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    parts.push(sql`(media.title ilike ${pattern} or media.alt_text ilike ${pattern} or media.caption ilike ${pattern} or media.credit ilike ${pattern}
      or media.name ilike ${pattern} or media.name in (${namesInUse(db, { pattern })}))`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

function withCounts(db: Db) {
  // An item counts once however many of its fields or earlier versions name the file.
  const counts = db
    .selectFrom('media_uses')
    .select('media_uses.name')
    .select(sql<string>`count(distinct media_uses.kind || ':' || coalesce(media_uses.item_id::text, media_uses.label, ''))`.as('count'))
    .where('media_uses.name', 'is not', null)
    .groupBy('media_uses.name')
    .as('counts');
  return db
    .selectFrom('media')
    .leftJoin('admin_users', 'admin_users.id', 'media.uploaded_by')
    .leftJoin(counts, 'counts.name', 'media.name')
    .selectAll('media')
    .select(['admin_users.username as uploader', 'counts.count as use_count']);
}

function counted(row: MediaRow & { uploader: string | null; use_count: string | number | null }): MediaListRow {
  return { ...row, use_count: Number(row.use_count ?? 0) };
}

/** A page of pictures, newest first. */
export async function listMedia(db: Db, filter: MediaFilter, window: { limit: number; offset: number }): Promise<MediaListRow[]> {
  const rows = await withCounts(db)
    .where(conditionOf(db, filter))
    .orderBy('media.created_at', 'desc')
    .orderBy('media.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(counted);
}

export function countMedia(db: Db, filter: MediaFilter): Promise<number> {
  return countRows(db.selectFrom('media').where(conditionOf(db, filter)));
}

/** One picture with its use count and uploader. */
export async function findMediaListRow(db: Db, id: number): Promise<MediaListRow | undefined> {
  const row = await withCounts(db).where('media.id', '=', id).executeTakeFirst();
  return row ? counted(row) : undefined;
}

/** An item's title, by its kind's declared table and title column. */
const titleOfEachKind = CONTENT_KINDS.map((kind) => {
  const { table, titleColumn } = contentKinds[kind];
  return sql`when ${sql.lit(kind)} then (select ${sql.ref(titleColumn)} from ${sql.table(table)} where id = u.item_id)`;
});

export type MediaUseRow = { kind: string; item_id: number | null; label: string | null; in_trash: boolean; in_history: boolean };

/**
 * Every use of a file: live items first, then the trash, then earlier versions; by kind and label
 * within each. An earlier version's label is its item's title, while the item exists.
 */
export async function listMediaUses(db: Db, name: string): Promise<MediaUseRow[]> {
  const { rows } = await sql<MediaUseRow>`
    select u.kind, u.item_id, u.in_trash, u.in_history,
      coalesce(u.label, case u.kind ${sql.join(titleOfEachKind, sql` `)} end) as label
    from media_uses u
    where u.name = ${name}
    order by u.in_history, u.in_trash, u.kind, label, u.item_id`.execute(db);
  return rows;
}

export type MediaDetailsUpdate = Partial<Pick<MediaRow, 'title' | 'alt_text' | 'decorative' | 'caption' | 'credit' | 'focal_x' | 'focal_y'>>;

export async function updateMediaDetails(db: Db, id: number, fields: MediaDetailsUpdate, now: Date): Promise<void> {
  await db
    .updateTable('media')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Rows after `afterId` whose size is unknown (registered by the database's trigger), by id. */
export async function listMediaWithoutBytes(db: Db, afterId: number, limit: number): Promise<Pick<MediaRow, 'id' | 'area' | 'name'>[]> {
  return db.selectFrom('media').select(['id', 'area', 'name']).where('bytes', 'is', null).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export async function setMediaBytes(db: Db, id: number, bytes: number): Promise<void> {
  await db.updateTable('media').set({ bytes }).where('id', '=', id).where('bytes', 'is', null).execute();
}
