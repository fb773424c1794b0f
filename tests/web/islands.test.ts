// The islands of the public pages (issue 49) as the server renders them (web/src/entry-server.tsx):
// each is a root of its own the browser can wake, by a name its runtime knows, with props it can
// read back, and the /backend replies its render used, and nothing of the page outside them is ever hydrated.
import { describe, expect, it } from 'vitest';
import { backendPaths, backendUrl } from '../../common/backend-urls';
import { siteRouteList } from '../../common/site-routes';
import { renderPage } from '../../web/src/entry-server';
import { islandLoaders } from '../../web/src/islands/island-loaders';
import { islandsIn } from '../helpers/island-markup';

const publicPaths = siteRouteList.filter((route) => route.area === 'public').map((route) => `/sjg${route.pattern.replace(/:\w+/, 'some-item')}`);

describe('the islands of the public pages', () => {
  it('renders on every public page islands whose code the runtime knows, each with its own ids and props', async () => {
    const seen = new Set<string>();
    for (const pagePath of publicPaths) {
      const markup = await renderPage(pagePath);
      const islands = islandsIn(markup);
      // The header at least, on every page.
      expect(islands.map((island) => island.name), pagePath).toContain('site-header');
      expect(markup, pagePath).not.toMatch(/sjg-island-[\w-]+-\d+/);
      expect(new Set(islands.map((island) => island.id)).size, pagePath).toBe(islands.length);
      for (const island of islands) {
        seen.add(island.name);
        expect(Object.keys(islandLoaders), pagePath).toContain(island.name);
        expect(['load', 'visible', 'interaction']).toContain(island.wake);
        expect(() => JSON.parse(island.props)).not.toThrow();
      }
    }
    expect(seen.size).toBeGreaterThan(8);
  });

  it('names the replies an island was rendered from, which it needs in the browser to hydrate as rendered', async () => {
    const newsPage = backendUrl(backendPaths.news, { page: 1 });
    const reply = { news: [{ id: 7, slug: 'an-office', title: 'An office', content: '<p>Opened.</p>', year: '2026', image_url: null, formattedDate: 'November 25, 2026' }], total_pages: 1 };
    const islands = islandsIn(await renderPage('/sjg/news', { [newsPage]: reply }));
    const list = islands.find((island) => island.name === 'news-list')!;
    expect(list.replies).toEqual([newsPage]);
    // The header was rendered from no reply: it hydrates whatever the page's reads gave.
    expect(islands.find((island) => island.name === 'site-header')!.replies).toEqual([]);
    // A reply the server did not have is not one the browser needs: the island fetched it there too.
    expect(islandsIn(await renderPage('/sjg/news')).find((island) => island.name === 'news-list')!.replies).toEqual([]);
  });

  it('has a component behind every name the runtime knows', async () => {
    for (const [name, load] of Object.entries(islandLoaders)) expect(typeof (await load()), name).toBe('function');
  });

  it('writes each island’s ids with its own prefix, so the browser’s render of it alone gives the same', async () => {
    const markup = await renderPage('/sjg/');
    const faq = islandsIn(markup).find((island) => island.name === 'faq')!;
    expect(markup).toContain(`id=":${faq.id}R0:-q0"`);
  });
});
