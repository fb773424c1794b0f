// Slugs per language (issue 50): English keeps SPEC §2's rule (slug.ts) byte for byte; a Hindi or
// Marathi title keeps its words whole in Devanagari, or, if the editor prefers, becomes Latin letters.
import { SLUG_MAX_BYTES } from './constants.js';
import { graphemesOf } from './graphemes.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.js';
import { romanize } from './romanization.js';
import { withoutJoiners } from './search-normalization.js';
import { slugify } from './slug.js';

const utf8 = new TextEncoder();

/**
 * The slug of `title` in `lang`. English: slugify. Hindi and Marathi: NFC without joiners (the eyelash
 * ra kept as ऱ्), lower case, letters, marks and digits of any script kept, every other run (spaces,
 * punctuation, danda) one hyphen, none at either end, cut to SLUG_MAX_BYTES between graphemes.
 */
export function slugForLanguage(title: string, lang: LanguageCode): string {
  if (lang === DEFAULT_LANGUAGE) return slugify(title);
  const slug = withoutJoiners(title)
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const short = shortenToBytes(slug, SLUG_MAX_BYTES);
  // A title made only of punctuation would give an empty slug, which no route can match.
  return short === '' ? 'item' : short;
}

/**
 * `slug` within `maxBytes`: whole graphemes only (never a letter without its vowel sign or half
 * a conjunct), and back to the last hyphen when that keeps at least half, so words stay whole.
 */
export function shortenToBytes(slug: string, maxBytes: number): string {
  if (utf8.encode(slug).length <= maxBytes) return slug;
  // Each code point is at least a byte, so no more than this many can be kept; a huge title is not segmented whole.
  const head = Array.from(slug).slice(0, maxBytes + 1).join('');
  let kept = '';
  let bytes = 0;
  for (const grapheme of graphemesOf(head)) {
    bytes += utf8.encode(grapheme).length;
    if (bytes > maxBytes) break;
    kept += grapheme;
  }
  const lastHyphen = kept.lastIndexOf('-');
  if (lastHyphen >= kept.length / 2) kept = kept.slice(0, lastHyphen);
  return kept.replace(/-+$/, '');
}

/** The editor's other choice for a Hindi or Marathi item: its title in Latin letters ("मुंबई में नया कैसीनो" → "mumbai-men-naya-kaisino"). */
export function transliteratedSlug(title: string): string {
  return slugify(romanize(title));
}

/**
 * Whether `slug` is one the rule of `lang` makes (its own slug), as the server checks a slug an
 * editor typed; a transliterated slug passes in Hindi and Marathi too.
 */
export function isValidSlug(slug: string, lang: LanguageCode): boolean {
  return slug !== '' && slugForLanguage(slug, lang) === slug;
}
