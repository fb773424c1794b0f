// The public reads of a listed kind in a language (issue 50): `?lang=hi|mr` lists only the items
// whose text in that language is published and not trashed (nor the English item), with the
// translatable fields (the picture's alt text too: translated-picture-alts.ts) taken from it and
// everything else (pictures, dates, order, stars) from the shared row; there is no fallback to
// English. An address whose text (or English item) is in the trash answers 410, as English's does.
// `?lang=en` is today's reply. A reply with `?lang=` names its language and, for one item, the
// languages it is published in; without `?lang=` the reply is exactly today's (SPEC §7).
import type { ParsedUrlQuery } from 'node:querystring';
import { editorialMessages } from '../../../common/editorial.js';
import { translationMessages } from '../../../common/translation-messages.js';
import type { Db } from '../db/database.js';
import { GoneError, NotFoundError, ValidationError } from '../http/errors.js';
import type { PublicReadOperation } from '../http/public-read.js';
import { listedView } from '../kinds/listed-declaration.js';
import { listedContentKind } from '../kinds/listed-kind.js';
import { listedQuerySchema, type ListedQuery } from '../kinds/listed-schemas.js';
import { isOnSite, READ_LANGUAGES, type ReadLanguage, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import { alternatesOf, countTranslated, findTranslatedRows, isTranslationTrashed } from './translated-read.repository.js';
import { findItemByEarlierSlug } from './translation-slug-history.repository.js';
import { translatableFieldsOf } from './translation-fields.js';
import { addTranslatedPictureAlts } from './translated-picture-alts.js';
import type { ListedKind } from '../../../common/content-kinds.js';

/** `?lang=`: absent, or one of READ_LANGUAGES (400 otherwise, a repeated key too). */
export function languageOf(query: ParsedUrlQuery): ReadLanguage | undefined {
  const value = query.lang;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(READ_LANGUAGES as readonly string[]).includes(value)) {
    throw new ValidationError(translationMessages.languageInvalid(READ_LANGUAGES));
  }
  return value as ReadLanguage;
}

/**
 * The kind's public read, answering `?lang=` too; `english` is today's read, untouched. A language
 * the site is not in (`site`) answers as one with nothing published: an empty list, a 404.
 */
export function translatedPublicRead(kind: ListedKind, db: Db, english: PublicReadOperation, site: SiteLanguages): PublicReadOperation {
  const view = listedView(kind);
  const { oneKey, listKey } = view.listed.api;
  const schema = listedQuerySchema(kind);
  return async (rawQuery) => {
    const lang = languageOf(rawQuery);
    if (lang === undefined) return english(rawQuery);
    const { lang: _lang, ...rest } = rawQuery;
    if (lang === 'en') {
      const reply = (await english(rest)) as Record<string, unknown>;
      const item = oneKey === undefined ? undefined : (reply[oneKey] as { id: number } | undefined);
      if (item === undefined || Array.isArray(item)) return { ...reply, lang };
      return { ...reply, lang, alternates: await alternatesOf(db, kind, item.id, site) };
    }
    const query = schema.parse(rest);
    const on = isOnSite(site, lang);
    if (oneKey !== undefined && (query.slug !== undefined || query.id !== undefined)) {
      const [row] = on ? await translatedRows(db, kind, lang, query, null) : [];
      // An earlier address answers with the item under its current one (its page then 301s to it).
      const earlier = on && !row && query.slug !== undefined ? await findItemByEarlierSlug(db, kind, lang, query.slug) : undefined;
      const [moved] = earlier === undefined ? [] : await translatedRows(db, kind, lang, { ...query, slug: undefined, id: earlier }, null);
      const found = row ?? moved;
      if (!found) {
        // English's rule (content.service.ts findContent): an address whose text is in the trash is gone on purpose.
        if (on && query.slug !== undefined && (await isTranslationTrashed(db, kind, lang, { slug: query.slug }))) throw new GoneError(editorialMessages.itemGone);
        throw new NotFoundError(view.listed.messages.notFound);
      }
      return { [oneKey]: found.item, lang, alternates: await alternatesOf(db, kind, found.id, site) };
    }
    const pageSize = view.listed.api.pageSize;
    const window = query.page === undefined ? null : { limit: pageSize, offset: (query.page - 1) * pageSize };
    const [rows, count] = on ? await Promise.all([translatedRows(db, kind, lang, query, window), countTranslated(db, kind, lang, query)]) : [[], 0];
    return { [listKey]: rows.map((row) => row.item), total_pages: Math.ceil(count / pageSize), lang };
  };
}

async function translatedRows(db: Db, kind: ListedKind, lang: TranslationLanguage, query: ListedQuery, window: { limit: number; offset: number } | null) {
  const rows = await findTranslatedRows(db, kind, lang, query, window);
  const { toItem } = listedContentKind(kind);
  const translatable = translatableFieldsOf(kind).map(({ name }) => name);
  const items = rows.map(({ translated_fields, translated_slug, ...row }) => {
    // The shared row with this language's texts and address: the item is shaped (and its rich text cleaned) as English is.
    const merged: Record<string, unknown> = { ...row, slug: translated_slug ?? row.slug };
    for (const name of translatable) merged[name] = translated_fields[name] ?? '';
    return { id: row.id, item: toItem(merged as never) as Record<string, unknown>, fields: translated_fields };
  });
  await addTranslatedPictureAlts(db, kind, items);
  return items.map(({ id, item }) => ({ id, item }));
}
