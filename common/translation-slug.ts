// A translated item's address (issue 50): kept whole in its own script, so a Devanagari title's
// vowel signs and viramas survive (slugifiers that strip marks turn मुंबई into "मबई"), and bounded
// in bytes, as a URL's path segment is stored and compared, not in letters.
import { slugify } from './slug.js';

/** 200 bytes of UTF-8: about 66 Devanagari letters (3 bytes each), or 200 Latin ones. */
export const TRANSLATION_SLUG_MAX_BYTES = 200;

const SLUG_SHAPE = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

export type SlugCheck = { ok: true; slug: string } | { ok: false; reason: 'invalid' | 'tooLong' };

/** The slug as stored (NFC), or why it cannot be one. Case is kept: Devanagari has none, and a Latin one is the editor's choice. */
export function checkTranslationSlug(input: string): SlugCheck {
  const slug = input.trim().normalize('NFC');
  if (!SLUG_SHAPE.test(slug)) return { ok: false, reason: 'invalid' };
  if (new TextEncoder().encode(slug).length > TRANSLATION_SLUG_MAX_BYTES) return { ok: false, reason: 'tooLong' };
  return { ok: true, slug };
}

/** A slug made from a translated title when the editor gives none: the site's slug rule, cut to the byte limit between letters. */
export function translationSlugOf(title: string): string {
  let slug = slugify(title);
  const encoder = new TextEncoder();
  while (encoder.encode(slug).length > TRANSLATION_SLUG_MAX_BYTES) {
    const points = [...slug];
    let cut = points.length - 1;
    while (cut > 0 && /\p{M}/u.test(points[cut]!)) cut -= 1;
    slug = points.slice(0, cut).join('').replace(/-+$/, '');
  }
  return slug;
}
