// The import's own queries: its record of what it brought over (imported_items), and the lookups
// and the two columns (slug, created_at) it needs on the item tables beside the services' writes.
import { sql, type ColumnType } from 'kysely';
import { contentKinds } from '../../../common/content-kinds.js';
import type { EditorialKind } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';

/** The kinds the old site had: those with revisions. */
export type ImportKind = EditorialKind;

/** One picture slot of an imported item: the old URL, the SHA-256 of its bytes, the field stored here. */
export type ImportedPicture = { url: string; sha256: string; field: string };

export type ImportRecord = {
  kind: ImportKind;
  source_key: string;
  source_id: string | null;
  item_id: number;
  content_sha256: string;
  pictures: Record<string, ImportedPicture>;
};

type ImportedItemsTable = {
  kind: ImportKind;
  source_key: string;
  source_id: string | null;
  item_id: number;
  content_sha256: string;
  pictures: ColumnType<Record<string, ImportedPicture>, string, string>;
  imported_at: ColumnType<Date, never, Date>;
};

const recordColumns = ['kind', 'source_key', 'source_id', 'item_id', 'content_sha256', 'pictures'] as const;

function withImports(db: Db) {
  return db.withTables<{ imported_items: ImportedItemsTable }>();
}

function recordsOf(db: Db, kind: ImportKind) {
  return withImports(db).selectFrom('imported_items').select(recordColumns).where('kind', '=', kind);
}

export async function findImportRecord(db: Db, kind: ImportKind, sourceKey: string): Promise<ImportRecord | undefined> {
  return recordsOf(db, kind).where('source_key', '=', sourceKey).executeTakeFirst();
}

/** The record of an old item by the old site's id: an item renamed there has a new slug. */
export async function findImportRecordBySourceId(db: Db, kind: ImportKind, sourceId: string): Promise<ImportRecord | undefined> {
  return recordsOf(db, kind).where('source_id', '=', sourceId).orderBy('imported_at', 'desc').executeTakeFirst();
}

/** Inserts or replaces the record of one old item (inside the item's own write, or alone for an unchanged one). */
export async function saveImportRecord(db: Db, record: ImportRecord): Promise<void> {
  const values = { ...record, pictures: JSON.stringify(record.pictures) };
  // An item renamed on the old site has one record, under its new slug.
  await withImports(db)
    .deleteFrom('imported_items')
    .where('kind', '=', record.kind)
    .where('item_id', '=', record.item_id)
    .where('source_key', '<>', record.source_key)
    .execute();
  await withImports(db)
    .insertInto('imported_items')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['kind', 'source_key']).doUpdateSet({
        source_id: values.source_id,
        item_id: values.item_id,
        content_sha256: values.content_sha256,
        pictures: values.pictures,
        imported_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

type ItemState = { id: number; trashed: boolean };

/** The item of `table` with this id, and whether it is in the trash; undefined when deleted forever. */
export async function findItemState(db: Db, table: ImportKind, id: number): Promise<ItemState | undefined> {
  const row = await sql<{ id: number; deleted_at: Date | null }>`select id, deleted_at from ${sql.table(table)} where id = ${id}`.execute(db);
  const found = row.rows[0];
  return found && { id: found.id, trashed: found.deleted_at !== null };
}

/** An item outside the trash whose slug is `slug`, in any state. */
export async function findItemIdBySlug(db: Db, table: ImportKind, slug: string): Promise<number | undefined> {
  const result = await sql<{ id: number }>`select id from ${sql.table(table)} where slug = ${slug} and deleted_at is null limit 1`.execute(db);
  return result.rows[0]?.id;
}

/** The oldest item outside the trash titled (or named) exactly `title`. */
export async function findItemIdByTitle(db: Db, table: ImportKind, title: string): Promise<number | undefined> {
  const result = await sql<{ id: number }>`
    select id from ${sql.table(table)} where ${sql.ref(contentKinds[table].titleColumn)} = ${title} and deleted_at is null order by id limit 1
  `.execute(db);
  return result.rows[0]?.id;
}

/** The slug an item has now. */
export async function findItemSlug(db: Db, table: ImportKind, id: number): Promise<string | undefined> {
  const result = await sql<{ slug: string }>`select slug from ${sql.table(table)} where id = ${id}`.execute(db);
  return result.rows[0]?.slug;
}

/**
 * The slugs outside the trash that are `base` or start with `base-`, but the item's own: what an
 * imported slug must avoid, as content.repository's findSlugsLike is for a typed title.
 */
export async function findSlugsTakenLike(db: Db, table: ImportKind, base: string, exceptId: number | undefined): Promise<string[]> {
  // `base` comes from slugify(), which leaves no LIKE wildcards.
  const except = exceptId === undefined ? sql`` : sql` and id <> ${exceptId}`;
  const result = await sql<{ slug: string }>`
    select slug from ${sql.table(table)} where deleted_at is null and (slug = ${base} or slug like ${`${base}-%`})${except}
  `.execute(db);
  return result.rows.map((row) => row.slug);
}

/** Gives an item its slug (the old site's when it follows the rules) and, when known, its date (the forms set neither). */
export async function setSlugAndDate(db: Db, table: ImportKind, id: number, values: { slug: string; createdAt: Date | null }): Promise<void> {
  const date = values.createdAt ? sql`, created_at = ${values.createdAt}` : sql``;
  await sql`update ${sql.table(table)} set slug = ${values.slug}${date} where id = ${id}`.execute(db);
}

/** Which of `names` the media library still holds (a recorded picture deleted from the Media screen is downloaded again). */
export async function findMediaNamesPresent(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('name').where('name', 'in', names).execute();
  return new Set(rows.map((row) => row.name));
}
