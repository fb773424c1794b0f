// The dated block `npm run lighthouse` prints and appends to bench/RESULTS.md: how the CPU slowdown
// was calibrated, then per page both columns (calibrated, Lighthouse's default 4x) and what its load cost.
import os from 'node:os';
import { defaultCpuSlowdown } from './cpu-calibration.js';
import { mainThreadRatio, targets, type PageMedians } from './lighthouse-targets.js';
import type { Figures } from './lighthouse-result.js';

export type Site = 'WordPress' | 'empty page' | 'this site';
export type Measured = { site: Site; page: string; medians: PageMedians; misses: string[] };

/** The benchmarkIndex readings taken before measuring and the slowdown they gave, or the one LIGHTHOUSE_CPU forced. */
export type Calibration = { readings: number[]; median?: number; multiplier: number };

export type RunNotes = {
  runs: number;
  calibration: Calibration;
  /** The benchmarkIndex of every measured run, as Lighthouse read it at its start. */
  indexDuringRuns: number[];
  peerNote: string;
  load: [number, number];
  serverRss: string;
  /** Whether the host has a Devanagari face (host-fonts.ts). */
  fonts: string;
};

export function calibrationNote({ readings, median, multiplier }: Calibration): string {
  if (median === undefined) return `CPU slowdown ${multiplier}x, forced by LIGHTHOUSE_CPU (not calibrated).`;
  return (
    `CPU slowdown ${multiplier}x, calibrated to this host (issue 49): Lighthouse's benchmarkIndex read ${readings.map(whole).join(', ')} before measuring, ` +
    `median ${whole(median)}; Lighthouse's CPU throttling calculator gives ${multiplier}x for it (never taken below ${defaultCpuSlowdown}x).`
  );
}

export function markdown(measured: Measured[], notes: RunNotes): string {
  const m = notes.calibration.multiplier;
  const wordPressHome = measured.find((entry) => entry.site === 'WordPress' && entry.page.startsWith('WordPress home'))?.medians.calibrated;
  const both = (a: Figures, b: Figures, value: (f: Figures) => string) => `${value(a)} / ${value(b)}`;
  const row = ({ site, page, medians: { calibrated: c, atDefault: d }, misses }: Measured) =>
    [
      site,
      page,
      both(c, d, (f) => String(f.performance)),
      c.accessibility,
      c.bestPractices,
      c.seo,
      both(c, d, (f) => (f.lcpMs / 1000).toFixed(2)),
      both(c, d, (f) => whole(f.tbtMs)),
      c.cls.toFixed(3),
      whole(c.bytes / 1024),
      whole(c.scriptBytes / 1024),
      whole(c.mainThreadMs),
      whole(c.mainThreadObservedMs),
      wordPressHome ? `${mainThreadRatio(c, wordPressHome).toFixed(1)}x` : '—',
      misses.join(', ') || '—',
    ].join(' | ');
  const indexes = notes.indexDuringRuns.filter(Number.isFinite);
  return [
    '',
    `## Lighthouse${measured.some((entry) => entry.site === 'WordPress') ? ' beside stock WordPress' : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (mobile, median of ${notes.runs} runs, demo seed)`,
    '',
    calibrationNote(notes.calibration),
    (m === defaultCpuSlowdown
      ? `The slowdown is Lighthouse's default ${m}x: one set of runs gives both columns ("${m}x / ${defaultCpuSlowdown}x").`
      : `Every page is measured at ${m}x and at Lighthouse's default ${defaultCpuSlowdown}x (columns "${m}x / ${defaultCpuSlowdown}x"; the other figures are of the ${m}x runs).`) +
      (indexes.length > 0 ? ` benchmarkIndex during the measured runs: ${whole(Math.min(...indexes))}–${whole(Math.max(...indexes))}.` : ''),
    notes.peerNote,
    ...(measured.some((entry) => entry.site === 'empty page')
      ? ["Empty page: a heading and a paragraph (no style, script or picture) from Node's http module, measured after WordPress at the same slowdowns: Chromium's own work on any navigation, the floor under every page's TBT and main-thread time (bench/empty-page.ts)."]
      : []),
    `Load average ${notes.load[0].toFixed(1)} at the start, ${notes.load[1].toFixed(1)} at the end, on ${os.availableParallelism()} cores.`,
    notes.fonts,
    `Targets for this site's pages (issue 49), at ${m}x: performance >= ${targets.performance}, TBT <= ${targets.tbtMs} ms, LCP below WordPress home's; ` +
      `LCP <= ${(targets.lcpMsAtDefault / 1000).toFixed(1)} s at ${defaultCpuSlowdown}x; accessibility, best practices and SEO 100; ` +
      `main-thread time <= ${targets.mainThreadVsWordPress}x WordPress home's.`,
    `Main thread: Lighthouse's main-thread work breakdown at ${m}x (simulated: the trace's task times multiplied by ${m}), and observed (the unthrottled load's own, that divided by ${m}). Script KB: transfer size of the load's scripts.`,
    notes.serverRss,
    '',
    `| site | page | performance ${m}x / ${defaultCpuSlowdown}x | accessibility | best practices | SEO | LCP s ${m}x / ${defaultCpuSlowdown}x | TBT ms ${m}x / ${defaultCpuSlowdown}x | CLS | KB | script KB | main thread ms (${m}x) | main thread ms observed | main thread vs WordPress home | misses |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...measured.map((entry) => `| ${row(entry)} |`),
    '',
  ].join('\n');
}

const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '—');
