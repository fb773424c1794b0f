// `npm run lighthouse`: Lighthouse 12 (Node API) on Debian's Chromium, mobile settings (its
// default), three runs per page, medians. In one run, as issue 25 asks: first stock WordPress
// (bench/wordpress-peer.ts) as the machine's reference, then every public page of this site on the
// production server (built first when its sources changed) on a fresh database with the demo seed.
// Prints the table, appends it dated to bench/RESULTS.md, and exits non-zero naming each page and
// measure of this site that misses issue 25's targets.
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Paged, VentureSummary, NewsItem, BlogItem } from '../common/api-types.js';
import { backendPaths, backendUrl, ventureSummariesQuery } from '../common/backend-urls.js';
import { siteRoutes, type RouteName } from '../common/site-routes.js';
import { ensureBuilt, freePort, root, startCluster, startServer, type BenchCluster } from './bench-server.js';
import { loadLighthouse, type RunLighthouse } from './lighthouse-tool.js';
import { WordPressPeer } from './wordpress-peer.js';

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Only the pages whose label contains this text, in any case ('/news', 'wordpress'), for a quick
 * look: nothing is written to RESULTS.md and a missed target does not fail the run.
 */
const only = process.env.LIGHTHOUSE_ONLY?.toLowerCase();
/** 'wordpress' (the default) measures the stock WordPress peer first; 'none' skips it. */
const peerChoice = process.env.LIGHTHOUSE_PEER ?? 'wordpress';

/**
 * Every run is a first visit. Lighthouse empties the HTTP cache before each run but by default
 * keeps local storage, where a page's loader notes that the brand font was fetched
 * (server/src/site/app-loader.ts): the next page then asked for the font before its first paint,
 * over the network, a state a real visitor reaches only when the browser dropped the font files but
 * kept the note (bench/RESULTS-archive.md, 2026-11-29 09:20).
 */
const firstVisit = ['all'];

/** Issue 25's targets, for every public page of this site (medians). */
const targets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 150, lcpMs: 1000 };

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number; bytes: number };
type Site = 'WordPress' | 'this site';
type Measured = { site: Site; page: string; median: Scores; misses: string[] };

/** What the run started, to stop last first: once, by main's finally or by Ctrl-C. */
const stops: (() => Promise<unknown>)[] = [];
let stopping = false;

/** Keeps `stop` for the end; after Ctrl-C, runs it at once and ends main, so nothing outlives the run. */
async function track(stop: () => Promise<unknown>): Promise<void> {
  stops.push(stop);
  if (stopping) {
    await stopAll();
    throw new Error('stopped by a signal');
  }
}

async function stopAll(): Promise<void> {
  for (let stop = stops.pop(); stop; stop = stops.pop()) await stop().catch((error: unknown) => console.error('While stopping:', error));
}

const selected = (label: string) => !only || label.toLowerCase().includes(only);

async function main(): Promise<void> {
  if (peerChoice !== 'wordpress' && peerChoice !== 'none') throw new Error(`LIGHTHOUSE_PEER is 'wordpress' (the default) or 'none', not '${peerChoice}'`);
  ensureBuilt();
  const lighthouse = await loadLighthouse();
  const loadAtStart = os.loadavg()[0]!;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'sjg-chromium-'));
  await track(() => rm(profile, { recursive: true, force: true }));
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
  await track(async () => {
    if (browser.exitCode !== null || browser.signalCode !== null) return;
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill('SIGTERM');
    await exited;
  });
  await waitForDevtools(port);

  // This site's server first (its start seeds the database, the slowest step), so that a failure
  // there ends the run before the peer is measured; it idles while the peer is.
  const cluster = await startCluster('lighthouse');
  await track(() => cluster.stop());
  await seedDemoContent(cluster);
  const server = await startServer(cluster);
  await track(() => server.stop());
  const sitePages = (await publicPages(server.url)).filter(selected);

  const measured: Measured[] = [];
  const peerLabels = ['WordPress home', 'WordPress post'];
  let peerNote: string;
  if (peerChoice === 'none') {
    peerNote = 'WordPress peer: not measured (LIGHTHOUSE_PEER=none).';
  } else if (!peerLabels.some(selected)) {
    peerNote = `WordPress peer: not measured (LIGHTHOUSE_ONLY=${only}).`;
  } else {
    const peer = new WordPressPeer();
    await track(() => peer.stop());
    try {
      const info = await peer.start();
      peerNote = `WordPress peer, measured first in the same run: ${info.description}, on this machine.`;
      const pages = [
        { label: 'WordPress home', path: info.pages[0]!.path },
        { label: 'WordPress post', path: info.pages[1]!.path },
      ];
      for (const page of pages.filter((entry) => selected(entry.label))) measured.push(await measure(lighthouse, port, 'WordPress', `${page.label} ${page.path}`, info.url + page.path));
    } catch (error) {
      // The comparison is what issue 25 asks for, but this site's own numbers still tell something.
      const why = error instanceof Error ? error.message : String(error);
      console.error(`\nThe WordPress peer could not be started or measured; going on without it.\n${why}\n`);
      peerNote = `WordPress peer: NOT MEASURED, it could not be started or measured (${why.split('\n')[0]}).`;
    }
    // Stopped before this site is measured, so that its idle processes take nothing from it.
    await peer.stop();
  }

  for (const page of sitePages) measured.push(await measure(lighthouse, port, 'this site', page, server.url + page));

  const loadAtEnd = os.loadavg()[0]!;
  const table = markdown(measured, peerNote, [loadAtStart, loadAtEnd]);
  console.log(table);
  if (only) return; // a quick look at some pages is not a result to keep, nor a verdict
  await appendFile(path.join(root, 'bench/RESULTS.md'), table);
  console.log('Appended to bench/RESULTS.md');

  const missed = measured.filter((entry) => entry.site === 'this site' && entry.misses.length > 0);
  const peerMissed = measured.filter((entry) => entry.site === 'WordPress' && entry.misses.length > 0);
  // WordPress's SEO and best practices have misses of its own (no meta description; the sample
  // comment's Gravatar offline); a slow WordPress, though, means a busy machine.
  for (const entry of peerMissed) {
    const slow = entry.median.performance < targets.performance || entry.median.tbtMs > targets.tbtMs;
    console.log(`Note: WordPress misses too on ${entry.page} (${entry.misses.join(', ')})${slow ? ': this machine was busier than in issue 25\'s reference run' : ''}.`);
  }
  if (missed.length > 0) {
    console.error(`\nFAILED: ${missed.length} of this site's pages miss issue 25's targets (medians of ${RUNS}):`);
    for (const entry of missed) console.error(`  ${entry.page}: ${entry.misses.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Every measured page of this site meets issue 25's targets.`);
  }
}

/**
 * The demo seed (npm run seed) before the server starts, which then finds it in place: on a busy
 * machine seeding alone outlasted the server's start-up limit (bench-server.ts, 180 s).
 */
async function seedDemoContent(cluster: BenchCluster): Promise<void> {
  console.log('Seeding the demo content…');
  const child = spawn(process.execPath, ['scripts/run-cli.mjs', 'seed/run.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: cluster.postgres.url, DATA_DIR: path.join(cluster.folder, 'data'), UPLOADS_DIR: path.join(cluster.folder, 'uploads'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  const timer = setTimeout(() => child.kill('SIGTERM'), 15 * 60_000);
  const [code, signal] = (await new Promise((resolve) => child.once('exit', (...args) => resolve(args)))) as [number | null, string | null];
  clearTimeout(timer);
  if (code !== 0) throw new Error(`seeding the demo content failed (${signal === 'SIGTERM' ? 'over 15 minutes' : (code ?? signal)}):\n${output}`);
}

/**
 * Every public page of the route table (common/site-routes.ts), an item page with the first item
 * of its list; a new public route with a parameter fails here until it is given one.
 */
async function publicPages(base: string): Promise<string[]> {
  const read = async <T>(url: string): Promise<T> => {
    const reply = await fetch(base + url);
    if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
    return (await reply.json()) as T;
  };
  const first = <T>(items: T[], what: string): T => {
    if (!items[0]) throw new Error(`the demo seed has no ${what} to measure`);
    return items[0];
  };
  const venture = first((await read<Paged<'ventures', VentureSummary>>(backendUrl(backendPaths.ventures, ventureSummariesQuery))).ventures, 'venture');
  const news = first((await read<Paged<'news', NewsItem>>(backendUrl(backendPaths.news, { page: 1 }))).news, 'news item');
  const blog = first((await read<Paged<'blogs', BlogItem>>(backendUrl(backendPaths.blogs, { page: 1 }))).blogs, 'blog');
  const params: Partial<Record<RouteName, string>> = { venture: venture.slug, ventureDetails: String(venture.id), newsItem: news.slug, blog: blog.slug };
  return Object.entries(siteRoutes)
    .filter(([, route]) => route.area === 'public')
    .map(([name, route]) => {
      if (!route.pattern.includes(':')) return `/sjg${route.pattern}`;
      const param = params[name as RouteName];
      if (param === undefined) throw new Error(`bench/lighthouse.ts has no item to measure the public page ${name} (${route.pattern}) with`);
      return `/sjg${route.pattern.replace(/:[A-Za-z]+/, encodeURIComponent(param))}`;
    });
}

async function measure(lighthouse: RunLighthouse, port: number, site: Site, page: string, url: string): Promise<Measured> {
  const runs: Scores[] = [];
  let last: Lhr | undefined;
  // A run whose trace lacked the largest paint (seen on a venture's details page, in all three runs
  // once) is repeated, up to two extra runs, so the median is of RUNS measured runs where possible.
  for (let attempt = 0; runs.filter((run) => Number.isFinite(run.lcpMs)).length < RUNS && attempt < RUNS + 2; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', clearStorageTypes: firstVisit });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    last = result.lhr as unknown as Lhr;
    runs.push(scoresOf(last));
  }
  const median = medianOf(runs);
  const misses = missesOf(median);
  console.log(`${site === 'WordPress' ? '' : `${site}: `}${page}: ${format(median)}${misses.length > 0 ? `; MISSES ${misses.join(', ')}` : ''}`);
  for (const line of findings(last!)) console.log(`    ${line}`);
  return { site, page, median, misses };
}

/** Each target a median misses, as 'performance 92 < 98'. */
function missesOf(s: Scores): string[] {
  const misses: string[] = [];
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
    if (s[key] < targets[key]) misses.push(`${key === 'bestPractices' ? 'best practices' : key === 'seo' ? 'SEO' : key} ${s[key]} < ${targets[key]}`);
  }
  if (!(s.tbtMs <= targets.tbtMs)) misses.push(`TBT ${Math.round(s.tbtMs)} ms > ${targets.tbtMs} ms`);
  if (!(s.lcpMs <= targets.lcpMs)) misses.push(`LCP ${(s.lcpMs / 1000).toFixed(2)} s > ${(targets.lcpMs / 1000).toFixed(1)} s`);
  return misses;
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
  // A run whose trace lacked a metric gives NaN for it (seen once on a venture's details): the
  // median is of the runs that measured it (the higher of two).
  const median = (values: number[]) => {
    const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
    return measured.length === 0 ? Number.NaN : measured[Math.floor(measured.length / 2)]!;
  };
  const keys = Object.keys(runs[0]!) as (keyof Scores)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Scores;
}

function format(s: Scores): string {
  return `perf ${s.performance}, a11y ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}; LCP ${(s.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}, ${Math.round(s.bytes / 1024)} KB`;
}

function markdown(measured: Measured[], peerNote: string, [loadAtStart, loadAtEnd]: [number, number]): string {
  const cell = (s: Scores) =>
    `${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcpMs / 1000).toFixed(2)} | ${Math.round(s.tbtMs)} | ${s.cls.toFixed(3)} | ${Math.round(s.bytes / 1024)}`;
  return [
    '',
    `## Lighthouse${measured.some((entry) => entry.site === 'WordPress') ? ' beside stock WordPress' : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (mobile, median of ${RUNS} runs, demo seed)`,
    '',
    peerNote,
    `Load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end, on ${os.availableParallelism()} cores.`,
    `Targets for this site's pages (issue 25): performance >= ${targets.performance}, TBT <= ${targets.tbtMs} ms, LCP <= ${targets.lcpMs / 1000} s, accessibility, best practices and SEO 100.`,
    '',
    '| site | page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS | KB | misses |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...measured.map((entry) => `| ${entry.site} | ${entry.page} | ${cell(entry.median)} | ${entry.misses.join(', ') || '—'} |`),
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

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.error(`\n${signal}: stopping what this run started…`);
    void stopAll().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
