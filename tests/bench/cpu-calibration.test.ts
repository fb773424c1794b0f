import { describe, expect, it } from 'vitest';
import { calculatorMultiplier, calibratedCpuSlowdown, medianReading } from '../../bench/cpu-calibration.js';

describe("Lighthouse's CPU throttling calculator", () => {
  it('gives the slowdowns its own comments list: 3x at 1300, 4x at 1533, 5x at 1766, 6x at 2000', () => {
    expect(calculatorMultiplier(1300)).toBe(3);
    expect(calculatorMultiplier(1533)).toBeCloseTo(4, 2);
    expect(calculatorMultiplier(1766)).toBeCloseTo(5, 2);
    expect(calculatorMultiplier(2000)).toBeCloseTo(6, 1);
  });

  it('gives 2x at 800 and 1x at 150 on its slower segments, and nothing below 150', () => {
    expect(calculatorMultiplier(800)).toBe(2);
    expect(calculatorMultiplier(1050)).toBe(2.5);
    expect(calculatorMultiplier(150)).toBe(1);
    expect(calculatorMultiplier(149)).toBeUndefined();
    expect(calculatorMultiplier(Number.NaN)).toBeUndefined();
  });
});

describe('the slowdown npm run lighthouse measures at', () => {
  it("is the calculator's multiplier to one decimal: 7.9x for issue 49's reading of 2,441", () => {
    expect(calibratedCpuSlowdown(2441)).toBe(7.9);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it("is never below Lighthouse's default 4x, however slow the host", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(1300)).toBe(4);
    expect(calibratedCpuSlowdown(900)).toBe(4);
    expect(calibratedCpuSlowdown(100)).toBe(4);
  });

  it('is calibrated on the median of the readings, as the index swings within a run', () => {
    expect(medianReading([2572, 1334, 2441])).toBe(2441);
    expect(medianReading([1800, Number.NaN, 1500, 2100, 1900])).toBe(1900);
    expect(() => medianReading([])).toThrow('no benchmarkIndex reading');
  });
});
