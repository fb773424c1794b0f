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

/** Deletes the item's revisions beyond the newest `keep` (their files rows go with them). */
export async function pruneRevisions(db: Db, kind: EditorialKind, itemId: number, keep: number): Promise<void> {
  await sql`
    delete from revisions where kind = ${kind} and item_id = ${itemId} and id not in (
      select id from revisions where kind = ${kind} and item_id = ${itemId} order by id desc limit ${keep}
    )`.execute(db);
}

/** Deletes every revision of the item. */
export async function deleteRevisionsOf(db: Db, kind: EditorialKind, itemId: number): Promise<void> {
  await db.deleteFrom('revisions').where('kind', '=', kind).where('item_id', '=', itemId).execute();
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

/** The item's newest revision, its content and author; undefined when it has none. */
async function findLatestRevision(db: Db, kind: EditorialKind, itemId: number) {
  return db
    .selectFrom('revisions')
    .select(['content', 'author_name'])
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The content of the item's newest revision; undefined when it has none. */
export async function findLatestRevisionContent(db: Db, kind: EditorialKind, itemId: number): Promise<SnapshotContent | undefined> {
  return (await findLatestRevision(db, kind, itemId))?.content as SnapshotContent | undefined;
}

/**
 * Of the items `ids` (of every draft outside the trash when undefined), those whose newest revision
 * is the scheduler's return to draft ('not_published'), with its time: nothing was saved over it since.
 */
export async function findMissedSchedules(db: Db, kind: EditorialKind, ids?: readonly number[]): Promise<Map<number, Date>> {
  if (ids?.length === 0) return new Map();
  const which =
    ids === undefined
      ? sql`item_id in (select id from ${sql.table(kind)} where status = 'draft' and deleted_at is null)`
      : sql`item_id = any(${[...ids]}::int[])`;
  const { rows } = await sql<{ item_id: number; event: string; created_at: Date }>`
    select distinct on (item_id) item_id, event, created_at from revisions
    where kind = ${kind} and ${which}
    order by item_id, id desc`.execute(db);
  return new Map(rows.filter((row) => row.event === 'not_published').map((row) => [row.item_id, row.created_at]));
}

/** Who saved the item's newest revision; null for the scheduler, an import, or an item without revisions. */
export async function findLatestRevisionAuthor(db: Db, kind: EditorialKind, itemId: number): Promise<string | null> {
  return (await findLatestRevision(db, kind, itemId))?.author_name ?? null;
}

export async function findRevision(db: Db, id: string): Promise<RevisionRow | undefined> {
  return (await db
    .selectFrom('revisions')
    .select(['id', 'kind', 'item_id', 'created_at', 'author_name', 'event', 'status', 'content'])
    .where('id', '=', id)
    .executeTakeFirst()) as RevisionRow | undefined;
}

/**
 * The account to tell about the item's schedule: whoever scheduled it (its newest 'scheduled'
 * revision still kept), else whoever saved it last; only an enabled account; undefined for none.
 */
export async function findSchedulingAccount(db: Db, kind: EditorialKind, itemId: number): Promise<{ email: string; username: string } | undefined> {
  return db
    .selectFrom('revisions')
    .innerJoin('admin_users', 'admin_users.id', 'revisions.author_id')
    .select(['admin_users.email', 'admin_users.username'])
    .where('revisions.kind', '=', kind)
    .where('revisions.item_id', '=', itemId)
    .where('admin_users.disabled_at', 'is', null)
    .orderBy(sql`revisions.event = 'scheduled'`, 'desc')
    .orderBy('revisions.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
