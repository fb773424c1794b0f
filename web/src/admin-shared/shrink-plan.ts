// The sizing rules of "Shrink to fit": at which sizes and JPEG/WebP qualities an oversized picture
// is redrawn in the browser until it fits its field's limit (the server's limits stay as they are).

export type Size = { width: number; height: number };
export type ShrinkRound = Size & { qualities: readonly number[] };

/** Fields without a recommended size (the listed kinds' pictures, logos, clients). */
export const DEFAULT_LONG_SIDE = 1600;
/** Tried in order at each size: the first that fits wins, so the best quality that fits is kept. */
export const QUALITY_STEPS = [0.9, 0.82, 0.74, 0.66, 0.58, 0.5, 0.42] as const;
/** When even the lowest quality does not fit, the next round draws the picture this much smaller. */
export const SCALE_STEP = 0.8;
/** Below this long side a picture is no use on the site: give up rather than send a smudge. */
export const MIN_LONG_SIDE = 240;

/**
 * The size a field's hint recommends ('Recommended 1900 × 600 px', SPEC §5 "hints only"), or null.
 * Read from the hint so the size the editor is told and the size the picture is shrunk to are one.
 */
export function recommendedSizeFromHint(hint: string | undefined): Size | null {
  const match = /recommended\s+(\d+)\s*[×xX]\s*(\d+)\s*px/i.exec(hint ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The first size to draw at, keeping the aspect ratio and never enlarging. With a recommended size
 * the picture still covers that box (the site crops it to the box, so smaller would look soft);
 * without one its long side becomes DEFAULT_LONG_SIDE.
 */
export function targetSize(source: Size, recommended: Size | null): Size {
  const scale = recommended
    ? Math.max(recommended.width / source.width, recommended.height / source.height)
    : DEFAULT_LONG_SIDE / Math.max(source.width, source.height);
  return scaled(source, Math.min(1, scale));
}

/**
 * Every size to try, largest first, each with the qualities to try at it: the target size, then
 * SCALE_STEP smaller each round while the long side stays at least MIN_LONG_SIDE (or the target's,
 * when that is already smaller).
 */
export function shrinkRounds(source: Size, recommended: Size | null): ShrinkRound[] {
  const first = targetSize(source, recommended);
  const rounds: ShrinkRound[] = [{ ...first, qualities: QUALITY_STEPS }];
  const floor = Math.min(MIN_LONG_SIDE, Math.max(first.width, first.height));
  for (let scale = SCALE_STEP; ; scale *= SCALE_STEP) {
    const next = scaled(first, scale);
    if (Math.max(next.width, next.height) < floor) break;
    rounds.push({ ...next, qualities: QUALITY_STEPS });
  }
  return rounds;
}

function scaled(size: Size, scale: number): Size {
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
