// A translation's earlier addresses (translation-slug-history migration): the item an address
// named before, in one kind and language.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The item whose translation in `lang` had `slug` before, if any. */
export async function findItemByEarlierSlug(db: Db, kind: string, lang: string, slug: string): Promise<number | undefined> {
  const { rows } = await sql<{ item_id: number }>`
    select item_id from translation_slug_history where kind = ${kind} and lang = ${lang} and slug = ${slug.normalize('NFC')}`.execute(db);
  return rows[0]?.item_id;
}
