// Kysely queries of the ventures tables, nothing else. Every function takes the db first, so a
// transaction passes straight through.
import { type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, sql, type SqlBool, type Updateable } from 'kysely';
import type { VentureListSort } from '../../../common/list-query.js';
import { publicOnly, whereVisible, type Visibility } from '../content/visibility.repository.js';
import { countRows } from '../db/count-rows.js';
import { containsPattern, orderedByListSort } from '../db/list-order.js';
import type {
  Database,
  VentureClientRow,
  VentureGalleryRow,
  VentureRow,
  VenturesTable,
  VentureStatsRow,
  VentureStatsTable,
  VentureSubcategoryRow,
} from '../db/schema.js';

type Db = Kysely<Database>;

export type VentureChildren = {
  stats: VentureStatsRow[];
  subcategories: VentureSubcategoryRow[];
  clients: VentureClientRow[];
  gallery: VentureGalleryRow[];
};

/** The child tables that hang off a venture (all `on delete cascade`). */
export type VentureChildTable = 'venture_subcategories' | 'venture_clients' | 'venture_gallery';

/** Which ventures a list holds, in which order: every public one in display order unless asked. */
export type VentureListOptions = { sort?: VentureListSort | undefined; q?: string | undefined; visibility?: Visibility };

function visibleVentures(db: Db, visibility: Visibility) {
  return whereVisible(db.selectFrom('ventures'), 'ventures', visibility);
}

function filteredVentures(db: Db, options: VentureListOptions) {
  const query = visibleVentures(db, options.visibility ?? publicOnly);
  return options.q ? query.where('title', 'ilike', containsPattern(options.q)) : query;
}

export function countVentures(db: Db, options: VentureListOptions = {}): Promise<number> {
  return countRows(filteredVentures(db, options));
}

/** One page of ventures, in display order (position, id) unless another sort is asked. */
export async function listVenturePage(db: Db, limit: number, offset: number, options: VentureListOptions = {}): Promise<VentureRow[]> {
  return sortedVentures(filteredVentures(db, options).selectAll(), options.sort).limit(limit).offset(offset).execute();
}

/**
 * As listVenturePage, each row also saying whether it is among the first `gridSize` in display
 * order (what the public grid shows), in the same one query.
 */
export async function listVenturePageWithGridFlag(
  db: Db,
  limit: number,
  offset: number,
  gridSize: number,
  options: VentureListOptions = {},
): Promise<(VentureRow & { on_public_grid: SqlBool })[]> {
  const query = filteredVentures(db, options)
    .selectAll()
    .select((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('ventures as grid')
          .select('grid.id')
          .where('grid.status', '=', 'published')
          .where('grid.deleted_at', 'is', null)
          .orderBy('grid.position')
          .orderBy('grid.id')
          .limit(gridSize),
      ).as(
        'on_public_grid',
      ),
    );
  return sortedVentures(query, options.sort).limit(limit).offset(offset).execute();
}

function sortedVentures<O>(query: SelectQueryBuilder<Database, 'ventures', O>, sort: VentureListSort | undefined): SelectQueryBuilder<Database, 'ventures', O> {
  const order = sort ?? 'position';
  return order === 'position' ? query.orderBy('position').orderBy('id') : orderedByListSort(query, order, 'title');
}

/** A public venture by id; with an admin visibility, any venture outside the trash. */
export async function findVentureById(db: Db, id: number, visibility: Visibility = publicOnly): Promise<VentureRow | undefined> {
  return visibleVentures(db, visibility).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findVentureBySlug(db: Db, slug: string): Promise<VentureRow | undefined> {
  return visibleVentures(db, publicOnly).selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The venture row (outside the trash), locked until the transaction ends, so two edits of it run one after the other. */
export async function lockVenture(db: Db, id: number): Promise<VentureRow | undefined> {
  return visibleVentures(db, { public: false }).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The children of several ventures: one query per table whatever the counts (never one per
 * venture), each in display order.
 */
export async function listVentureChildren(db: Db, ventureIds: number[]): Promise<VentureChildren> {
  if (ventureIds.length === 0) return { stats: [], subcategories: [], clients: [], gallery: [] };
  const stats = await db
    .selectFrom('venture_stats')
    .selectAll()
    .where('venture_id', 'in', ventureIds)
    .orderBy('id')
    .execute();
  const inDisplayOrder = async <T extends VentureChildTable>(table: T) =>
    (await db
      .selectFrom(table as VentureChildTable)
      .selectAll()
      .where('venture_id', 'in', ventureIds)
      .orderBy('position')
      .orderBy('id')
      .execute()) as Selectable<Database[T]>[];
  const subcategories = await inDisplayOrder('venture_subcategories');
  const clients = await inDisplayOrder('venture_clients');
  const gallery = await inDisplayOrder('venture_gallery');
  return { stats, subcategories, clients, gallery };
}

/** Slugs already taken by `base` or `base-n`, leaving out one venture (the one being renamed). */
export async function findVentureSlugsLike(db: Db, base: string, exceptId?: number): Promise<string[]> {
  let query = visibleVentures(db, { public: false })
    .select('slug')
    // slugify() leaves no LIKE wildcards (% and _ are removed), so base is safe in a pattern.
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return rows.map((row) => row.slug);
}

/** Inserts a venture at the end of the display order (its key comes from the table's trigger). */
export async function insertVenture(
  db: Db,
  venture: Omit<Insertable<VenturesTable>, 'position' | 'id'>,
): Promise<VentureRow> {
  return db.insertInto('ventures').values(venture).returningAll().executeTakeFirstOrThrow();
}

export async function updateVenture(
  db: Db,
  id: number,
  changes: Omit<Updateable<VenturesTable>, 'id' | 'position' | 'created_at'>,
): Promise<void> {
  await db
    .updateTable('ventures')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Deletes a venture; its children go with it (on delete cascade). */
export async function deleteVenture(db: Db, id: number): Promise<VentureRow | undefined> {
  return db.deleteFrom('ventures').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function insertStats(db: Db, stats: Omit<Insertable<VentureStatsTable>, 'id'>): Promise<void> {
  await db.insertInto('venture_stats').values(stats).execute();
}

export async function updateStats(db: Db, id: number, changes: Omit<Updateable<VentureStatsTable>, 'id' | 'venture_id'>): Promise<void> {
  await updateChildRow(db, 'venture_stats', id, changes);
}

export async function insertSubcategories(db: Db, ventureId: number, items: { name: string; banner_image: string | null }[]): Promise<void> {
  await insertChildRows(db, 'venture_subcategories', ventureId, items);
}

export async function updateSubcategory(db: Db, id: number, changes: { name?: string; banner_image?: string | null }): Promise<void> {
  await updateChildRow(db, 'venture_subcategories', id, changes);
}

export async function insertClients(db: Db, ventureId: number, items: { client_name: string; client_image: string | null }[]): Promise<void> {
  await insertChildRows(db, 'venture_clients', ventureId, items);
}

export async function updateClient(db: Db, id: number, changes: { client_name?: string; client_image?: string | null }): Promise<void> {
  await updateChildRow(db, 'venture_clients', id, changes);
}

export async function insertGalleryImages(db: Db, ventureId: number, images: { image: string; alt_text?: string; caption?: string }[]): Promise<void> {
  await insertChildRows(db, 'venture_gallery', ventureId, images);
}

export async function updateGalleryImage(db: Db, id: number, changes: { alt_text?: string; caption?: string }): Promise<void> {
  await updateChildRow(db, 'venture_gallery', id, changes);
}

/**
 * New rows go before the first, in the order given: inserted last to first, each taking a key
 * before the current first from the table's trigger.
 */
async function insertChildRows<T extends VentureChildTable>(db: Db, table: T, ventureId: number, rows: Omit<Insertable<Database[T]>, 'venture_id'>[]): Promise<void> {
  for (const row of [...rows].reverse()) {
    await db
      .insertInto(table as VentureChildTable)
      .values({ ...row, venture_id: ventureId } as Insertable<Database[VentureChildTable]>)
      .execute();
  }
}

/** Sets the changed columns of a child row; nothing to change is no query. */
async function updateChildRow<T extends VentureChildTable | 'venture_stats'>(db: Db, table: T, id: number, changes: Updateable<Database[T]>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable(table as VentureChildTable | 'venture_stats')
    .set(changes as Updateable<Database[VentureChildTable | 'venture_stats']>)
    .where('id', '=', id)
    .execute();
}

export async function deleteSubcategory(db: Db, id: number): Promise<VentureSubcategoryRow | undefined> {
  return db.deleteFrom('venture_subcategories').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteClient(db: Db, id: number): Promise<VentureClientRow | undefined> {
  return db.deleteFrom('venture_clients').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteGalleryImage(db: Db, id: number): Promise<VentureGalleryRow | undefined> {
  return db.deleteFrom('venture_gallery').where('id', '=', id).returningAll().executeTakeFirst();
}
