// A listed kind's picture alt text in a language (issue 50, item 2). The media library keeps one alt
// text per picture, in English, and the reply serializer adds it to every picture a reply has not
// named (media/image-details.ts); a reply in Hindi names its pictures itself, from the translation,
// so a screen reader never reads English on a Hindi page.
import { translatedPictureAltOf } from '../../../common/translated-picture-alt.js';
import type { ListedKind } from '../../../common/content-kinds.js';
import type { Db } from '../db/database.js';
import { libraryNameOf } from '../media/image-details.js';
import { findMediaByNames } from '../media/media.repository.js';
import type { MediaRow } from '../db/schema.js';
import { listedView } from '../kinds/listed-declaration.js';

async function libraryRowsOf(db: Db, fields: readonly unknown[]): Promise<Map<string, MediaRow>> {
  const names = fields.map(libraryNameOf).filter((name): name is string => name !== null);
  return new Map((await findMediaByNames(db, names)).map((row) => [row.name, row]));
}

/** English's alt text of the item's picture: the library's; '' when decorative, outside the library or absent (nothing to translate). */
export async function englishPictureAltOf(db: Db, kind: ListedKind, row: Record<string, unknown>): Promise<string> {
  const field = row[listedView(kind).picture.column];
  const library = (await libraryRowsOf(db, [field])).get(libraryNameOf(field) ?? '');
  return !library || library.decorative ? '' : library.alt_text;
}

/**
 * Sets `<base>_alt` on each item (in place) in this language: the translation's text; '' for a
 * picture the library marks decorative, as English's reply has it; null when the language has no
 * text for it (no picture, or English's alt added after the translation was published), so the page
 * names it by its own words in that language (the title), never by English's.
 */
export async function addTranslatedPictureAlts(db: Db, kind: ListedKind, items: readonly { item: Record<string, unknown>; fields: Record<string, string> }[]): Promise<void> {
  const { column } = listedView(kind).picture;
  const alt = translatedPictureAltOf(kind).name;
  const library = await libraryRowsOf(db, items.map(({ item }) => item[column]));
  for (const { item, fields } of items) {
    const decorative = library.get(libraryNameOf(item[column]) ?? '')?.decorative === true;
    const text = (fields[alt] ?? '').trim();
    item[alt] = item[column] === null ? null : decorative ? '' : text === '' ? null : text;
  }
}
