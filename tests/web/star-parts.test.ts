import { describe, expect, it } from 'vitest';
import { starParts } from '../../web/src/lib/star-parts';

describe('starParts', () => {
  it('draws 4.5 as four full stars, one half and none empty', () => {
    expect(starParts(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
  });
  it('rounds to the nearest half star', () => {
    expect(starParts(3.2)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starParts(3.3)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starParts(4.8)).toEqual({ full: 5, half: 0, empty: 0 });
  });
  it('always draws five stars, clamping out-of-range values', () => {
    expect(starParts(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});
