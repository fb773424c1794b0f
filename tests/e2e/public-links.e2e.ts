// Every link a visitor can follow on the public site leads to a page, and every picture a page
// names is there: from Home in English, Hindi and Marathi, each public page's links to others under
// /sjg/ are followed until none is new, and each answers 200 at the address linked, with no
// redirect on the way (a link names the current address, in its own language); each <img>'s src,
// srcset and fallback answers 200. The demo content, the real server, HTTP as a browser sends it.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './helpers/suite';

/** Links that lead out of the public pages: the admin, sign-in, files and the previews. */
const notAPage = /^\/sjg\/(?:(?:hi|mr)\/)?(?:admin|login|assets|images|fonts|preview|set-password)\b|\.\w{2,5}$/;

/** The addresses under /sjg/ that a page's markup links to, without query or fragment. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/sjg\/[^"#?]*)/g)].map((match) => match[1]!.replace(/&amp;/g, '&')).filter((href) => !notAPage.test(href));
}

/** The pictures a page's markup names: each <img>'s src, fallback and srcset candidates. */
function picturesIn(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
    const named = [...tag.matchAll(/\b(?:src|data-fallback)="([^"]+)"/g)].map((match) => match[1]!);
    const srcset = /\bsrcset="([^"]+)"/.exec(tag)?.[1]?.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) ?? [];
    return [...named, ...srcset].map((url) => url.replace(/&amp;/g, '&')).filter((url) => !url.startsWith('data:'));
  });
}

describe('the public site’s links', () => {
  const suite = useServerAndBrowser();

  it('leads from every public page, in every language, only to pages that answer 200 where they are linked, and shows only pictures that are there', async () => {
    const origin = new URL(suite.server.siteUrl).origin;
    const queue = ['/sjg/', '/sjg/hi/', '/sjg/mr/'];
    const linkedFrom = new Map<string, string>(queue.map((page) => [page, 'the start']));
    const broken: string[] = [];
    const pictures = new Map<string, string>();
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const res = await fetch(origin + next, { redirect: 'manual' });
      if (res.status !== 200) {
        broken.push(`${res.status} ${decodeURIComponent(next)} (linked from ${decodeURIComponent(linkedFrom.get(next)!)})`);
        continue;
      }
      const html = await res.text();
      for (const picture of picturesIn(html)) if (!pictures.has(picture)) pictures.set(picture, next);
      for (const link of linksIn(html)) {
        if (linkedFrom.has(link)) continue;
        linkedFrom.set(link, next);
        queue.push(link);
      }
    }
    for (const [picture, page] of pictures) {
      const res = await fetch(new URL(picture, origin), { redirect: 'manual' });
      if (res.status !== 200) broken.push(`${res.status} picture ${picture} (on ${decodeURIComponent(page)})`);
    }
    expect(broken).toEqual([]);
    // Home's banner slides, the ventures' logos and the stories' pictures among them.
    expect(pictures.size).toBeGreaterThan(100);
    // Each language's pages were reached: Home, the lists, every venture, story and post.
    const pages = [...linkedFrom.keys()];
    for (const prefix of ['/sjg/singleventure/', '/sjg/hi/singleventure/', '/sjg/mr/single-news/', '/sjg/hi/single-blog/']) {
      expect(pages.filter((page) => page.startsWith(prefix)).length, prefix).toBeGreaterThan(0);
    }
    expect(pages.filter((page) => page.startsWith('/sjg/singleventure/'))).toHaveLength(20);
  });
});
