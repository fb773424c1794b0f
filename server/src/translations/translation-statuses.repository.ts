// The admin's reads across many items' translations: each listed item's translations (a list's
// language column), and how many published items lack a published text in each language (the
// dashboard, by the rule the lists' "missing" filter applies: content/visibility.repository.ts).
// Kinds are named by their declaration's table.
import { sql } from 'kysely';
import { contentKinds } from '../../../common/content-kinds.js';
import { withoutPublishedText } from '../content/visibility.repository.js';
import type { Db } from '../db/database.js';
import type { TranslationRow } from '../editorial/translations.repository.js';
import type { TranslationLanguage } from '../site-languages.js';
import type { TranslatedKind } from './translation-fields.js';

const tableOf = (kind: TranslatedKind) => sql.table(contentKinds[kind].table);

/** Every translation of `ids`, trashed ones too. */
export async function listTranslationsOfItems(db: Db, kind: TranslatedKind, ids: readonly number[]): Promise<TranslationRow[]> {
  if (ids.length === 0) return [];
  return (await db
    .selectFrom('translations')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', 'in', [...ids])
    .execute()) as TranslationRow[];
}

/** Per language: the kind's published English items (outside the trash) with no published, untrashed text in it. */
export async function countPublishedWithout(db: Db, kind: TranslatedKind, langs: readonly TranslationLanguage[]): Promise<{ published: number; missing: Record<string, number> }> {
  // A kind without the editorial columns (the team: no drafts, no trash) is on the site as soon as saved.
  const live = contentKinds[kind].revisions ? sql`k.status = 'published' and k.deleted_at is null` : sql`true`;
  if (langs.length === 0) {
    // No language but English (SITE_LANGUAGES=en): nothing is missing, and the cross join below would count no item.
    const { rows } = await sql<{ published: number }>`select count(*)::int as published from ${tableOf(kind)} k where ${live}`.execute(db);
    return { published: rows[0]?.published ?? 0, missing: {} };
  }
  const { rows } = await sql<{ lang: string; missing: number; published: number }>`
    select l.lang,
      count(*) filter (where ${withoutPublishedText(kind, 'k.id', sql.ref('l.lang'))})::int as missing,
      count(*)::int as published
    from ${tableOf(kind)} k cross join unnest(${[...langs]}::text[]) as l(lang)
    where ${live}
    group by l.lang`.execute(db);
  const missing = Object.fromEntries(langs.map((lang) => [lang, rows.find((row) => row.lang === lang)?.missing ?? 0]));
  return { published: rows[0]?.published ?? 0, missing };
}
