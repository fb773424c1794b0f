// The server writes a page's stylesheets into it as <style data-href="…"> (server/src/site/
// inline-styles.ts). Vite's loader, which adds a lazy chunk's stylesheets as the page hydrates or
// navigates, only knows a stylesheet is present from a <link rel="stylesheet"> with its href: this
// adds one for each inlined sheet, disabled so the browser neither fetches nor applies it. It must
// run before the first lazy import (Vite reads the page's links once).
export function markInlinedStylesheets(document: Document): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    // Disabled before it is inserted: never fetched (a disabled link in the markup would be).
    link.disabled = true;
    link.href = style.dataset.href!;
    style.after(link);
  }
}
