// Queries of the editorial columns every content table has (status, publish_at, deleted_at, …),
// whichever table. Like content.repository.ts, the queries see one table of the shared columns,
// named by the real table at run time.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { EditorialKind, ItemStatus } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';

type EditorialColumns = {
  id: number;
  slug: string;
  status: ItemStatus;
  publish_at: Date | null;
  first_published_at: Date | null;
  deleted_at: Date | null;
  deleted_by: number | null;
  created_at: Date;
  updated_at: Date;
};

type EditorialDb = Kysely<{ item: EditorialColumns }>;

function editorial(db: Db): EditorialDb {
  return db as unknown as EditorialDb;
}

function tableOf(kind: EditorialKind): 'item' {
  return kind as unknown as 'item';
}

export type EditorialRow = EditorialColumns;

/** The item's editorial columns, locked until the transaction ends; trashed items too. */
export async function lockEditorialRow(db: Db, kind: EditorialKind, id: number): Promise<EditorialRow | undefined> {
  return (await editorial(db).selectFrom(tableOf(kind)).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) as
    | EditorialRow
    | undefined;
}

/** Sets the columns; updated_at is the database's now() unless `values` dates the write. */
export async function setEditorialColumns(
  db: Db,
  kind: EditorialKind,
  id: number,
  values: Partial<Omit<EditorialColumns, 'id'>>,
): Promise<void> {
  await editorial(db)
    .updateTable(tableOf(kind))
    .set({ updated_at: sql<Date>`now()`, ...values } as never)
    .where('id', '=', id)
    .execute();
}

/** Up to `limit` scheduled items due at `now`, locked; rows another worker holds are skipped. */
export function claimDueItems(db: Db, kind: EditorialKind, now: Date, limit: number): Promise<EditorialRow[]> {
  return claimItems(db, kind, limit, (items) =>
    items.where('status', '=', 'scheduled').where('deleted_at', 'is', null).where('publish_at', '<=', now).orderBy('publish_at'),
  );
}

/** Up to `limit` items trashed before `before`, locked; rows another worker holds are skipped. */
export function claimExpiredTrash(db: Db, kind: EditorialKind, before: Date, limit: number): Promise<EditorialRow[]> {
  return claimItems(db, kind, limit, (items) => items.where('deleted_at', '<', before).orderBy('deleted_at'));
}

type ItemQuery = SelectQueryBuilder<{ item: EditorialColumns }, 'item', EditorialColumns>;

/** The first `limit` items `which` picks and orders, locked FOR UPDATE SKIP LOCKED. */
function claimItems(db: Db, kind: EditorialKind, limit: number, which: (items: ItemQuery) => ItemQuery): Promise<EditorialRow[]> {
  return which(editorial(db).selectFrom(tableOf(kind)).selectAll()).limit(limit).forUpdate().skipLocked().execute();
}

/** The item's title (or name), read from `titleColumn`; null when the item is gone. */
export async function findItemTitle(db: Db, kind: EditorialKind, id: number, titleColumn: string): Promise<string | null> {
  const { rows } = await sql<{ title: string }>`select ${sql.ref(titleColumn)} as title from ${sql.table(kind)} where id = ${id}`.execute(db);
  return rows[0]?.title ?? null;
}

export async function deleteItemRow(db: Db, kind: EditorialKind, id: number): Promise<void> {
  await editorial(db).deleteFrom(tableOf(kind)).where('id', '=', id).execute();
}

/** Whether an item outside the trash has `slug`. */
export async function isSlugLive(db: Db, kind: EditorialKind, slug: string, exceptId: number): Promise<boolean> {
  const row = await editorial(db)
    .selectFrom(tableOf(kind))
    .select('id')
    .where('slug', '=', slug)
    .where('deleted_at', 'is', null)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Live slugs equal to `base` or starting with `base-` (what a fresh slug must avoid). */
export async function findLiveSlugsLike(db: Db, kind: EditorialKind, base: string): Promise<string[]> {
  const rows = await editorial(db)
    .selectFrom(tableOf(kind))
    .select('slug')
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((row) => row.slug);
}

/** Whether a trashed item has this slug, or had it before a rename: its URL answers 410. */
export async function isSlugTrashed(db: Db, kind: EditorialKind, slug: string): Promise<boolean> {
  const { rows } = await sql<{ trashed: boolean }>`
    select exists (select 1 from ${sql.table(kind)} where slug = ${slug} and deleted_at is not null)
        or exists (
          select 1 from slug_history h join ${sql.table(kind)} t on t.id = h.item_id
          where h.kind = ${kind} and h.slug = ${slug} and t.deleted_at is not null
        ) as trashed`.execute(db);
  return rows[0]?.trashed === true;
}

/** Whether an item with this id exists, in the trash or not. */
export async function itemExists(db: Db, kind: EditorialKind, id: number): Promise<boolean> {
  const row = await editorial(db).selectFrom(tableOf(kind)).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether the item with this id is in the trash: its page by id answers 410. */
export async function isItemTrashed(db: Db, kind: EditorialKind, id: number): Promise<boolean> {
  const row = await editorial(db).selectFrom(tableOf(kind)).select('id').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
  return row !== undefined;
}

export type StatusCounts = Record<ItemStatus, number>;

/** How many items outside the trash are in each state. */
export async function countByStatus(db: Db, kind: EditorialKind): Promise<StatusCounts> {
  const rows = await editorial(db)
    .selectFrom(tableOf(kind))
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute();
  const counts: StatusCounts = { draft: 0, scheduled: 0, published: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export type TrashRow = { kind: EditorialKind; id: number; title: string; deleted_at: Date; deleted_by: string | null };

/** Every trashed item, newest deletion first. */
export async function listTrash(db: Db, titles: Record<EditorialKind, string>): Promise<TrashRow[]> {
  const parts = Object.entries(titles).map(
    ([kind, column]) => sql`
      select ${kind}::text as kind, t.id, t.${sql.ref(column)}::text as title, t.deleted_at, u.username as deleted_by
      from ${sql.table(kind)} t left join admin_users u on u.id = t.deleted_by
      where t.deleted_at is not null`,
  );
  const { rows } = await sql<TrashRow>`${sql.join(parts, sql` union all `)} order by deleted_at desc, kind, id`.execute(db);
  return rows;
}

export async function findTrashedTitle(db: Db, kind: EditorialKind, column: string, id: number): Promise<string | undefined> {
  const { rows } = await sql<{ title: string }>`
    select ${sql.ref(column)}::text as title from ${sql.table(kind)} where id = ${id} and deleted_at is not null`.execute(db);
  return rows[0]?.title;
}
