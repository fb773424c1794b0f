import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH } from '../../common/constants.js';
import { slugCandidate, slugify } from '../../common/slug.js';

describe('slugify (SPEC §2 slug rule)', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('Goa Grand Casino Opens')).toBe('goa-grand-casino-opens');
  });

  it('drops characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify('Q3 Results: Revenue up 12%!')).toBe('q3-results-revenue-up-12');
    expect(slugify('Loom & Thread Apparel')).toBe('loom-thread-apparel');
  });

  it('trims and collapses runs of spaces', () => {
    expect(slugify('   Spice   Route  Foods  ')).toBe('spice-route-foods');
  });

  it('keeps existing hyphens', () => {
    expect(slugify('Gangtok-Sikkim office')).toBe('gangtok-sikkim-office');
  });

  it('keeps letters outside ASCII', () => {
    expect(slugify('Café Mumbaï')).toBe('café-mumbaï');
  });

  it.each([
    ['Devanagari (Hindi)', 'नमस्ते दुनिया', 'नमस्ते-दुनिया'],
    ['Marathi', 'मुंबईतील नवीन प्रकल्प', 'मुंबईतील-नवीन-प्रकल्प'],
    ['Tamil', 'மும்பை செய்திகள்', 'மும்பை-செய்திகள்'],
    ['Bengali', 'নতুন উদ্যোগ', 'নতুন-উদ্যোগ'],
  ])('keeps the vowel signs and viramas of %s', (_script, title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives one slug for an accent typed precomposed or as a combining mark', () => {
    expect(slugify('Cafe\u0301 Mumbai')).toBe('café-mumbai');
    expect(slugify('Café Mumbai')).toBe('café-mumbai');
  });

  it(`cuts a long title's slug at a word, within ${SLUG_MAX_LENGTH} characters`, () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(title);
    expect([...slug].length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^word0-word1-.*-word\d+$/);
    expect(title.replaceAll(' ', '-').startsWith(slug)).toBe(true);
  });

  it('cuts a long word without splitting a letter from its marks', () => {
    const slug = slugify('कि'.repeat(80));
    expect([...slug].length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('कि'.repeat(50));
    expect(slugify('ab '.repeat(30_000)).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  });

  it('never gives an empty slug', () => {
    expect(slugify('!!!')).toBe('item');
  });

  it('numbers colliding slugs from 2', () => {
    expect([1, 2, 3].map((n) => slugCandidate('news', n))).toEqual(['news', 'news-2', 'news-3']);
  });
});
