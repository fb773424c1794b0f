// What the search of a language compares (issue 50), made in Node for documents and queries alike:
// normalizeForSearch (common/search-normalization.ts) on both sides, so NFD, nukta, ZWJ/ZWNJ and
// Devanagari digits never decide a match, and romanizedKey (common/romanization.ts) for a second,
// loose key that lets "mumbai" find मुंबई and folds the spellings of one word (मुम्बई, मुंबई).
import { languageOf, type LanguageCode } from '../../../common/languages.js';
import { plainTextOf } from '../../../common/plain-text.js';
import { romanizedKey } from '../../../common/romanization.js';
import { normalizeForSearch } from '../../../common/search-normalization.js';
import type { SearchedKind } from '../../../common/content-kinds.js';

export type TranslationSearchText = {
  /** The language's text-search configuration (common/languages.ts searchConfig). */
  config: string;
  title: string;
  body: string;
  romanTitle: string;
  romanBody: string;
  /** The body as a reader sees it: what an excerpt is cut from. */
  bodyText: string;
};

/** A translation's texts for its search row: its title and body fields as the kind declares them for search. */
export function translationSearchText(searched: SearchedKind, lang: LanguageCode, fields: Record<string, string>): TranslationSearchText {
  const title = fields[searched.title] ?? '';
  const joined = searched.body.map((name) => fields[name] ?? '').join(' ');
  // Made as English's body text is (sjg_plain_text): the reader's plain text of rich text, else the text with its spaces folded.
  const bodyText = searched.html ? plainTextOf(joined) : joined.replace(/\s+/g, ' ').trim();
  return {
    config: languageOf(lang).searchConfig,
    title: normalizeForSearch(title),
    body: normalizeForSearch(bodyText),
    romanTitle: romanizedKey(title),
    romanBody: romanizedKey(bodyText),
    bodyText,
  };
}

/** A romanized word shorter than this matches only itself: as a prefix, "k" (का) would match every word starting with k. */
export const ROMAN_PREFIX_MIN = 3;
/** A romanized word this long or longer may also match a title word that is spelled a little differently. */
export const ROMAN_TYPO_MIN = 4;

export type LanguageQuery = {
  /** The query as the language's full-text search reads it (websearch syntax kept). */
  text: string;
  /**
   * Its romanized words, each as a tsquery operand ('mumbai:*', 'k'), a Latin acronym's with its
   * spelling ('(sjg:* | esjeji:*)'); empty when it has none.
   */
  romanOperands: string[];
  romanWords: string[];
  /** The romanized spellings of its Latin acronyms ('esjeji' for SJG), which an excerpt looks for too. */
  spelledWords: string[];
};

/**
 * How Hindi and Marathi write the Latin letters' names, as they write an acronym: SJG is एसजेजी,
 * GST जीएसटी. Z has two spellings (Hindi जेड, Marathi झेड).
 */
const latinLetterNames: Record<string, string[]> = {
  a: ['ए'], b: ['बी'], c: ['सी'], d: ['डी'], e: ['ई'], f: ['एफ'], g: ['जी'], h: ['एच'], i: ['आई'], j: ['जे'], k: ['के'], l: ['एल'], m: ['एम'],
  n: ['एन'], o: ['ओ'], p: ['पी'], q: ['क्यू'], r: ['आर'], s: ['एस'], t: ['टी'], u: ['यू'], v: ['वी'], w: ['डब्ल्यू'], x: ['एक्स'], y: ['वाई'], z: ['जेड', 'झेड'],
};

/** A typed word that may be an acronym: two to five Latin letters. */
const acronymPattern = /^[a-z]{2,5}$/i;

/** The romanized keys of a typed acronym spelled letter by letter in Devanagari (SJG: 'esjeji'); none for any other word. */
function spelledAcronymKeys(word: string): string[] {
  if (!acronymPattern.test(word)) return [];
  const spellings = [...word.toLowerCase()].reduce<string[]>((made, letter) => made.flatMap((start) => latinLetterNames[letter]!.map((name) => start + name)), ['']);
  return [...new Set(spellings.map(romanizedKey))];
}

/**
 * A typed word's romanized keys (romanizedKey writes only [a-z0-9] words, so an operand needs no
 * quoting). A word of ROMAN_TYPO_MIN letters or more keeps only its keys of ROMAN_PREFIX_MIN or
 * more: "zzzz" folds to "j" and "qqqq" to "k", which would find every text with a जो or a के.
 */
function romanKeysOf(word: string): string[] {
  const keys = romanizedKey(word).split(' ').filter((key) => /^[a-z0-9]+$/.test(key));
  return [...word].length >= ROMAN_TYPO_MIN ? keys.filter((key) => key.length >= ROMAN_PREFIX_MIN) : keys;
}

const operandOf = (key: string): string => (key.length >= ROMAN_PREFIX_MIN ? `${key}:*` : key);

/**
 * A visitor's query in a language, normalized as the documents were. A Latin acronym is also
 * looked for as its letters are spelled in Devanagari: the texts write "SJG" as एसजेजी, which
 * romanizes to 'esjeji', not 'sjg'.
 */
export function languageQueryOf(raw: string): LanguageQuery {
  const romanWords: string[] = [];
  const romanOperands: string[] = [];
  const spelledWords: string[] = [];
  for (const word of raw.split(/\s+/)) {
    const keys = romanKeysOf(word);
    const spelled = keys.length === 1 ? spelledAcronymKeys(word) : [];
    romanWords.push(...keys);
    spelledWords.push(...spelled);
    if (spelled.length > 0) romanOperands.push(`(${[...keys, ...spelled].map(operandOf).join(' | ')})`);
    else romanOperands.push(...keys.map(operandOf));
  }
  return { text: normalizeForSearch(raw), romanWords, romanOperands, spelledWords };
}
