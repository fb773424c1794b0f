// The admin lists' pagination display rule (SPEC §2 "Admin list sections"), every case.
import { describe, expect, it } from 'vitest';
import { pageItems } from '../../web/src/admin-shared/pagination';

describe('pageItems', () => {
  it('lists nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('lists every page when there are 3 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 2)).toEqual([1, 2]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 3)).toEqual([1, 2, 3]);
  });

  it('shows 1, 2, 3, …, last near the start (pages 1 and 2)', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
  });

  it('shows 1, …, the last three near the end (the last two pages)', () => {
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  });

  it('shows 1, …, previous, current, next, …, last in the middle', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 'ellipsis', 10]);
  });

  it('leaves out an ellipsis that would stand for no page', () => {
    // Page 3: previous is 2, right after 1.
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    // Page 8 of 10 (not yet one of the last two): next is 9, right before 10.
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });

  it('handles 4 pages at every position', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(3, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(4, 4)).toEqual([1, 2, 3, 4]);
  });

  it('handles 5 pages at every position', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 'ellipsis', 5]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 'ellipsis', 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(4, 5)).toEqual([1, 'ellipsis', 3, 4, 5]);
    expect(pageItems(5, 5)).toEqual([1, 'ellipsis', 3, 4, 5]);
  });

  it('treats a current page outside 1..total as the nearest end', () => {
    expect(pageItems(0, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(12, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  });

  it('always lists the current page once and pages in ascending order', () => {
    for (let total = 1; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const numbers = pageItems(current, total).filter((item): item is number => item !== 'ellipsis');
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
      }
    }
  });
});
