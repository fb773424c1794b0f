import { describe, expect, it } from 'vitest';
import { pageItems } from '../../web/src/features/admin-shared/pagination';

describe('pageItems (SPEC §2 pagination display rule)', () => {
  it('lists nothing without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('lists every page when there are 3 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 2)).toEqual([1, 2]);
    expect(pageItems(3, 3)).toEqual([1, 2, 3]);
  });

  it('shows 1, 2, 3, …, last near the start', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
  });

  it('shows 1, …, the last three near the end', () => {
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  });

  it('shows 1, …, previous, current, next, …, last in the middle', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 'ellipsis', 2, 3, 4, 'ellipsis', 10]);
  });

  it('handles 4 pages at every position', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 'ellipsis', 4]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 'ellipsis', 4]);
    expect(pageItems(3, 4)).toEqual([1, 'ellipsis', 2, 3, 4]);
    expect(pageItems(4, 4)).toEqual([1, 'ellipsis', 2, 3, 4]);
  });
});
