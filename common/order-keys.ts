// Order keys: text keys that sort bytewise (COLLATE "C") in the order staff chose, so that moving
// one item writes one row. A key is a base-62 fraction in (0, 1) written without its "0." and
// without trailing zeros ("V" is 31/62); between any two keys there is always another, found digit
// by digit as in David Greenspan's "Implementing Fractional Indexing" (the algorithm behind the
// fractional-indexing package, written out here rather than added as a dependency). Keys grow
// when items are moved again and again into the same gap, so a move whose key would pass
// ORDER_KEY_REBALANCE_LENGTH spreads the scope's keys evenly again (server/src/ordering).

/** The digits in ASCII order, so that comparing keys as bytes compares their values. */
export const ORDER_KEY_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Past this length a move respreads the scope's keys (a handful of moves into one gap in a row). */
export const ORDER_KEY_REBALANCE_LENGTH = 40;

const ZERO = ORDER_KEY_DIGITS[0]!;
const BASE = ORDER_KEY_DIGITS.length;

/** Whether `key` is a well-formed order key: digits only, not empty, no trailing zero. */
export function isOrderKey(key: string): boolean {
  return key.length > 0 && !key.endsWith(ZERO) && [...key].every((character) => ORDER_KEY_DIGITS.includes(character));
}

/** Bytewise comparison, as Postgres compares text COLLATE "C". */
export function compareOrderKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A key strictly between `before` and `after`; null for "no neighbour" on that side (the start or
 * the end of the list). Throws when before ≥ after or a key is malformed.
 */
export function orderKeyBetween(before: string | null, after: string | null): string {
  if (before !== null && !isOrderKey(before)) throw new Error(`not an order key: ${before}`);
  if (after !== null && !isOrderKey(after)) throw new Error(`not an order key: ${after}`);
  if (before !== null && after !== null && before >= after) throw new Error(`order keys out of order: ${before} >= ${after}`);
  return midpoint(before ?? '', after);
}

/** The fraction between a (''= 0) and b (null = 1), neither with a trailing zero. */
function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    // A common prefix (a padded with zeros) is kept as it is; the middle is found after it.
    let n = 0;
    while ((a[n] ?? ZERO) === b[n]) n += 1;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a ? ORDER_KEY_DIGITS.indexOf(a[0]!) : 0;
  const digitB = b !== null ? ORDER_KEY_DIGITS.indexOf(b[0]!) : BASE;
  if (digitB - digitA > 1) return ORDER_KEY_DIGITS[Math.round((digitA + digitB) / 2)]!;
  // Consecutive first digits: b's first digit alone when b goes on (it is above a and below b),
  // else a's first digit and the middle between the rest of a and the end.
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return ORDER_KEY_DIGITS[digitA]! + midpoint(a.slice(1), null);
}

/**
 * `count` keys spread evenly over (0, 1), in order: the keys of a list written afresh (the
 * migration's, a rebalance, a revision's rows put back). Each is a few characters long.
 */
export function spreadOrderKeys(count: number): string[] {
  if (count === 0) return [];
  // Enough digits that consecutive keys differ by at least BASE (room for later moves between them).
  let width = 1;
  while (BASE ** width < (count + 1) * BASE) width += 1;
  const span = BASE ** width;
  const step = Math.floor(span / (count + 1));
  const keys: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    let value = step * index;
    let digits = '';
    for (let place = 0; place < width; place += 1) {
      digits = ORDER_KEY_DIGITS[value % BASE]! + digits;
      value = Math.floor(value / BASE);
    }
    keys.push(digits.replace(/0+$/, ''));
  }
  return keys;
}
