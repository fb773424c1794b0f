// The queries of the admin's overview: how many of each content kind, and the latest changes, over
// every kind with revisions (common/content-kinds.ts).
import { sql } from 'kysely';
import type { AdminOverview } from '../../../common/api-types.js';
import { contentKinds } from '../../../common/content-kinds.js';
import { DRAFTABLE_KINDS, EDITORIAL_KINDS, type DraftableKind, type EditorialKind } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';
import { findMissedSchedules } from '../editorial/revisions.repository.js';
import type { TranslationLanguage } from '../site-languages.js';
import { TRANSLATED_KINDS, type TranslatedKind } from '../translations/translation-fields.js';

/** The counts of every kind and of the messages; how many are unread is the inbox's to say (inboxTotals). */
export type ContentCounts = Omit<AdminOverview['counts'], 'unread_messages'>;

export type EditorialCounts = NonNullable<AdminOverview['editorial']>;
type KindCounts = EditorialCounts['by_type'][DraftableKind];

const tableOf = (kind: EditorialKind) => sql.table(contentKinds[kind].table);

export async function countEverything(db: Db): Promise<ContentCounts> {
  const kindCounts = EDITORIAL_KINDS.map((kind) => sql`(select count(*) from ${tableOf(kind)} where deleted_at is null)::int as ${sql.id(kind)}`);
  const { rows } = await sql<ContentCounts>`
    select
      ${sql.join(kindCounts)},
      (select count(*) from contact_messages)::int as messages
  `.execute(db);
  return rows[0]!;
}

export type ChangeRow = { type: EditorialKind; id: number; title: string; created_at: Date; updated_at: Date };

/**
 * Drafts and scheduled items outside the trash, and everything in the trash, of every content kind;
 * and the drafts and scheduled items of each kind that has them, so the overview can lead to each list.
 */
export async function countEditorial(db: Db): Promise<EditorialCounts> {
  const perKind = EDITORIAL_KINDS.map(
    (kind) => sql`(select ${kind}::text as type,
           count(*) filter (where status = 'draft' and deleted_at is null)::int as drafts,
           count(*) filter (where status = 'scheduled' and deleted_at is null)::int as scheduled,
           count(*) filter (where deleted_at is not null)::int as trash
         from ${tableOf(kind)})`,
  );
  const { rows } = await sql<{ type: EditorialKind } & KindCounts & { trash: number }>`${sql.join(perKind, sql` union all `)}`.execute(db);
  const total = (key: keyof KindCounts | 'trash') => rows.reduce((sum, row) => sum + row[key], 0);
  const byType = Object.fromEntries(
    DRAFTABLE_KINDS.map((kind) => {
      const row = rows.find((candidate) => candidate.type === kind)!;
      return [kind, { drafts: row.drafts, scheduled: row.scheduled }];
    }),
  ) as EditorialCounts['by_type'];
  return { drafts: total('drafts'), scheduled: total('scheduled'), trash: total('trash'), by_type: byType };
}

/** The `limit` items added or edited last, of every content kind, outside the trash. */
export async function listLatestChanges(db: Db, limit: number): Promise<ChangeRow[]> {
  const latest = EDITORIAL_KINDS.map(
    (kind) =>
      sql`(select ${kind}::text as type, id, ${sql.ref(contentKinds[kind].titleColumn)} as title, created_at, updated_at from ${tableOf(kind)}
           where deleted_at is null order by updated_at desc, id desc limit ${limit})`,
  );
  const { rows } = await sql<ChangeRow>`
    ${sql.join(latest, sql` union all `)}
    order by updated_at desc, type, id desc
    limit ${limit}
  `.execute(db);
  return rows;
}

export type MissedScheduleRow = { type: DraftableKind; id: number; title: string; at: Date };

/** The drafts the scheduler could not publish at their time and no one has saved since, of every kind, newest first. */
export async function listMissedSchedules(db: Db): Promise<MissedScheduleRow[]> {
  const perKind = await Promise.all(
    DRAFTABLE_KINDS.map(async (kind) => {
      const missed = await findMissedSchedules(db, kind);
      if (missed.size === 0) return [];
      const { rows } = await sql<{ id: number; title: string }>`
        select id, ${sql.ref(contentKinds[kind].titleColumn)} as title from ${tableOf(kind)} where id = any(${[...missed.keys()]}::int[])`.execute(db);
      return rows.map((row) => ({ type: kind, id: row.id, title: row.title, at: missed.get(row.id)! }));
    }),
  );
  return perKind.flat().sort((a, b) => b.at.getTime() - a.at.getTime() || a.id - b.id);
}

export type ScheduledRow = { type: TranslatedKind; id: number; title: string; lang: TranslationLanguage | null; publish_at: Date };

/**
 * The `limit` items and texts in another language due soonest, of every kind: scheduled items
 * outside the trash, and scheduled translations (`lang`) of items outside it, by the English title.
 */
export async function listPublishingSoon(db: Db, limit: number): Promise<ScheduledRow[]> {
  const items = DRAFTABLE_KINDS.map(
    (kind) =>
      sql`(select ${kind}::text as type, id, ${sql.ref(contentKinds[kind].titleColumn)} as title, null::text as lang, publish_at from ${tableOf(kind)}
           where status = 'scheduled' and deleted_at is null order by publish_at, id limit ${limit})`,
  );
  const texts = TRANSLATED_KINDS.map((kind) => {
    // A kind without the editorial columns (the team) has no trash.
    const itemOutsideTrash = contentKinds[kind].revisions ? sql`and k.deleted_at is null` : sql``;
    return sql`(select ${kind}::text as type, k.id, k.${sql.ref(contentKinds[kind].titleColumn)} as title, t.lang, t.publish_at
           from translations t join ${sql.table(contentKinds[kind].table)} k on k.id = t.item_id
           where t.kind = ${kind} and t.status = 'scheduled' and t.deleted_at is null ${itemOutsideTrash}
           order by t.publish_at, k.id limit ${limit})`;
  });
  const { rows } = await sql<ScheduledRow>`
    ${sql.join([...items, ...texts], sql` union all `)}
    order by publish_at, type, id, lang nulls first
    limit ${limit}
  `.execute(db);
  return rows;
}
