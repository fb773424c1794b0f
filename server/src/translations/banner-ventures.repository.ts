// Where each of the Home banner's ventures is published (banner-ventures.ts): its English address
// finds the venture outside the trash, current or earlier (a current one wins, as the venture's
// page has it); the public reads' own rules then say whether it has a page in the language.
import { sql } from 'kysely';
import { publicOnly, whereVisible } from '../content/visibility.repository.js';
import type { Db } from '../db/database.js';
import type { TranslationLanguage } from '../site-languages.js';
import { findTranslatedVentures } from './translated-own-read.repository.js';

/** The venture each of `englishSlugs` names (outside the trash, in any state), in their order; null where none. */
async function findVentureIdsByEnglishSlugs(db: Db, englishSlugs: readonly string[]): Promise<(number | null)[]> {
  const { rows } = await sql<{ id: number | null }>`
    select coalesce(
      (select v.id from ventures v where v.slug = n.slug and v.deleted_at is null),
      (select h.item_id from slug_history h where h.kind = 'ventures' and h.slug = n.slug)
    ) as id
    from unnest(${[...englishSlugs]}::text[]) with ordinality as n(slug, ord)
    order by n.ord`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The current address of each venture `englishSlugs` name, in the list's order, where it has a
 * public page in `lang`: English's published ventures, or a language's published texts whatever
 * English's state (translated-own-read.repository.ts); null elsewhere.
 */
export async function findBannerVentureSlugs(db: Db, englishSlugs: readonly string[], lang: TranslationLanguage | 'en'): Promise<(string | null)[]> {
  const ids = await findVentureIdsByEnglishSlugs(db, englishSlugs);
  const found = ids.filter((id) => id !== null);
  if (found.length === 0) return ids.map(() => null);
  const published =
    lang === 'en'
      ? await whereVisible(db.selectFrom('ventures'), 'ventures', publicOnly).select(['id', 'slug']).where('id', 'in', found).execute()
      : (await findTranslatedVentures(db, lang, { ids: found }, null)).map((row) => ({ id: row.id, slug: row.translated_slug ?? row.slug }));
  const slugOf = new Map(published.map((row) => [row.id, row.slug]));
  return ids.map((id) => (id === null ? null : (slugOf.get(id) ?? null)));
}
