// Kysely queries of the order keys of every ordered list, nothing else. The tables and columns
// come from the kinds' declarations, never from a request.
import { sql } from 'kysely';
import { ORDERED_LISTS, type OrderKind } from '../../../common/ordering.js';
import type { Db } from '../db/database.js';

export type OrderRow = { id: number; key: string; scope: number; title: string | null };

/** Whether the kind's rows are ordered within a venture. */
export function isVentureRowKind(kind: OrderKind): boolean {
  return ORDERED_LISTS[kind].scope !== null;
}

export async function findOrderRow(db: Db, kind: OrderKind, id: number): Promise<OrderRow | undefined> {
  const t = ORDERED_LISTS[kind];
  const { rows } = await sql<OrderRow>`
    select id, ${sql.ref(t.key)} as key, ${t.scope ? sql.ref(t.scope) : sql.lit(0)} as scope, ${t.title ? sql.ref(t.title) : sql.lit(null)} as title
    from ${sql.table(t.table)} where id = ${id}`.execute(db);
  return rows[0];
}

/**
 * Holds the list's lock until the transaction ends: moves and inserts of one list (the tables'
 * insert triggers take the same lock) run one after the other, each reading the keys the one
 * before left.
 */
export async function lockOrderScope(db: Db, kind: OrderKind, scope: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sjg-order:${ORDERED_LISTS[kind].table}`}), ${scope}::int)`.execute(db);
}

function scoped(kind: OrderKind, scope: number) {
  const t = ORDERED_LISTS[kind];
  return t.scope ? sql`${sql.ref(t.scope)} = ${scope}` : sql`true`;
}

/** The nearest key above (`after`) or below (`before`) `key`, leaving out one row; null at the end. */
export async function neighbourKey(db: Db, kind: OrderKind, scope: number, key: string | null, side: 'above' | 'below', exceptId: number): Promise<string | null> {
  const t = ORDERED_LISTS[kind];
  const column = sql.ref(t.key);
  const bound = key === null ? sql`true` : side === 'above' ? sql`${column} > ${key}` : sql`${column} < ${key}`;
  const { rows } = await sql<{ key: string | null }>`
    select ${side === 'above' ? sql`min(${column})` : sql`max(${column})`} as key
    from ${sql.table(t.table)} where ${scoped(kind, scope)} and id <> ${exceptId} and ${bound}`.execute(db);
  return rows[0]?.key ?? null;
}

/** Every row of the list with its key, in order. */
export async function listOrderKeys(db: Db, kind: OrderKind, scope: number): Promise<{ id: number; key: string }[]> {
  const t = ORDERED_LISTS[kind];
  const { rows } = await sql<{ id: number; key: string }>`
    select id, ${sql.ref(t.key)} as key from ${sql.table(t.table)} where ${scoped(kind, scope)} order by ${sql.ref(t.key)}, id`.execute(db);
  return rows;
}

export async function setOrderKey(db: Db, kind: OrderKind, id: number, key: string): Promise<void> {
  const t = ORDERED_LISTS[kind];
  await sql`update ${sql.table(t.table)} set ${sql.ref(t.key)} = ${key} where id = ${id}`.execute(db);
}

/** Writes many keys in one statement (a rebalance); the unique constraints are checked at commit. */
export async function setOrderKeys(db: Db, kind: OrderKind, ids: number[], keys: string[]): Promise<void> {
  const t = ORDERED_LISTS[kind];
  await sql`
    update ${sql.table(t.table)} as t set ${sql.ref(t.key)} = k.key
    from unnest(${ids}::int[], ${keys}::text[]) as k(id, key) where t.id = k.id`.execute(db);
}

export async function ventureTitle(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('ventures').select('title').where('id', '=', id).executeTakeFirst();
  return row?.title ?? null;
}
