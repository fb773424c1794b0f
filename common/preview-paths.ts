// Where an admin's preview of an item is, in each language (issue 50, item 7): English's at
// /sjg/preview/:kind/:key as it always was, another language's under its prefix as its pages are
// (/sjg/hi/preview/news/12), so the server routes it and the editor's Preview button link it alike.
import { BASE_PATH } from './constants.js';
import type { DraftableKind } from './editorial.js';
import { languagePrefix } from './language-paths.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.js';

/** `key`: the item's id, or 'new' (English only: a language's text belongs to a saved item). */
export function previewPath(kind: DraftableKind, key: number | 'new', language: LanguageCode = DEFAULT_LANGUAGE): string {
  return `${BASE_PATH}${languagePrefix(language)}/preview/${kind}/${key}`;
}
