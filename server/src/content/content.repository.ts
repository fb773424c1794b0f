// The queries the listed kinds share: their tables all have id, slug and
// created_at, are listed newest first and are written one row at a time.
import { sql, type ColumnType, type Generated, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { contentKinds, type ListedKind } from '../../../common/content-kinds.js';
import type { ItemStatus } from '../../../common/editorial.js';
import type { ListSort, OrderedListSort } from '../../../common/list-query.js';
import { countRows } from '../db/count-rows.js';
import type { Db } from '../db/database.js';
import { publicOnly, whereVisible, type Visibility } from './visibility.repository.js';
import { containsPattern, orderedByListSort } from '../db/list-order.js';
import type { Database } from '../db/schema.js';

/** A row of the table, with the shared columns spelled out (TypeScript cannot see them through T). */
export type ContentRow<T extends ListedKind> = Selectable<Database[T]> & { id: number; slug: string; created_at: Date };
export type NewContentRow<T extends ListedKind> = Insertable<Database[T]>;
export type ContentRowUpdate<T extends ListedKind> = Updateable<Database[T]>;

/** The columns every content table has. */
type SharedColumns = {
  id: Generated<number>;
  slug: string;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  status: ColumnType<ItemStatus, never, never>;
  deleted_at: ColumnType<Date | null, never, never>;
};

// Kysely cannot resolve the columns of a table whose name is a type parameter (or a union), so
// the queries see one table of the shared columns, named by the real table name at run time, and
// their rows are handed back as the table's own row type.
type SharedDb = Kysely<{ content: SharedColumns }>;

function shared(db: Db): SharedDb {
  return db as unknown as SharedDb;
}

function tableName(table: ListedKind): 'content' {
  return table as unknown as 'content';
}

export { publicOnly, type Visibility };

/** Which rows of a list, in which order: newest first and unfiltered unless asked; public unless asked. */
export type ContentListOptions = { sort?: ListSort | OrderedListSort | undefined; q?: string | undefined; visibility?: Visibility };

/** The column a list's title sort and search read. */

function visible(db: Db, table: ListedKind, visibility: Visibility) {
  return whereVisible(shared(db).selectFrom(tableName(table)), table, visibility);
}

function filtered(db: Db, table: ListedKind, options: ContentListOptions) {
  const query = visible(db, table, options.visibility ?? publicOnly);
  return options.q ? query.where(sql.ref(contentKinds[table].titleColumn), 'ilike', containsPattern(options.q)) : query;
}

export function countContent(db: Db, table: ListedKind, options: ContentListOptions = {}): Promise<number> {
  return countRows(filtered(db, table, options));
}

/** Newest first (a list staff order: in that order) unless another sort is asked; without a limit, every row. */
export async function listContent<T extends ListedKind>(
  db: Db,
  table: T,
  window: { limit: number; offset: number } | null,
  options: ContentListOptions = {},
): Promise<ContentRow<T>[]> {
  const sort = options.sort ?? ((contentKinds[table].listed.api.sorts as readonly string[]).includes('order') ? 'order' : 'newest');
  const rows = filtered(db, table, options).selectAll();
  let query = sort === 'order' ? rows.orderBy(sql.ref('sort_key')).orderBy('id') : orderedByListSort(rows, sort, contentKinds[table].titleColumn);
  if (window) query = query.limit(window.limit).offset(window.offset);
  return (await query.execute()) as unknown as ContentRow<T>[];
}

export async function findContentById<T extends ListedKind>(
  db: Db,
  table: T,
  id: number,
  options: { forUpdate?: boolean; visibility?: Visibility } = {},
): Promise<ContentRow<T> | undefined> {
  let query = visible(db, table, options.visibility ?? publicOnly).selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as unknown as ContentRow<T> | undefined;
}

/** The public item with this slug. */
export async function findContentBySlug<T extends ListedKind>(db: Db, table: T, slug: string): Promise<ContentRow<T> | undefined> {
  const row = await visible(db, table, publicOnly).selectAll().where('slug', '=', slug).executeTakeFirst();
  return row as unknown as ContentRow<T> | undefined;
}

/** The slugs outside the trash that are `base` or start with `base-`: the candidates a new slug must avoid. */
export async function findSlugsLike(db: Db, table: ListedKind, base: string): Promise<string[]> {
  const rows = await visible(db, table, { public: false })
    .select('slug')
    // Slugs hold only letters, digits and hyphens, so `base` has no LIKE wildcards to escape.
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((row) => row.slug);
}

export async function insertContent<T extends ListedKind>(db: Db, table: T, values: NewContentRow<T>): Promise<ContentRow<T>> {
  const row = await shared(db)
    .insertInto(tableName(table))
    .values(values as unknown as Insertable<SharedColumns>)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as unknown as ContentRow<T>;
}

export async function updateContent<T extends ListedKind>(
  db: Db,
  table: T,
  id: number,
  values: ContentRowUpdate<T>,
): Promise<ContentRow<T> | undefined> {
  const row = await shared(db)
    .updateTable(tableName(table))
    .set({ ...(values as unknown as Updateable<SharedColumns>), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row as unknown as ContentRow<T> | undefined;
}

export async function deleteContent<T extends ListedKind>(db: Db, table: T, id: number): Promise<ContentRow<T> | undefined> {
  const row = await shared(db).deleteFrom(tableName(table)).where('id', '=', id).returningAll().executeTakeFirst();
  return row as unknown as ContentRow<T> | undefined;
}
