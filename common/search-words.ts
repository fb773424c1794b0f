// The search page's words (/sjg/search?q=…), which its route reads and the page shows.
import { hasNulCharacter } from './nul-character.js';

/** The search page's words in its address: /sjg/search?q=… */
export const SEARCH_WORDS_PARAM = 'q';

/** The words a search page's address asks for, trimmed; blank when none, or when they hold a NUL (no field may). */
export function searchWordsOf(query: URLSearchParams | undefined): string {
  const words = (query?.get(SEARCH_WORDS_PARAM) ?? '').trim();
  return hasNulCharacter(words) ? '' : words;
}
