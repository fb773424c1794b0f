// Every link a visitor or a search engine can follow on the public site leads to a page, and every
// picture a page names is there: from Home in English, Hindi and Marathi and from the sitemap, each
// public page's links under /sjg/ (its canonical and language alternates too) are followed until
// none is new, and each answers 200 at the address linked, with no redirect on the way (a link
// names the current address, in its own language); each <img>'s src, srcset and fallback answers
// 200. The demo content, the real server, HTTP as a browser sends it.
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

/** The page addresses a page's head names for search engines: its canonical and its language alternates. */
function headLinksIn(html: string, origin: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<link\b[^>]*\brel="(?:canonical|alternate)"[^>]*>/g)].map(([tag]) => tag);
  return tags.flatMap((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? []).map((href) => siteAddress(href, origin));
}

/** `url` as a path under the site's origin, its query and fragment left out; a foreign address as it is. */
function siteAddress(url: string, origin: string): string {
  const parsed = new URL(url.replace(/&amp;/g, '&'), origin);
  return parsed.origin === origin ? parsed.pathname : parsed.href;
}

describe('the public site’s links', () => {
  const suite = useServerAndBrowser();

  it('leads from every public page, in every language, and from the sitemap only to pages that answer 200 where they are linked, and shows only pictures that are there', async () => {
    const origin = new URL(suite.server.siteUrl).origin;
    const queue = ['/sjg/', '/sjg/hi/', '/sjg/mr/'];
    const broken: string[] = [];
    const linkedFrom = new Map<string, string>(queue.map((page) => [page, 'the start']));
    const follow = (link: string, from: string) => {
      if (linkedFrom.has(link) || notAPage.test(link)) return;
      // The site's pages and the sitemap name no page off the site (a canonical on another host).
      linkedFrom.set(link, from);
      if (link.startsWith('/')) queue.push(link);
      else broken.push(`${link}, off the site (from ${decodeURIComponent(from)})`);
    };
    const sitemap = await fetch(`${origin}/sjg/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    for (const match of (await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>|\bhref="([^"]+)"/g)) follow(siteAddress((match[1] ?? match[2])!, origin), 'the sitemap');
    // The sitemap names every page of every language: Home, the lists, each venture (both pages), story and post.
    expect([...linkedFrom.values()].filter((from) => from === 'the sitemap').length).toBeGreaterThan(100);
    const pictures = new Map<string, string>();
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const res = await fetch(origin + next, { redirect: 'manual' });
      if (res.status !== 200) {
        broken.push(`${res.status} ${decodeURIComponent(next)} (linked from ${decodeURIComponent(linkedFrom.get(next)!)})`);
        continue;
      }
      const html = await res.text();
      for (const picture of picturesIn(html)) if (!pictures.has(picture)) pictures.set(picture, next);
      for (const link of [...linksIn(html), ...headLinksIn(html, origin)]) follow(link, next);
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
