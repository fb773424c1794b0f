// Where each of the Home banner's ventures is published (banner-ventures.ts): its English address
// finds the venture outside the trash, current or earlier (a current one wins, as the venture's
// page has it).
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { TranslationLanguage } from '../site-languages.js';

/**
 * The current address of each venture `englishSlugs` name, in the list's order: in English, or in
 * `lang` from its published, untrashed text there (whatever English's state, as that language's
 * pages have it); null where it has no public page in that language or names no venture.
 */
export async function findBannerVentureSlugs(db: Db, englishSlugs: readonly string[], lang: TranslationLanguage | 'en'): Promise<(string | null)[]> {
  const published =
    lang === 'en'
      ? sql`select f.ord, v.slug from found f join ventures v on v.id = f.id where v.status = 'published' and v.deleted_at is null`
      : sql`select f.ord, coalesce(t.slug, v.slug) as slug from found f
          join ventures v on v.id = f.id and v.deleted_at is null
          join translations t on t.kind = 'ventures' and t.item_id = v.id and t.lang = ${lang} and t.status = 'published' and t.deleted_at is null`;
  const { rows } = await sql<{ ord: string; slug: string }>`
    with named as (select n.slug, n.ord from unnest(${[...englishSlugs]}::text[]) with ordinality as n(slug, ord)),
    found as (
      select named.ord, coalesce(
        (select v.id from ventures v where v.slug = named.slug and v.deleted_at is null),
        (select h.item_id from slug_history h where h.kind = 'ventures' and h.slug = named.slug)
      ) as id
      from named
    )
    ${published}`.execute(db);
  const slugs: (string | null)[] = englishSlugs.map(() => null);
  for (const row of rows) slugs[Number(row.ord) - 1] = row.slug;
  return slugs;
}
