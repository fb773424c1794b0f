// An item's whole content as a revision keeps it, and putting such a content back. The shape
// matches the initial revisions the editorial-states migration wrote: the row without its
// bookkeeping columns; for a composite kind (its declaration's `composite`: a venture) its own
// columns under its ownKey ('venture') beside each child row and list by name ('stats',
// 'subcategories', 'clients', 'gallery'), each child row without id and its item's id, in order.
import { sql } from 'kysely';
import { compositionOf, contentKinds, type OrderDeclaration, type PictureDeclaration } from '../../../common/content-kinds.js';
import type { EditorialKind } from '../../../common/editorial.js';
import { spreadOrderKeys } from '../../../common/order-keys.js';
import type { UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { bookkeepingColumns } from './editorial-tables.js';

export type SnapshotContent = Record<string, unknown>;
export type SnapshotFile = { area: UploadArea; field: string };
export type Snapshot = { content: SnapshotContent; files: SnapshotFile[] };

function withoutBookkeeping(row: Record<string, unknown>, notContent: readonly string[] = []): SnapshotContent {
  const content = { ...row };
  for (const column of [...bookkeepingColumns, ...notContent]) delete content[column];
  return JSON.parse(JSON.stringify(content)) as SnapshotContent;
}

/** A child row without its own id and its item's. */
function childContent(row: Record<string, unknown>, parent: string): SnapshotContent {
  const { id: _id, [parent]: _parent, ...rest } = row;
  return rest;
}

async function selectRow(db: Db, table: string, id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0];
}

async function selectChildren(db: Db, child: { table: string; parent: string; order?: OrderDeclaration }, itemId: number): Promise<Record<string, unknown>[]> {
  const order = child.order ? sql`${sql.ref(child.order.column)}, id` : sql`id`;
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(child.table)} where ${sql.ref(child.parent)} = ${itemId} order by ${order}`.execute(db);
  return rows;
}

/** The item as it stands in `db` (inside the transaction that changed it). */
export async function takeSnapshot(db: Db, kind: EditorialKind, id: number): Promise<Snapshot | undefined> {
  const row = await selectRow(db, kind, id);
  if (!row) return undefined;
  const files: SnapshotFile[] = [];
  const note = (pictures: readonly PictureDeclaration[], values: Record<string, unknown>) => {
    for (const { area, column } of pictures) {
      const field = values[column];
      if (typeof field === 'string' && field !== '') files.push({ area, field });
    }
  };
  note(contentKinds[kind].pictures, row);
  const composition = compositionOf(kind);
  if (!composition) return { content: withoutBookkeeping(row), files };

  const content: SnapshotContent = { [composition.ownKey]: withoutBookkeeping(row, composition.notContent) };
  for (const [name, child] of composition.rows) {
    const [first] = await selectChildren(db, child, id);
    if (first) note(child.pictures, first);
    content[name] = first ? childContent(first, child.parent) : null;
  }
  for (const [name, list] of composition.lists) {
    const rows = await selectChildren(db, list, id);
    for (const childRow of rows) note(list.pictures, childRow);
    content[name] = rows.map((childRow) => childContent(childRow, list.parent));
  }
  return { content: JSON.parse(JSON.stringify(content)) as SnapshotContent, files };
}

/**
 * Writes a revision's content back over the item (its slug excepted: a restore changes no URL).
 * A venture's child rows are replaced by the revision's, in its order.
 */
export async function applySnapshot(db: Db, kind: EditorialKind, id: number, content: SnapshotContent): Promise<void> {
  const composition = compositionOf(kind);
  // Revisions made before a composite's order column was left out still hold it.
  const own = composition ? withoutBookkeeping(content[composition.ownKey] as SnapshotContent, composition.notContent) : content;
  await updateColumns(db, kind, id, own);
  if (!composition) return;

  for (const [name, child] of composition.rows) {
    const values = content[name] as SnapshotContent | null;
    await sql`delete from ${sql.table(child.table)} where ${sql.ref(child.parent)} = ${id}`.execute(db);
    if (values) await insertRow(db, child.table, { ...values, [child.parent]: id });
  }
  for (const [name, list] of composition.lists) {
    await sql`delete from ${sql.table(list.table)} where ${sql.ref(list.parent)} = ${id}`.execute(db);
    // The rows come back in the revision's order with fresh keys: a revision written before keys
    // existed holds the old integer positions, and the item's rows are all replaced anyway.
    const rows = (content[name] as SnapshotContent[] | undefined) ?? [];
    const keys = spreadOrderKeys(rows.length);
    for (const [index, row] of rows.entries()) {
      await insertRow(db, list.table, { ...row, [list.order.column]: keys[index], [list.parent]: id });
    }
  }
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
