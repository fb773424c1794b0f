import { describe, expect, it } from 'vitest';
import { filtersOf, hasFilters, pageOf } from './activity-filters';

describe('the Activity filters in the URL', () => {
  it('reads each filter the server takes, and leaves out what it would refuse', () => {
    const params = new URLSearchParams('user=3&action=trash&kind=news&from=2026-11-01&to=2026-11-25');
    expect(filtersOf(params)).toEqual({ user: '3', action: 'trash', kind: 'news', from: '2026-11-01', to: '2026-11-25' });
    expect(filtersOf(new URLSearchParams('user=0&action=DROP TABLE&kind=gadgets&from=1 Nov&to=2026-11'))).toEqual({
      user: null,
      action: null,
      kind: null,
      from: null,
      to: null,
    });
    expect(hasFilters(filtersOf(new URLSearchParams('page=2')))).toBe(false);
    expect(hasFilters(filtersOf(new URLSearchParams('to=2026-11-25')))).toBe(true);
  });

  it('reads page 1 for no page or one that is not a positive whole number', () => {
    expect(pageOf(new URLSearchParams(''))).toBe(1);
    expect(pageOf(new URLSearchParams('page=4'))).toBe(4);
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=2.5'))).toBe(1);
  });
});
