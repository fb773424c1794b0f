// Issue 49's targets for every public page of this site, and which of them a page's medians miss.
import type { Figures } from './lighthouse-result.js';

export const targets = {
  /** At the calibrated slowdown. */
  performance: 98,
  tbtMs: 150,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** At Lighthouse's default 4x; at the calibrated slowdown, below WordPress home's. */
  lcpMsAtDefault: 1000,
  /** Main-thread time of the load at most this many times WordPress home's, in the same run. */
  mainThreadVsWordPress: 2,
};

/** A page's medians in the two columns: at the calibrated slowdown and at Lighthouse's default 4x. */
export type PageMedians = { calibrated: Figures; atDefault: Figures };

/** The slowdowns of the two columns, to name them in a miss. */
export type Slowdowns = { calibrated: number; atDefault: number };

/**
 * Each target a page misses, as 'performance 92 < 98 at 7.9x'; `wordPressHome` (when the peer was
 * measured in this run) is what the relative targets compare with.
 */
export function missesOf(page: PageMedians, slowdowns: Slowdowns, wordPressHome?: PageMedians): string[] {
  const { calibrated, atDefault } = page;
  const at = `at ${slowdowns.calibrated}x`;
  const misses: string[] = [];
  if (calibrated.performance < targets.performance) misses.push(`performance ${calibrated.performance} < ${targets.performance} ${at}`);
  for (const [key, label] of [['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']] as const) {
    if (calibrated[key] < targets[key]) misses.push(`${label} ${calibrated[key]} < ${targets[key]}`);
  }
  // Written as negations so that a metric the runs could not measure (NaN) counts as a miss.
  if (!(calibrated.tbtMs <= targets.tbtMs)) misses.push(`TBT ${Math.round(calibrated.tbtMs)} ms > ${targets.tbtMs} ms ${at}`);
  if (!(atDefault.lcpMs <= targets.lcpMsAtDefault)) {
    misses.push(`LCP ${seconds(atDefault.lcpMs)} s > ${(targets.lcpMsAtDefault / 1000).toFixed(1)} s at ${slowdowns.atDefault}x`);
  }
  if (wordPressHome) {
    const theirs = wordPressHome.calibrated;
    if (!(calibrated.lcpMs < theirs.lcpMs)) misses.push(`LCP ${seconds(calibrated.lcpMs)} s not below WordPress home's ${seconds(theirs.lcpMs)} s ${at}`);
    const ratio = mainThreadRatio(calibrated, theirs);
    if (!(ratio <= targets.mainThreadVsWordPress)) misses.push(`main-thread time ${ratio.toFixed(1)}x WordPress home's > ${targets.mainThreadVsWordPress}x`);
  }
  return misses;
}

/** A page's main-thread time over WordPress home's, both at the calibrated slowdown. */
export function mainThreadRatio(page: Figures, wordPressHome: Figures): number {
  return page.mainThreadMs / wordPressHome.mainThreadMs;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
