// `npm run lighthouse`: Lighthouse 12 (Node API) on Debian's Chromium against the production
// server (built first when its sources changed) on a fresh database with the normal demo seed;
// mobile settings (Lighthouse's default), three runs per page, medians printed and appended to
// bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { ensureBuilt, freePort, root, startCluster, startServer, type BenchServer } from './bench-server.js';

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only the pages whose path contains this text (for a quick look at one page); all by default. */
const only = process.env.LIGHTHOUSE_ONLY;

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number; bytes: number };

async function main(): Promise<void> {
  ensureBuilt();
  const cluster = await startCluster('lighthouse');
  let server: BenchServer | undefined;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'sjg-chromium-'));
  const port = await freePort();
  const browser = spawn(
    chromium,
    [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    server = await startServer(cluster);
    const ventures = (await (await fetch(`${server.url}/backend/ventures/get_venture.php?page=1`)).json()) as { ventures: { slug: string }[] };
    const pages = ['/sjg/', '/sjg/news', '/sjg/ventures', `/sjg/singleventure/${ventures.ventures[0]!.slug}`, '/sjg/blogs'].filter(
      (page) => !only || page.includes(only),
    );
    await waitForDevtools(port);

    const results: { page: string; median: Scores }[] = [];
    for (const page of pages) {
      const runs: Scores[] = [];
      let last: Lhr | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(server.url + page, { port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        last = result.lhr as unknown as Lhr;
        runs.push(scoresOf(last));
      }
      const median = medianOf(runs);
      results.push({ page, median });
      console.log(`${page}: ${format(median)}`);
      for (const line of findings(last!)) console.log(`    ${line}`);
    }
    if (only) return; // a quick look at some pages is not a result to keep
    await appendFile(path.join(root, 'bench/RESULTS.md'), markdown(results));
    console.log('Appended to bench/RESULTS.md');
  } finally {
    browser.kill('SIGTERM');
    await server?.stop();
    await cluster.stop();
    await rm(profile, { recursive: true, force: true });
  }
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; details?: { items?: unknown[] } }>;
};

/** What stands between a page and full marks: failed audits of the scored categories, and the LCP element. */
function findings(lhr: Lhr): string[] {
  const lines: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        lines.push(`${id}: ${audit.title}`);
        const nodes = (audit.details?.items ?? []) as { node?: { snippet?: string; explanation?: string } }[];
        for (const item of nodes.slice(0, 3)) if (item.node?.snippet) lines.push(`  ${item.node.snippet.slice(0, 140)} ${(item.node.explanation ?? '').split('\n')[1] ?? ''}`);
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

function scoresOf(lhr: Lhr): Scores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes: metric('total-byte-weight'),
  };
}

/** Each measure's median on its own (the runs are few and noisy). */
function medianOf(runs: Scores[]): Scores {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = Object.keys(runs[0]!) as (keyof Scores)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Scores;
}

function format(s: Scores): string {
  return `perf ${s.performance}, a11y ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}; LCP ${(s.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}, ${Math.round(s.bytes / 1024)} KB`;
}

function markdown(results: { page: string; median: Scores }[]): string {
  return [
    '',
    `## Lighthouse ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (mobile, median of ${RUNS} runs, demo seed)`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS | KB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(({ page, median: s }) =>
      `| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcpMs / 1000).toFixed(2)} | ${Math.round(s.tbtMs)} | ${s.cls.toFixed(3)} | ${Math.round(s.bytes / 1024)} |`,
    ),
    '',
  ].join('\n');
}

async function waitForDevtools(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await fetch(`http://127.0.0.1:${port}/json/version`).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium did not open its DevTools port (${chromium})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
