// Each island of a served public page names the /backend replies its render used, and every one of
// them is a reply the page's loader reads again (or knows was not found): an island that named one
// the loader never reads would never find it in the browser, and would be rendered afresh on every
// visit instead of hydrated (web/src/islands/hydrate-island.tsx); and the islands a visitor types
// into before they wake name none. Real Postgres, the real build.
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandsIn } from '../helpers/island-markup.js';
import { loaderLists } from '../helpers/page-loader.js';
import { examplePath, spaPublicRoutePaths } from '../helpers/spa-routes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
}, 300_000);
afterAll(async () => t?.close());

/** The URLs the page's loader reads again, and those it knows the server found nothing at. */
function loaderReads(html: string): string[] {
  const lists = loaderLists(html);
  expect(lists).toBeDefined();
  return [...lists!.replies, ...lists!.missing];
}

describe('the replies an island was rendered from', () => {
  it('are, on every public page, replies the page’s loader reads again', async () => {
    let named = 0;
    for (const pagePath of spaPublicRoutePaths.map((pattern) => examplePath(pattern))) {
      const html = (await request(t.app).get(`/sjg${pagePath}`)).text;
      const reads = loaderReads(html);
      for (const island of islandsIn(html)) {
        named += island.replies.length;
        for (const url of island.replies) expect(reads, `${pagePath}: ${island.name}`).toContain(url);
      }
    }
    // The lists at least name theirs.
    expect(named).toBeGreaterThan(4);
  });

  it('are none for the islands a visitor types into before they wake, which must hydrate to keep what was typed', async () => {
    // The header's search and the contact form adopt what was typed as they hydrate; rendered
    // afresh (web/src/islands/hydrate-island.tsx), their fields would be new and empty.
    const typedInto = new Set(['site-header', 'contact-form']);
    const seen = new Set<string>();
    for (const pagePath of ['/', '/contact-us', '/news']) {
      for (const island of islandsIn((await request(t.app).get(`/sjg${pagePath}`)).text)) {
        if (!typedInto.has(island.name)) continue;
        seen.add(island.name);
        expect(island.replies, `${pagePath}: ${island.name}`).toEqual([]);
      }
    }
    expect(seen).toEqual(typedInto);
  });
});
