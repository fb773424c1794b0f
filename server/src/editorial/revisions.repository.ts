// Revisions and the stored files each names (migration editorial-states).
import { sql } from 'kysely';
import type { EditorialKind, ItemStatus } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';
import type { SnapshotContent, SnapshotFile } from './snapshots.repository.js';

export type RevisionRow = {
  id: string;
  kind: EditorialKind;
  item_id: number;
  created_at: Date;
  author_name: string | null;
  event: string;
  status: ItemStatus;
  content: SnapshotContent;
};

export async function insertRevision(
  db: Db,
  revision: { kind: EditorialKind; itemId: number; authorId: number | null; authorName: string | null; event: string; status: ItemStatus; content: SnapshotContent; files: SnapshotFile[] },
  now: Date,
): Promise<string> {
  const { id } = await db
    .insertInto('revisions')
    .values({
      kind: revision.kind,
      item_id: revision.itemId,
      created_at: now,
      author_id: revision.authorId,
      author_name: revision.authorName,
      event: revision.event,
      status: revision.status,
      content: JSON.stringify(revision.content),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unique = new Map(revision.files.map((file) => [`${file.area}\u0000${file.field}`, file]));
  if (unique.size > 0) {
    await db
      .insertInto('revision_files')
      .values([...unique.values()].map((file) => ({ revision_id: id, area: file.area, field: file.field })))
      .execute();
  }
  return id;
}

/** Deletes the item's revisions beyond the newest `keep`; returns the files they named. */
export async function pruneRevisions(db: Db, kind: EditorialKind, itemId: number, keep: number): Promise<SnapshotFile[]> {
  const { rows } = await sql<SnapshotFile>`
    with pruned as (
      delete from revisions where kind = ${kind} and item_id = ${itemId} and id not in (
        select id from revisions where kind = ${kind} and item_id = ${itemId} order by id desc limit ${keep}
      )
      returning id
    )
    select distinct f.area, f.field from revision_files f join pruned on pruned.id = f.revision_id`.execute(db);
  return rows;
}

/** Deletes every revision of the item; returns the files they named. */
export async function deleteRevisionsOf(db: Db, kind: EditorialKind, itemId: number): Promise<SnapshotFile[]> {
  const { rows } = await sql<SnapshotFile>`
    with gone as (delete from revisions where kind = ${kind} and item_id = ${itemId} returning id)
    select distinct f.area, f.field from revision_files f join gone on gone.id = f.revision_id`.execute(db);
  return rows;
}

export async function listRevisions(db: Db, kind: EditorialKind, itemId: number): Promise<Omit<RevisionRow, 'content'>[]> {
  return (await db
    .selectFrom('revisions')
    .select(['id', 'kind', 'item_id', 'created_at', 'author_name', 'event', 'status'])
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .execute()) as Omit<RevisionRow, 'content'>[];
}

/** The content of the item's newest revision; undefined when it has none. */
export async function findLatestRevisionContent(db: Db, kind: EditorialKind, itemId: number): Promise<SnapshotContent | undefined> {
  const row = await db
    .selectFrom('revisions')
    .select('content')
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.content as SnapshotContent | undefined;
}

export async function findRevision(db: Db, id: string): Promise<RevisionRow | undefined> {
  return (await db
    .selectFrom('revisions')
    .select(['id', 'kind', 'item_id', 'created_at', 'author_name', 'event', 'status', 'content'])
    .where('id', '=', id)
    .executeTakeFirst()) as RevisionRow | undefined;
}

/** Of `files`, those no revision names any more (the ones that may leave storage). */
export async function filesNamedByNoRevision(db: Db, files: SnapshotFile[]): Promise<SnapshotFile[]> {
  if (files.length === 0) return [];
  const { rows } = await sql<{ named: boolean }>`
    select exists (select 1 from revision_files f where f.area = c.area and f.field = c.field) as named
    from unnest(${files.map((file) => file.area)}::text[], ${files.map((file) => file.field)}::text[]) with ordinality as c (area, field, n)
    order by c.n`.execute(db);
  return files.filter((_, index) => !rows[index]?.named);
}

/** The items of a kind that have no revision yet (written by the seed or by hand). */
export async function listItemsWithoutRevision(db: Db, kind: EditorialKind): Promise<{ id: number; status: ItemStatus }[]> {
  const { rows } = await sql<{ id: number; status: ItemStatus }>`
    select t.id, t.status from ${sql.table(kind)} t
    where not exists (select 1 from revisions r where r.kind = ${kind} and r.item_id = t.id)
    order by t.id`.execute(db);
  return rows;
}
