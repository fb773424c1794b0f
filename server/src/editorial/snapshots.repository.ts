// An item's whole content as a revision keeps it, and putting such a content back. The shape
// matches the initial revisions the editorial-states migration wrote: the row without its
// bookkeeping columns; for a venture { venture, stats, subcategories, clients, gallery }, each
// child row without id and venture_id, in display order.
import { sql } from 'kysely';
import { contentKinds } from '../../../common/content-kinds.js';
import type { EditorialKind } from '../../../common/editorial.js';
import { spreadOrderKeys } from '../../../common/order-keys.js';
import type { UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { bookkeepingColumns, editorialTables, ventureBookkeepingColumns } from './editorial-tables.js';

export type SnapshotContent = Record<string, unknown>;
export type SnapshotFile = { area: UploadArea; field: string };
export type Snapshot = { content: SnapshotContent; files: SnapshotFile[] };

/** A venture's lists (its declaration's childLists): each one's table and picture. */
const ventureChildFiles = Object.fromEntries(
  Object.entries(contentKinds.ventures.childLists).map(([name, list]) => {
    const [picture] = list.pictures;
    return [name, { table: list.table, column: picture.column, area: picture.area }];
  }),
);
const ventureStats = contentKinds.ventures.childRows.stats;

function withoutBookkeeping(kind: EditorialKind, row: Record<string, unknown>): SnapshotContent {
  const content = { ...row };
  for (const column of bookkeepingColumns) delete content[column];
  // A person's `position` is their job title: content, kept.
  if (kind === 'ventures') for (const column of ventureBookkeepingColumns) delete content[column];
  return JSON.parse(JSON.stringify(content)) as SnapshotContent;
}

function childContent(row: Record<string, unknown>): SnapshotContent {
  const { id: _id, venture_id: _ventureId, ...rest } = row;
  return rest;
}

async function selectRow(db: Db, table: string, id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0];
}

async function selectChildren(db: Db, table: string, ventureId: number): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where venture_id = ${ventureId} order by ${sql.raw(table === ventureStats.table ? 'id' : 'position, id')}`.execute(db);
  return rows;
}

/** The item as it stands in `db` (inside the transaction that changed it). */
export async function takeSnapshot(db: Db, kind: EditorialKind, id: number): Promise<Snapshot | undefined> {
  const row = await selectRow(db, kind, id);
  if (!row) return undefined;
  const files: SnapshotFile[] = [];
  const note = (area: UploadArea, field: unknown) => {
    if (typeof field === 'string' && field !== '') files.push({ area, field });
  };
  for (const file of editorialTables[kind].files) note(file.area, row[file.column]);
  if (kind !== 'ventures') return { content: withoutBookkeeping(kind, row), files };

  const [stats] = await selectChildren(db, ventureStats.table, id);
  if (stats) note(ventureStats.pictures[0].area, stats[ventureStats.pictures[0].column]);
  const content: SnapshotContent = { venture: withoutBookkeeping(kind, row), stats: stats ? childContent(stats) : null };
  for (const [key, child] of Object.entries(ventureChildFiles)) {
    const rows = await selectChildren(db, child.table, id);
    for (const childRow of rows) note(child.area, childRow[child.column]);
    content[key] = rows.map(childContent);
  }
  return { content: JSON.parse(JSON.stringify(content)) as SnapshotContent, files };
}

/**
 * Writes a revision's content back over the item (its slug excepted: a restore changes no URL).
 * A venture's child rows are replaced by the revision's, in its order.
 */
export async function applySnapshot(db: Db, kind: EditorialKind, id: number, content: SnapshotContent): Promise<void> {
  const own = kind === 'ventures' ? withoutOrderKey(content.venture as SnapshotContent) : content;
  await updateColumns(db, kind, id, own);
  if (kind !== 'ventures') return;

  const stats = content.stats as SnapshotContent | null;
  await sql`delete from ${sql.table(ventureStats.table)} where venture_id = ${id}`.execute(db);
  if (stats) await insertRow(db, ventureStats.table, { ...stats, venture_id: id });
  for (const [key, child] of Object.entries(ventureChildFiles)) {
    await sql`delete from ${sql.table(child.table)} where venture_id = ${id}`.execute(db);
    // The rows come back in the revision's order with fresh keys: a revision written before keys
    // existed holds the old integer positions, and the venture's rows are all replaced anyway.
    const rows = (content[key] as SnapshotContent[] | undefined) ?? [];
    const keys = spreadOrderKeys(rows.length);
    for (const [index, row] of rows.entries()) {
      await insertRow(db, child.table, { ...row, position: keys[index], venture_id: id });
    }
  }
}

/** A venture's place in the order is not content; revisions made before it was left out still hold it. */
function withoutOrderKey(content: SnapshotContent): SnapshotContent {
  const { position: _position, ...rest } = content;
  return rest;
}

async function updateColumns(db: Db, table: string, id: number, values: SnapshotContent): Promise<void> {
  const entries = Object.entries(values).filter(([column]) => column !== 'slug' && /^[a-z_]+$/.test(column));
  if (entries.length === 0) return;
  const assignments = entries.map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await sql`update ${sql.table(table)} set ${sql.join(assignments)}, updated_at = now() where id = ${id}`.execute(db);
}

async function insertRow(db: Db, table: string, values: SnapshotContent): Promise<void> {
  const entries = Object.entries(values).filter(([column]) => /^[a-z_]+$/.test(column));
  await sql`
    insert into ${sql.table(table)} (${sql.join(entries.map(([column]) => sql.ref(column)))})
    values (${sql.join(entries.map(([, value]) => value))})`.execute(db);
}
