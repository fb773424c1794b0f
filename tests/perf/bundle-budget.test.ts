// The public site's JavaScript budget, read from the built manifest: what a visitor's browser must
// load before the home page can render is at most 90 KB gzipped, and no public page pulls in
// admin code through a static import.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const BUDGET_BYTES = 90 * 1024;
type Chunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
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

/** The gzipped JavaScript the home route loads first: the entry, its pages and their imports. */
function homeJavaScriptBytes(): number {
  // The home route loads the home page and the contact section (app/public-routes.tsx).
  const home = ['src/features/home/home-page.tsx', 'src/features/contact/contact-section.tsx'];
  for (const key of home) expect(manifest[key], `${key} is a chunk`).toBeDefined();
  const chunks = [...staticClosure([entryKey(), ...home])].filter((key) => manifest[key]!.file.endsWith('.js'));
  const total = chunks.reduce((sum, key) => sum + gzippedSize(key), 0);
  console.log(`home page initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${chunks.length} chunks`);
  return total;
}

const isAdmin = (key: string) => key.includes('src/features/admin-');
const entryKey = () => Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;

describe('the built web app', () => {
  it('loads the home page with at most 90 KB of gzipped JavaScript', () => {
    expect(homeJavaScriptBytes()).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('keeps every admin page a lazy chunk that no public page imports statically', () => {
    const adminPages = Object.keys(manifest).filter(isAdmin);
    expect(adminPages.length).toBeGreaterThan(0);
    for (const key of adminPages) expect(manifest[key]!.isEntry ?? false).toBe(false);
    const publicPages = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && !isAdmin(key));
    expect(publicPages.length).toBeGreaterThan(5);
    for (const page of [entryKey(), ...publicPages]) {
      const loaded = [...staticClosure([page])];
      expect(loaded.filter(isAdmin), `${page} loads admin code`).toEqual([]);
    }
  });
});
