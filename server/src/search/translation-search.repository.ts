// The search rows of translations (migration translation-search) and the search of one language
// over them. A row is written from the translation's fields by Node (translation-search-text.ts);
// whether it is found is read at search time from the translation (published, not trashed) and its
// English item (not trashed), so publishing, unpublishing and trashing need no row of their own.
import { sql } from 'kysely';
import { isLanguageCode } from '../../../common/languages.js';
import { searchedKinds } from '../../../common/content-kinds.js';
import type { Db } from '../db/database.js';
import { ROMAN_TYPO_MIN, translationSearchText, type LanguageQuery } from './translation-search-text.js';

const searched = new Map(searchedKinds().map((kind) => [kind.kind as string, kind]));

/** How many missing rows one transaction writes. */
const FILL_BATCH = 100;

export type TranslationSearchKey = { kind: string; itemId: number; lang: string };

/**
 * Writes the search rows missing for `key`'s translation, or for up to FILL_BATCH translations,
 * in the caller's transaction; returns how many. Each translation is locked first (the service
 * holds the same lock while it saves), so a row is never made from fields another write replaces.
 */
export async function fillTranslationSearchIn(tx: Db, key?: TranslationSearchKey): Promise<number> {
  const kinds = [...searched.keys()];
  const only = key ? sql`and t.kind = ${key.kind} and t.item_id = ${key.itemId} and t.lang = ${key.lang}` : sql``;
  const { rows } = await sql<{ kind: string; item_id: number; lang: string; fields: Record<string, string> }>`
    select t.kind, t.item_id, t.lang, t.fields from translations t
    where t.kind = any(${kinds}::text[]) ${only}
      and not exists (select 1 from translation_search s where s.kind = t.kind and s.item_id = t.item_id and s.lang = t.lang)
    order by t.kind, t.item_id, t.lang
    limit ${FILL_BATCH}
    for update of t skip locked`.execute(tx);
  for (const row of rows) {
    if (!isLanguageCode(row.lang)) continue;
    const text = translationSearchText(searched.get(row.kind)!, row.lang, row.fields);
    await sql`
      insert into translation_search (kind, item_id, lang, vector, roman, roman_title, body_text)
      values (${row.kind}, ${row.item_id}, ${row.lang},
        setweight(to_tsvector(${text.config}::regconfig, ${text.title}), 'A') || setweight(to_tsvector(${text.config}::regconfig, ${text.body}), 'B'),
        setweight(to_tsvector('simple', ${text.romanTitle}), 'A') || setweight(to_tsvector('simple', ${text.romanBody}), 'B'),
        ${text.romanTitle}, ${text.bodyText})
      on conflict do nothing`.execute(tx);
  }
  return rows.length;
}

/** Writes every missing search row (translations written outside the app: an import, a restore, a hand fix), batch by batch. */
export async function fillMissingTranslationSearch(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const count = await db.transaction().execute((tx) => fillTranslationSearchIn(tx));
    filled += count;
    if (count < FILL_BATCH) return filled;
  }
}

export type LanguageSearchRow = {
  type: 'news' | 'blog' | 'venture' | 'investor';
  id: number;
  title: string;
  slug: string;
  image: string | null;
  body_text: string;
  /** The query's lexemes as the language's configuration made them (for the excerpt). */
  stems: string[];
  /** 1: found by its own words; 2: by romanized words; 3: by a romanized word spelled a little differently. */
  tier: number;
};

/** pg_trgm's default word_similarity_threshold: how alike a mistyped word and a title word must be. */
const TYPO_SIMILARITY = 0.6;

/**
 * The best `limit` translations published in `lang` for `query`, in three tiers: a full-text match
 * in the language's configuration (inflected forms by the hindi stemmer), else all the query's
 * romanized words found as prefixes of the document's romanized words ("mumbai" → मुंबई, मुंबईत),
 * else each found so or like a title word by pg_trgm (a typo); within a tier by ts_rank (or the
 * likeness), newer first.
 */
export async function searchLanguage(db: Db, lang: string, config: string, query: LanguageQuery, limit: number): Promise<LanguageSearchRow[]> {
  return (await languageSearchStatement(lang, config, query, limit).execute(db)).rows;
}

/** searchLanguage's statement. */
export function languageSearchStatement(lang: string, config: string, query: LanguageQuery, limit: number) {
  const romanQuery = query.romanOperands.length > 0 ? query.romanOperands.join(' & ') : null;
  // Every romanized query word found as a prefix (1) or like a title word: the least of them.
  const likeness = sql`select min(case when d.roman @@ words.operand then 1
                                       when char_length(words.word) >= ${ROMAN_TYPO_MIN} then word_similarity(words.word, d.roman_title)
                                       else 0 end) from words`;
  // Each candidate looked up by its key: as joins (or laterals it could flatten into joins, hence
  // the limit 1 of a key lookup), the planner read every translation of the language against them.
  const documents = [...searched.values()].map(
    (kind) => sql`
      select ${kind.type}::text as type, c.item_id as id, t.title, coalesce(t.slug, k.slug) as slug,
             k.image, k.created_at, s.body_text, s.vector, s.roman, s.roman_title
      from candidates c
      cross join lateral (
        select t.fields ->> ${kind.title} as title, t.slug from translations t
        where t.kind = ${kind.kind} and t.item_id = c.item_id and t.lang = ${lang} and t.status = 'published' and t.deleted_at is null limit 1
      ) as t
      cross join lateral (
        select k.slug, k.${sql.ref(kind.picture.column)}::text as image, k.created_at from ${sql.table(kind.table)} k
        where k.id = c.item_id and k.deleted_at is null limit 1
      ) as k
      cross join lateral (
        select s.body_text, s.vector, s.roman, s.roman_title from translation_search s
        where s.kind = ${kind.kind} and s.item_id = c.item_id and s.lang = ${lang} limit 1
      ) as s
      where c.kind = ${kind.kind}`,
  );
  return sql<LanguageSearchRow>`
    with q as materialized (
      select case when numnode(w) > 0 then w end as tsq, ${romanQuery}::tsquery as rq,
             coalesce((select array_agg(lexeme) from sjg_tsquery_lexemes(w) where not negated and lexeme <> ''), '{}') as stems
      from websearch_to_tsquery(${config}::regconfig, ${query.text}) as w
    ),
    words as materialized (
      select w.operand::tsquery as operand, w.word from unnest(${query.romanOperands}::text[], ${query.romanWords}::text[]) as w(operand, word)
    ),
    -- Whatever any of the three ways may match, each read from its index (a typo: a title word
    -- within pg_trgm's word_similarity_threshold, 0.6, of a query word); only these are ranked.
    candidates as materialized (
      select s.kind, s.item_id from q join translation_search s on s.vector @@ q.tsq where s.lang = ${lang}
      union
      select s.kind, s.item_id from q join translation_search s on s.roman @@ q.rq where s.lang = ${lang}
      union
      select s.kind, s.item_id from words join translation_search s on s.roman_title %> words.word
      where s.lang = ${lang} and char_length(words.word) >= ${ROMAN_TYPO_MIN}
    ),
    documents as (${sql.join(documents, sql` union all `)}),
    -- The tier of each candidate; the likeness of its romanized words (typo) only when the first two failed.
    tiered as (
      select d.*, case when q.tsq is not null and d.vector @@ q.tsq then 1
                       when q.rq is not null and d.roman @@ q.rq then 2
                       when (${likeness}) >= ${TYPO_SIMILARITY} then 3 end as tier
      from documents d cross join q
    )
    select d.type, d.id, d.title, d.slug, d.image, d.body_text, d.tier, q.stems
    from tiered d cross join q
    where d.tier is not null
    order by d.tier,
             case d.tier when 1 then ts_rank(d.vector, q.tsq) when 2 then ts_rank(d.roman, q.rq) else (${likeness}) end desc,
             d.created_at desc, d.type, d.id desc
    limit ${limit}`;
}
