// Every link a visitor can follow on the public site leads to a page: from Home in English, Hindi
// and Marathi, each public page's links to others under /sjg/ are followed until none is new, and
// each answers 200 at the address linked, with no redirect on the way (a link names the current
// address, in its own language). The demo content, the real server, HTTP as a browser sends it.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './helpers/suite';

/** Links that lead out of the public pages: the admin, sign-in, files and the previews. */
const notAPage = /^\/sjg\/(?:(?:hi|mr)\/)?(?:admin|login|assets|images|fonts|preview|set-password)\b|\.\w{2,5}$/;

/** The addresses under /sjg/ that a page's markup links to, without query or fragment. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/sjg\/[^"#?]*)/g)].map((match) => match[1]!.replace(/&amp;/g, '&')).filter((href) => !notAPage.test(href));
}

describe('the public site’s links', () => {
  const suite = useServerAndBrowser();

  it('leads from every public page, in every language, only to pages that answer 200 where they are linked', async () => {
    const origin = new URL(suite.server.siteUrl).origin;
    const queue = ['/sjg/', '/sjg/hi/', '/sjg/mr/'];
    const linkedFrom = new Map<string, string>(queue.map((page) => [page, 'the start']));
    const broken: string[] = [];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const res = await fetch(origin + next, { redirect: 'manual' });
      if (res.status !== 200) {
        broken.push(`${res.status} ${decodeURIComponent(next)} (linked from ${decodeURIComponent(linkedFrom.get(next)!)})`);
        continue;
      }
      for (const link of linksIn(await res.text())) {
        if (linkedFrom.has(link)) continue;
        linkedFrom.set(link, next);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    // Each language's pages were reached: Home, the lists, every venture, story and post.
    const pages = [...linkedFrom.keys()];
    for (const prefix of ['/sjg/singleventure/', '/sjg/hi/singleventure/', '/sjg/mr/single-news/', '/sjg/hi/single-blog/']) {
      expect(pages.filter((page) => page.startsWith(prefix)).length, prefix).toBeGreaterThan(0);
    }
    expect(pages.filter((page) => page.startsWith('/sjg/singleventure/'))).toHaveLength(20);
  });
});
