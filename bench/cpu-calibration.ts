// The CPU slowdown `npm run lighthouse` emulates a phone with, calibrated to this host's speed as
// Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") says, from its benchmarkIndex.

/** Lighthouse's own default slowdown; issue 49 never measures on a gentler phone than that. */
export const defaultCpuSlowdown = 4;

/**
 * The multiplier Lighthouse's CPU throttling calculator gives for a benchmarkIndex, or undefined
 * where it gives none (an index below 150: "too slow to accurately emulate the target device").
 */
export function calculatorMultiplier(benchmarkIndex: number): number | undefined {
  // Formula of patrickhulce/lighthouse-cpu-throttling-calculator pages/index.js (computeMultiplierMessages), the calculator docs/throttling.md links to.
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * The slowdown to measure at: the calculator's multiplier to one decimal (as the calculator writes
 * it in the command it suggests), never below Lighthouse's default 4x.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const multiplier = calculatorMultiplier(benchmarkIndex) ?? defaultCpuSlowdown;
  return Math.max(defaultCpuSlowdown, Math.round(multiplier * 10) / 10);
}

/** The median of some readings (the upper middle one of an even count); the index swings within a run. */
export function medianReading(readings: number[]): number {
  const sorted = readings.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('no benchmarkIndex reading to take the median of');
  return sorted[Math.floor(sorted.length / 2)]!;
}
