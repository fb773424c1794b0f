// The queries of the ventures' and the team's public reads in a language (translated-own-read.ts):
// their rows joined with the published, untrashed translation in that language, in display order.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { TeamMemberRow, VentureRow } from '../db/schema.js';
import type { TranslationLanguage } from '../site-languages.js';

export type Translated<Row> = Row & { translated_fields: Record<string, string>; translated_slug: string | null };

export type VentureFilter = { slug: string } | { id: number } | { ids: readonly number[] } | null;

function venturesIn(lang: TranslationLanguage, by: VentureFilter) {
  const filters = [
    sql`t.kind = 'ventures' and t.lang = ${lang} and t.status = 'published' and t.deleted_at is null and k.deleted_at is null`,
    // A slug arrives percent-decoded; NFC, as it is stored.
    ...(by && 'slug' in by ? [sql`t.slug = ${by.slug.normalize('NFC')}`] : []),
    ...(by && 'id' in by ? [sql`k.id = ${by.id}`] : []),
    ...(by && 'ids' in by ? [sql`k.id = any(${[...by.ids]}::int[])`] : []),
  ];
  return sql`from ventures k join translations t on t.item_id = k.id where ${sql.join(filters, sql` and `)}`;
}

export async function findTranslatedVentures(
  db: Db,
  lang: TranslationLanguage,
  by: VentureFilter,
  window: { limit: number; offset: number } | null,
): Promise<Translated<VentureRow>[]> {
  const paging = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const { rows } = await sql<Translated<VentureRow>>`
    select k.*, t.fields as translated_fields, t.slug as translated_slug ${venturesIn(lang, by)} order by k.position, k.id ${paging}`.execute(db);
  return rows;
}

export async function countTranslatedVentures(db: Db, lang: TranslationLanguage): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count ${venturesIn(lang, null)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

const teamIn = (lang: TranslationLanguage) =>
  sql`from team_members k join translations t on t.item_id = k.id where t.kind = 'team' and t.lang = ${lang} and t.status = 'published' and t.deleted_at is null`;

export async function findTranslatedTeam(db: Db, lang: TranslationLanguage, window: { limit: number; offset: number } | null): Promise<Translated<TeamMemberRow>[]> {
  const paging = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const { rows } = await sql<Translated<TeamMemberRow>>`
    select k.*, t.fields as translated_fields, t.slug as translated_slug ${teamIn(lang)} order by k.sort_key, k.id ${paging}`.execute(db);
  return rows;
}

export async function countTranslatedTeam(db: Db, lang: TranslationLanguage): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count ${teamIn(lang)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
