// A translated item's address as the server takes it (issue 50): the one slug rule of
// language-slug.ts, checked as typed by an editor (NFC, letters, marks and digits of any script
// between single hyphens) and bounded in bytes, as a URL's path segment is stored and compared.
import { SLUG_MAX_BYTES } from './constants.js';
import { shortenToBytes, slugForLanguage } from './language-slug.js';
import type { LanguageCode } from './languages.js';

export const TRANSLATION_SLUG_MAX_BYTES = SLUG_MAX_BYTES;

/** Room kept for the "-2", "-3"… that makes a slug made from a title free. */
const SUFFIX_ROOM = 8;

const SLUG_SHAPE = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

export type SlugCheck = { ok: true; slug: string } | { ok: false; reason: 'invalid' | 'tooLong' };

/** The slug as stored (NFC), or why it cannot be one. Case is kept: Devanagari has none, and a Latin one is the editor's choice. */
export function checkTranslationSlug(input: string): SlugCheck {
  const slug = input.trim().normalize('NFC');
  if (!SLUG_SHAPE.test(slug)) return { ok: false, reason: 'invalid' };
  if (new TextEncoder().encode(slug).length > TRANSLATION_SLUG_MAX_BYTES) return { ok: false, reason: 'tooLong' };
  return { ok: true, slug };
}

/** A slug made from a translated title when the editor gives none: the language's rule, short enough for a suffix. */
export function translationSlugOf(title: string, lang: LanguageCode): string {
  return shortenToBytes(slugForLanguage(title, lang), TRANSLATION_SLUG_MAX_BYTES - SUFFIX_ROOM);
}
