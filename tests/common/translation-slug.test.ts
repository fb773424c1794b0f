import { describe, expect, it } from 'vitest';
import { checkTranslationSlug, TRANSLATION_SLUG_MAX_BYTES, translationSlugOf } from '../../common/translation-slug.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('a translated item’s address (issue 50)', () => {
  it('keeps Devanagari whole, vowel signs and viramas included', () => {
    expect(checkTranslationSlug('मुंबई-कार्यालय')).toEqual({ ok: true, slug: 'मुंबई-कार्यालय' });
    expect(translationSlugOf('मुंबई में नया कार्यालय', 'hi')).toBe('मुंबई-में-नया-कार्यालय');
  });

  it('stores an NFD spelling as NFC', () => {
    const nfc = 'ऱ्हास';
    expect(checkTranslationSlug(nfc.normalize('NFD'))).toEqual({ ok: true, slug: nfc });
  });

  it('refuses anything but letters, marks, digits and single hyphens between them', () => {
    for (const bad of ['a/b', 'a b', '-मुंबई', 'मुंबई-', 'a--b', 'मुंबई?', '']) expect(checkTranslationSlug(bad)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('counts its limit in UTF-8 bytes: 100 Devanagari letters fit, 101 do not', () => {
    expect(checkTranslationSlug('क'.repeat(100)).ok).toBe(true);
    expect(checkTranslationSlug('क'.repeat(101))).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkTranslationSlug('a'.repeat(TRANSLATION_SLUG_MAX_BYTES)).ok).toBe(true);
  });

  it('cuts a long title’s address within the limit, never between a letter and its marks', () => {
    const slug = translationSlugOf('कि'.repeat(90), 'mr');
    expect(bytes(`${slug}-99`)).toBeLessThanOrEqual(TRANSLATION_SLUG_MAX_BYTES);
    expect(slug.endsWith('ि')).toBe(true);
    expect(checkTranslationSlug(slug).ok).toBe(true);
  });
});
