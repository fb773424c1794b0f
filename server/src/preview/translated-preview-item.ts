// What a preview in Hindi or Marathi shows (issue 50, item 7): the item as its page in that language
// reads it, with the language's saved text in any state (draft, scheduled, unpublished, published)
// over the shared row, blank where the text is blank, never English's.
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import { findTranslation } from '../editorial/translations.repository.js';
import { HttpError } from '../http/errors.js';
import { languageNames, type TranslationLanguage } from '../site-languages.js';
import { ventureWithTexts } from '../translations/translated-own-read.js';
import { translatableFieldsOf } from '../translations/translation-fields.js';
import { findVentureRowForPreview } from '../ventures/ventures.service.js';
import type { AppDeps } from '../app-deps.js';
import { findPreviewItem, type Previewable } from './preview-item.js';

export const translatedPreviewMessages = {
  itemMissing: 'That item does not exist or is in the trash.',
  noText: (language: string) => `This item has no ${language} text to preview yet: save one first.`,
  textTrashed: (language: string) => `The ${language} text of this item is in the trash: restore it to preview it.`,
};

/** The item `id` of `kind` with its saved text in `lang`; a 404 naming why when there is nothing to show. */
export async function findTranslatedPreviewItem(deps: AppDeps, kind: Previewable, id: number, lang: TranslationLanguage): Promise<Record<string, unknown>> {
  const texts = await findTranslation(deps.db, { kind, itemId: id, lang });
  if (!texts) throw new HttpError(404, translatedPreviewMessages.noText(languageNames[lang]));
  if (texts.deleted_at !== null) throw new HttpError(404, translatedPreviewMessages.textTrashed(languageNames[lang]));
  try {
    if (kind === 'ventures') return (await ventureWithTexts(deps.db, await findVentureRowForPreview(deps.db, id), texts)) as unknown as Record<string, unknown>;
    const english = await findPreviewItem(deps, kind, String(id));
    const item: Record<string, unknown> = { ...english, slug: texts.slug ?? english.slug };
    // The fields the public read in a language takes from the translation (translated-read.ts), cleaned as it cleans them.
    for (const { name, field } of translatableFieldsOf(kind)) {
      const text = texts.fields[name] ?? '';
      item[name] = field.type === 'richText' ? sanitizeRichHtml(text) : text;
    }
    return item;
  } catch (error) {
    // The English item is in the trash (which takes its languages off the site) or gone.
    if (error instanceof HttpError && error.status === 404) throw new HttpError(404, translatedPreviewMessages.itemMissing);
    throw error;
  }
}
