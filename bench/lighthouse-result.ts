// What one Lighthouse result says about a page, as `npm run lighthouse` reports it: the scores and
// metrics, the script bytes and main-thread time of the load, and what to look at when a score is short.

/** The part of Lighthouse's result (LH.Result) that the script reads. */
export type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; details?: { items?: unknown[] } }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
};

export type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size of everything the load fetched. */
  bytes: number;
  /** Transfer size of the load's scripts (the resource summary's 'script' row). */
  scriptBytes: number;
  /** Lighthouse's main-thread work breakdown: under simulated throttling, the observed time times the slowdown. */
  mainThreadMs: number;
  /** The main-thread time the unthrottled load really took. */
  mainThreadObservedMs: number;
  /** The host's speed as this run read it. */
  benchmarkIndex: number;
};

/**
 * The SEO audit a page kept from search engines on purpose fails by design (the search's results:
 * noindex, and disallowed in robots.txt, as search engines ask of result pages).
 */
export const CRAWLABLE_AUDIT = 'is-crawlable';

/**
 * A category's score out of 100 as Lighthouse weighs it (the weighted mean of its audits that have
 * a weight and a score), leaving out the audits `without`.
 */
export function categoryScore(lhr: Lhr, id: string, without: readonly string[]): number {
  let total = 0;
  let weights = 0;
  for (const ref of lhr.categories[id]?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.weight === 0 || without.includes(ref.id) || score === null || score === undefined) continue;
    total += score * ref.weight;
    weights += ref.weight;
  }
  return weights === 0 ? 0 : Math.round((total / weights) * 100);
}

/** The figures of one run; `seoWithout`: SEO audits a page fails by design, left out of its SEO score. */
export function figuresOf(lhr: Lhr, seoWithout: readonly string[] = []): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = (lhr.audits['resource-summary']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
  const mainThreadMs = metric('mainthread-work-breakdown');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: seoWithout.length === 0 ? score('seo') : categoryScore(lhr, 'seo', seoWithout),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes: metric('total-byte-weight'),
    scriptBytes: resources.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
    mainThreadMs,
    // Lighthouse 12's audit multiplies the trace's task times by cpuSlowdownMultiplier when it
    // simulates (core/audits/mainthread-work-breakdown.js); divided back, it is the trace's own sum.
    mainThreadObservedMs: mainThreadMs / (lhr.configSettings.throttlingMethod === 'simulate' ? lhr.configSettings.throttling.cpuSlowdownMultiplier : 1),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Each measure's median on its own (the runs are few and noisy). */
export function medianOf(runs: Figures[]): Figures {
  // A run whose trace lacked a metric gives NaN for it (seen once on a venture's details): the
  // median is of the runs that measured it (the higher of two).
  const median = (values: number[]) => {
    const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
    return measured.length === 0 ? Number.NaN : measured[Math.floor(measured.length / 2)]!;
  };
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
}

/** What stands between a page and full marks: failed audits of the scored categories, and the LCP element. */
export function findings(lhr: Lhr): string[] {
  const lines: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        lines.push(`${id}: ${audit.title}`);
        // An element for the accessibility audits, a message and its source for the console's errors.
        const items = (audit.details?.items ?? []) as { node?: { snippet?: string; explanation?: string }; description?: string; url?: string }[];
        for (const item of items.slice(0, 3)) {
          if (item.node?.snippet) lines.push(`  ${item.node.snippet.slice(0, 140)} ${(item.node.explanation ?? '').split('\n')[1] ?? ''}`);
          else if (item.description || item.url) lines.push(`  ${[item.description, item.url].filter(Boolean).join(' at ').slice(0, 200)}`);
        }
      }
    }
  }
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0] as { items?: { node?: { snippet?: string } }[] } | undefined;
  const snippet = element?.items?.[0]?.node?.snippet;
  if (snippet) lines.push(`LCP element: ${snippet.slice(0, 160)}`);
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1] as { items?: { phase?: string; timing?: number }[] } | undefined;
  if (phases?.items) lines.push(`LCP phases: ${phases.items.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ')}`);
  lines.push(`FCP ${Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN)} ms`);
  // What the unthrottled page load really did, from which Lighthouse simulates the slow link: a
  // request that ended before the observed paint counts towards the simulated one.
  const observed = lhr.audits['metrics']?.details?.items?.[0] as Record<string, number> | undefined;
  if (observed) {
    lines.push(
      `observed: FCP ${Math.round(observed.observedFirstContentfulPaint ?? NaN)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint ?? NaN)} ms, load ${Math.round(observed.observedLoad ?? NaN)} ms`,
    );
  }
  const blocking = (lhr.audits['render-blocking-resources']?.details?.items ?? []) as { url?: string; wastedMs?: number }[];
  for (const item of blocking) lines.push(`render-blocking: ${item.url} (${Math.round(item.wastedMs ?? 0)} ms)`);
  return lines;
}
