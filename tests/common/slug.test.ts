import { describe, expect, it } from 'vitest';
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

  it('never gives an empty slug', () => {
    expect(slugify('!!!')).toBe('item');
  });

  it('numbers colliding slugs from 2', () => {
    expect([1, 2, 3].map((n) => slugCandidate('news', n))).toEqual(['news', 'news-2', 'news-3']);
  });
});
