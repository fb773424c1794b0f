// The slug rule of SPEC §2: lower-case, drop anything but letters, digits, spaces and hyphens,
// trim, and collapse runs of spaces into one hyphen. "Letters" are those of every script with
// their combining marks, so a Devanagari or Tamil title keeps its vowel signs and viramas.

import { SLUG_MAX_LENGTH } from './constants.js';

export function slugify(title: string): string {
  const slug = title
    // One spelling of each accented letter, so 'é' typed precomposed or as e + ◌́ gives one slug.
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} -]/gu, '')
    .trim()
    .replace(/ +/g, '-');
  const short = shortenSlug(slug);
  // A title made only of punctuation would give an empty slug, which no route can match.
  return short === '' ? 'item' : short;
}

/**
 * Keeps a slug within SLUG_MAX_LENGTH code points: cut at the last hyphen that keeps at least half
 * of it (whole words), else before a letter, never between a letter and its marks.
 */
function shortenSlug(slug: string): string {
  const codePoints = [...slug];
  if (codePoints.length <= SLUG_MAX_LENGTH) return slug;
  let cut = SLUG_MAX_LENGTH;
  const lastHyphen = codePoints.lastIndexOf('-', SLUG_MAX_LENGTH);
  if (lastHyphen >= SLUG_MAX_LENGTH / 2) cut = lastHyphen;
  else while (cut > 0 && /\p{M}/u.test(codePoints[cut]!)) cut -= 1;
  return codePoints.slice(0, cut).join('').replace(/-+$/, '');
}

/** Whether `slug` is what the rule makes of it, as every slug written here is; a slug from elsewhere may not be. */
export function followsSlugRule(slug: string): boolean {
  return slugify(slug) === slug;
}

/** The n-th candidate for a slug that collides: base, base-2, base-3, … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
