// The public site's JavaScript budget, read from the built manifest: what a server-rendered page
// starts is its islands' runtime alone (a few KB, no React), the home banner's island with React
// is at most 90 KB gzipped, and no public page pulls in admin code through a static import. And
// its fonts: WOFF2 files alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const BUDGET_BYTES = 90 * 1024;
type Chunk = { file: string; src?: string; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
let manifest: Record<string, Chunk>;

beforeAll(() => {
  expect(existsSync(manifestFile)).toBe(true);
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
}, 300_000);

/** The chunks and every chunk they import statically (loaded before their code runs). */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function gzippedSize(key: string): number {
  return zlib.gzipSync(readFileSync(path.join(dist, manifest[key]!.file)), { level: 9 }).length;
}

/** The gzipped JavaScript of `keys` and every chunk they import statically. */
function closureBytes(keys: string[], label: string): number {
  for (const key of keys) expect(manifest[key], `${key} is a chunk`).toBeDefined();
  const chunks = [...staticClosure(keys)].filter((key) => manifest[key]!.file.endsWith('.js'));
  const total = chunks.reduce((sum, key) => sum + gzippedSize(key), 0);
  console.log(`${label}: ${(total / 1024).toFixed(1)} KB gzipped in ${chunks.length} chunks`);
  return total;
}

const ISLANDS = 'src/islands/start.ts';
const HYDRATE = 'src/islands/hydrate-island.tsx';
const isAdmin = (key: string) => key.includes('src/features/admin-');
const entryKeys = () => Object.keys(manifest).filter((key) => manifest[key]!.isEntry);

describe('the built web app', () => {
  // Issue 49: a server-rendered page starts only its islands' runtime; React comes with the first
  // island that wakes. 4 KB until the runtime held what is typed after pressing Search (0.6 KB).
  it('starts a rendered public page with at most 4.5 KB of gzipped JavaScript, without React', () => {
    expect(closureBytes([ISLANDS], 'a rendered page at load')).toBeLessThanOrEqual(4.5 * 1024);
    const loaded = [...staticClosure([ISLANDS])].map((key) => manifest[key]!.file);
    expect(loaded.filter((file) => /react|client/.test(file))).toEqual([]);
  });

  it('wakes the home banner, React included, with at most 90 KB of gzipped JavaScript', () => {
    const banner = Object.keys(manifest).find((key) => key.endsWith('features/home/components/ventures-banner.tsx'))!;
    expect(closureBytes([HYDRATE, banner], 'the home banner island')).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  // Every page inlines the site's stylesheet: a font file no supported browser fetches is bytes on every page.
  it('names only WOFF2 files in its @font-face rules, and ships no WOFF file', () => {
    const assets = readdirSync(path.join(dist, 'assets'));
    expect(assets.filter((file) => file.endsWith('.woff'))).toEqual([]);
    const siteSheet = manifest['index.html']!.css![0]!;
    const faces = (file: string) => readFileSync(path.join(dist, file), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [];
    const brandFaces = faces(siteSheet).filter((rule) => rule.includes('font-family:Mukta;'));
    // Two weights, each in its Latin, Latin Extended and Devanagari file.
    expect(brandFaces).toHaveLength(6);
    for (const rule of brandFaces) expect(rule).toMatch(/src:url\([^)]+\.woff2\)format\("woff2"\);/);
    const everyFace = assets.filter((file) => file.endsWith('.css')).flatMap((file) => faces(`assets/${file}`));
    for (const rule of everyFace) expect(rule).not.toMatch(/\.woff\)|format\("woff"\)/);
  });

  it('keeps every admin page a lazy chunk that no public page imports statically', () => {
    const adminPages = Object.keys(manifest).filter(isAdmin);
    expect(adminPages.length).toBeGreaterThan(0);
    for (const key of adminPages) expect(manifest[key]!.isEntry ?? false).toBe(false);
    const publicPages = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && !isAdmin(key));
    expect(publicPages.length).toBeGreaterThan(5);
    for (const page of [...entryKeys(), ...publicPages]) {
      const loaded = [...staticClosure([page])];
      expect(loaded.filter(isAdmin), `${page} loads admin code`).toEqual([]);
    }
  });
});
