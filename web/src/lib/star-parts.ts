// How a 0–5 rating is drawn: full, half and empty stars out of 5 (SPEC §9).

/** The number of full, half and empty stars for a rating, rounded to the nearest half star. */
export function starParts(value: number): { full: number; half: number; empty: number } {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: 5 - full - half };
}
