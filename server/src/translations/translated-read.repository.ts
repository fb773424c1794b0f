// The queries of the public reads in a language (translated-read.ts): the kind's rows joined with
// their published, untrashed translation in that language, in the list's order, the languages one
// item is published in, and whether a text not found is in the trash.
import { sql } from 'kysely';
import { contentKinds } from '../../../common/content-kinds.js';
import type { Db } from '../db/database.js';
import { containsPattern } from '../db/list-order.js';
import { listedView } from '../kinds/listed-declaration.js';
import type { ListedQuery } from '../kinds/listed-schemas.js';
import { onSite, READ_LANGUAGES, type ReadLanguage, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import type { ListedKind } from '../../../common/content-kinds.js';

export type Alternate = { lang: ReadLanguage; slug: string };

export type TranslatedRow = Record<string, unknown> & { id: number; slug: string; translated_fields: Record<string, string>; translated_slug: string | null };

const view = (kind: ListedKind) => listedView(kind);

/** Which rows a read in `lang` sees: published in it, neither it nor the English item trashed; and the query's filters. */
function visibleIn(kind: ListedKind, lang: TranslationLanguage, query: ListedQuery) {
  const title = sql`t.fields ->> ${view(kind).titleField}`;
  const filters = [
    sql`t.kind = ${kind} and t.lang = ${lang} and t.status = 'published' and t.deleted_at is null and k.deleted_at is null`,
    // A slug arrives percent-decoded; NFC, as it is stored (an NFD spelling of the same letters finds it).
    ...(query.slug !== undefined ? [sql`t.slug = ${query.slug.normalize('NFC')}`] : []),
    ...(query.id !== undefined ? [sql`k.id = ${query.id}`] : []),
    ...(query.q ? [sql`${title} ilike ${containsPattern(query.q)}`] : []),
  ];
  return sql`from ${sql.table(kind)} k join translations t on t.item_id = k.id where ${sql.join(filters, sql` and `)}`;
}

function orderOf(kind: ListedKind, query: ListedQuery) {
  const sort = query.sort ?? ((contentKinds[kind].listed.api.sorts as readonly string[]).includes('order') ? 'order' : 'newest');
  const title = sql`t.fields ->> ${view(kind).titleField}`;
  switch (sort) {
    case 'order':
      return sql`k.sort_key, k.id`;
    case 'oldest':
      return sql`k.created_at asc, k.id asc`;
    case 'title':
      return sql`lower(${title}) asc, ${title} asc, k.id asc`;
    case '-title':
      return sql`lower(${title}) desc, ${title} desc, k.id desc`;
    default:
      return sql`k.created_at desc, k.id desc`;
  }
}

export async function findTranslatedRows(
  db: Db,
  kind: ListedKind,
  lang: TranslationLanguage,
  query: ListedQuery,
  window: { limit: number; offset: number } | null,
): Promise<TranslatedRow[]> {
  const paging = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const { rows } = await sql<TranslatedRow>`
    select k.*, t.fields as translated_fields, t.slug as translated_slug ${visibleIn(kind, lang, query)} order by ${orderOf(kind, query)} ${paging}`.execute(db);
  return rows;
}

export async function countTranslated(db: Db, kind: ListedKind, lang: TranslationLanguage, query: ListedQuery): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count ${visibleIn(kind, lang, query)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The languages of the site the item is published in, with its address in each: English first when published. */
export async function alternatesOf(db: Db, kind: ListedKind | 'ventures', id: number, site: SiteLanguages): Promise<Alternate[]> {
  const { rows } = await sql<{ lang: ReadLanguage; slug: string }>`
    select 'en' as lang, k.slug from ${sql.table(kind)} k where k.id = ${id} and k.deleted_at is null and k.status = 'published'
    union all
    select t.lang, coalesce(t.slug, k.slug) from translations t join ${sql.table(kind)} k on k.id = t.item_id
    where t.kind = ${kind} and t.item_id = ${id} and t.status = 'published' and t.deleted_at is null and k.deleted_at is null`.execute(db);
  const order = READ_LANGUAGES as readonly string[];
  return onSite(site, rows)
    .sort((a, b) => order.indexOf(a.lang) - order.indexOf(b.lang))
    .map(({ lang, slug }) => ({ lang, slug }));
}

/**
 * Whether the item's text in `lang`, by its address (current or earlier) or its id, is in the trash
 * or belongs to an English item that is: gone on purpose, as English's trashed address is (410).
 */
export async function isTranslationTrashed(db: Db, kind: ListedKind | 'ventures', lang: TranslationLanguage, by: { slug: string } | { id: number }): Promise<boolean> {
  const trashed = sql`(t.deleted_at is not null or k.deleted_at is not null)`;
  const joined = sql`translations t join ${sql.table(kind)} k on k.id = t.item_id`;
  if ('id' in by) {
    const { rows } = await sql<{ trashed: boolean }>`
      select exists (select 1 from ${joined} where t.kind = ${kind} and t.lang = ${lang} and t.item_id = ${by.id} and ${trashed}) as trashed`.execute(db);
    return rows[0]?.trashed === true;
  }
  const slug = by.slug.normalize('NFC');
  const { rows } = await sql<{ trashed: boolean }>`
    select exists (select 1 from ${joined} where t.kind = ${kind} and t.lang = ${lang} and t.slug = ${slug} and ${trashed})
        or exists (
          select 1 from translation_slug_history h join ${joined} on t.kind = h.kind and t.lang = h.lang and t.item_id = h.item_id
          where h.kind = ${kind} and h.lang = ${lang} and h.slug = ${slug} and ${trashed}
        ) as trashed`.execute(db);
  return rows[0]?.trashed === true;
}
