// The search of one language (issue 50, ?lang=hi|mr): only items published in it, with their
// translated title, address and excerpt, each at its page under /sjg/<lang>/; the same reply shape
// and limits as English's (search.service.ts), which answers ?lang=en and no ?lang at all.
import { pathInLanguage } from '../../../common/language-paths.js';
import type { SearchResult } from '../../../common/api-types.js';
import { BASE_PATH } from '../../../common/constants.js';
import { languageOf, type TranslatedLanguageCode } from '../../../common/languages.js';
import { uploadUrl } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { languageExcerpt } from './language-excerpt.js';
import { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX, resultShapes } from './search.service.js';
import { languageQueryOf } from './translation-search-text.js';
import { searchLanguage } from './translation-search.repository.js';

export async function searchContentIn(db: Db, lang: TranslatedLanguageCode, rawQuery: string): Promise<SearchResult[]> {
  const query = rawQuery.trim().slice(0, SEARCH_QUERY_MAX);
  if (query === '') return [];
  const parsed = languageQueryOf(query);
  const rows = await searchLanguage(db, lang, languageOf(lang).searchConfig, parsed, SEARCH_RESULTS_MAX);
  const romanKeys = new Map<string, string>();
  return rows.map((row) => {
    const shape = resultShapes.get(row.type)!;
    return {
      type: row.type,
      id: row.id,
      title: row.title,
      slug: row.slug,
      url: BASE_PATH + pathInLanguage(lang, shape.url(row.slug).slice(BASE_PATH.length)),
      excerpt: languageExcerpt(row.body_text, { stems: row.stems, romanWords: [...parsed.romanWords, ...parsed.spelledWords], byRoman: row.tier > 1, romanKeys }),
      image: uploadUrl(shape.area, row.image),
    };
  });
}
