// A page's stylesheets written into its HTML as <style> elements instead of <link>s: the page's
// first paint then waits for no other request (the site's CSS is ~3 KB gzipped, a page's own a few
// more), which on a slow link saves a round trip before anything shows.
//
// Each <style> carries the href of its file (data-href): the SPA tells Vite's loader from it that
// the sheet is on the page (web/src/lib/inlined-stylesheets.ts), so hydrating or navigating does
// not fetch the same CSS again.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BASE_PATH } from '../../../common/constants.js';
import { escapeHtml } from './head-tags.js';

/** What may not be inlined: an end tag inside the CSS, or a url() relative to the CSS file. */
const notInlinable = /<\/style|url\(\s*['"]?(?![/'"]|data:|https?:)/i;

/** The tags for `hrefs` (under /sjg/), in order; a sheet that cannot be read or inlined stays a link. */
export type StyleInliner = (hrefs: string[]) => Promise<string>;

export function styleInliner(webDistDir: string): StyleInliner {
  // Built file names carry a hash of their content: what is read once stays true.
  const sheets = new Map<string, string | undefined>();

  async function sheet(href: string): Promise<string | undefined> {
    if (sheets.has(href)) return sheets.get(href);
    const relative = href.startsWith(`${BASE_PATH}/`) ? href.slice(BASE_PATH.length + 1) : undefined;
    const file = relative && !relative.split('/').includes('..') ? path.join(webDistDir, relative) : undefined;
    const css = file ? await readFile(file, 'utf8').catch(() => undefined) : undefined;
    const inlinable = css !== undefined && !notInlinable.test(css) ? css : undefined;
    sheets.set(href, inlinable);
    return inlinable;
  }

  return async (hrefs) => {
    const tags = await Promise.all(
      hrefs.map(async (href) => {
        const css = await sheet(href);
        return css === undefined
          ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`
          : `<style data-href="${escapeHtml(href)}">${css}</style>`;
      }),
    );
    return tags.join('\n    ');
  };
}
