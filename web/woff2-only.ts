// Every browser the site supports (those that run its module scripts) reads WOFF2, and picks the
// first src of an @font-face rule it can read: the WOFF file @fontsource names after each WOFF2
// one is never fetched, yet it was in every page's inlined stylesheet (bench/RESULTS.md, 2026-12-04).

const woffFallback = /,\s*url\([^)]*\.woff\)\s*format\(\s*['"]?woff['"]?\s*\)/g;

/** The part of a PostCSS declaration the plugin reads and writes. */
type Declaration = { value: string; parent?: { type: string; name?: string } };

/** A PostCSS plugin that drops the WOFF fallback from each @font-face rule's src. */
export function woff2Only() {
  return {
    postcssPlugin: 'woff2-only',
    Declaration: {
      src(declaration: Declaration) {
        if (declaration.parent?.type === 'atrule' && declaration.parent.name === 'font-face') {
          declaration.value = declaration.value.replace(woffFallback, '');
        }
      },
    },
  };
}
