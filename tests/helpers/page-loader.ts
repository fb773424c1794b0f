// The lists on a server-rendered page's app loader tag (server/src/site/app-loader.ts), as its
// HTML says them: the /backend replies it reads again or knows were not found. Undefined on a page
// without the loader.
export type LoaderLists = { replies: string[]; missing: string[] };

export function loaderLists(html: string): LoaderLists | undefined {
  const tag = /<script data-src="[^"]*"[^>]*>/.exec(html)?.[0];
  if (!tag) return undefined;
  const list = (name: string) =>
    (new RegExp(` data-${name}="([^"]*)"`).exec(tag)?.[1] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((url) => url.replaceAll('&amp;', '&'));
  return { replies: list('replies'), missing: list('missing') };
}
