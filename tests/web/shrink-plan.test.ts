// The sizes and qualities "Shrink to fit" tries on an oversized picture in the admin forms (issue 20).
import { describe, expect, it } from 'vitest';
import { DEFAULT_LONG_SIDE, MIN_LONG_SIDE, QUALITY_STEPS, recommendedSizeFromHint, shrinkRounds, targetSize } from '../../web/src/admin-shared/shrink-plan';

describe('recommendedSizeFromHint', () => {
  it("reads the venture fields' hints", () => {
    expect(recommendedSizeFromHint('Recommended 1900 × 600 px')).toEqual({ width: 1900, height: 600 });
    expect(recommendedSizeFromHint('Recommended 400 × 700 px')).toEqual({ width: 400, height: 700 });
    expect(recommendedSizeFromHint('recommended 1200x700 px')).toEqual({ width: 1200, height: 700 });
  });

  it('finds no size in a hint that recommends none', () => {
    expect(recommendedSizeFromHint(undefined)).toBeNull();
    expect(recommendedSizeFromHint('Any size')).toBeNull();
    expect(recommendedSizeFromHint('Leave empty to keep the current image')).toBeNull();
    expect(recommendedSizeFromHint('Recommended 0 × 600 px')).toBeNull();
  });
});

describe('targetSize', () => {
  it('brings the long side of a phone photo down to 1600 px when the field recommends no size', () => {
    expect(targetSize({ width: 4032, height: 3024 }, null)).toEqual({ width: DEFAULT_LONG_SIDE, height: 1200 });
    expect(targetSize({ width: 3024, height: 4032 }, null)).toEqual({ width: 1200, height: DEFAULT_LONG_SIDE });
  });

  it('keeps the picture covering the recommended box, with its own aspect ratio', () => {
    // A 4:3 photo for a 1900 × 600 banner: full width, taller than the box (the site crops it).
    expect(targetSize({ width: 4000, height: 3000 }, { width: 1900, height: 600 })).toEqual({ width: 1900, height: 1425 });
    // A landscape photo for a 400 × 700 subcategory tile: full height.
    expect(targetSize({ width: 4000, height: 3000 }, { width: 400, height: 700 })).toEqual({ width: 933, height: 700 });
    expect(targetSize({ width: 3800, height: 1200 }, { width: 1900, height: 600 })).toEqual({ width: 1900, height: 600 });
  });

  it('never enlarges a picture that is already smaller than the target', () => {
    expect(targetSize({ width: 1000, height: 800 }, null)).toEqual({ width: 1000, height: 800 });
    expect(targetSize({ width: 1500, height: 500 }, { width: 1900, height: 600 })).toEqual({ width: 1500, height: 500 });
    expect(targetSize({ width: 1000, height: 500 }, { width: 600, height: 400 })).toEqual({ width: 800, height: 400 });
  });

  it('keeps at least one pixel on each side of an extreme panorama', () => {
    expect(targetSize({ width: 40_000, height: 2 }, null)).toEqual({ width: 1600, height: 1 });
  });
});

describe('shrinkRounds', () => {
  it('starts at the target size and tries every quality from best to worst', () => {
    const rounds = shrinkRounds({ width: 4032, height: 3024 }, null);
    expect(rounds[0]).toEqual({ width: 1600, height: 1200, qualities: QUALITY_STEPS });
    expect([...QUALITY_STEPS]).toEqual([...QUALITY_STEPS].sort((a, b) => b - a));
    expect(QUALITY_STEPS.every((quality) => quality > 0 && quality <= 1)).toBe(true);
  });

  it('then draws it 20% smaller each round, keeping its shape, down to a usable size', () => {
    const rounds = shrinkRounds({ width: 4032, height: 3024 }, null);
    expect(rounds.map(({ width, height }) => [width, height])).toEqual([
      [1600, 1200],
      [1280, 960],
      [1024, 768],
      [819, 614],
      [655, 492],
      [524, 393],
      [419, 315],
      [336, 252],
      [268, 201],
    ]);
    for (const round of rounds) expect(Math.max(round.width, round.height)).toBeGreaterThanOrEqual(MIN_LONG_SIDE);
  });

  it('still offers the qualities at its own size for a picture already smaller than the floor', () => {
    expect(shrinkRounds({ width: 200, height: 100 }, null)).toEqual([{ width: 200, height: 100, qualities: QUALITY_STEPS }]);
  });
});
