// The order key rules (common/order-keys.ts): a key between any two, spread keys in order, and the
// keys staying short under the moves staff make.
import { describe, expect, it } from 'vitest';
import { compareOrderKeys, isOrderKey, orderKeyBetween, spreadOrderKeys } from '../../common/order-keys.js';

describe('order keys', () => {
  it('finds a key strictly between two keys, before the first and after the last', () => {
    const cases: [string | null, string | null][] = [
      [null, null],
      [null, 'V'],
      ['V', null],
      ['V', 'W'],
      ['1', '2'],
      ['0V', '1'],
      ['zz', null],
      [null, '01'],
      ['A', 'A1'],
      ['Az', 'B'],
    ];
    for (const [before, after] of cases) {
      const key = orderKeyBetween(before, after);
      expect(isOrderKey(key), `${before} ${after} -> ${key}`).toBe(true);
      if (before !== null) expect(compareOrderKeys(before, key), `${before} < ${key}`).toBe(-1);
      if (after !== null) expect(compareOrderKeys(key, after), `${key} < ${after}`).toBe(-1);
    }
  });

  it('refuses keys out of order or malformed', () => {
    expect(() => orderKeyBetween('W', 'V')).toThrow();
    expect(() => orderKeyBetween('V', 'V')).toThrow();
    expect(() => orderKeyBetween('V0', null)).toThrow();
    expect(() => orderKeyBetween('', null)).toThrow();
  });

  it('spreads any number of keys evenly and in order, short', () => {
    for (const count of [0, 1, 2, 12, 61, 62, 500, 20_000]) {
      const keys = spreadOrderKeys(count);
      expect(keys).toHaveLength(count);
      expect(keys.every(isOrderKey)).toBe(true);
      expect([...keys].sort(compareOrderKeys)).toEqual(keys);
      expect(new Set(keys).size).toBe(count);
      expect(Math.max(0, ...keys.map((key) => key.length))).toBeLessThanOrEqual(4);
    }
  });

  it('grows a key by about one character per six moves into the same gap', () => {
    const low = 'V';
    let high = 'W';
    for (let move = 0; move < 60; move += 1) {
      const key = orderKeyBetween(low, high);
      expect(key > low && key < high).toBe(true);
      high = key;
    }
    expect(high.length).toBeLessThanOrEqual(13);
  });

  it('compares as bytes, as Postgres text COLLATE "C" does', () => {
    expect(compareOrderKeys('Z', 'a')).toBe(-1);
    expect(compareOrderKeys('9', 'A')).toBe(-1);
    expect(compareOrderKeys('V', 'V1')).toBe(-1);
  });
});
