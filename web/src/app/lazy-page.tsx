// React.lazy for modules with named exports, wrapped in a Suspense fallback.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

/**
 * Marks the document once a page has been rendered by the app (<html data-app="ready">; a
 * server-rendered page's islands mark it when they take over: web/src/islands/start.ts). Browser
 * tests wait for it; it is in the page's own Suspense boundary, so it fires with the page.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** A public page's place while its chunk loads: kept empty, the server has usually rendered the page already. */
const reservedSpace = <div className="page-loading" role="status" aria-live="polite" />;

/**
 * An admin or sign-in page's place while its chunk loads: nothing is server-rendered there, so it
 * says so rather than leave the screen blank.
 */
export const loadingNotice = (
  <main className="admin-main page-loading">
    <p role="status">Loading…</p>
  </main>
);

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M, fallback: ReactNode = reservedSpace) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={fallback}>
        <Page />
        <AppReady />
      </Suspense>
    );
  };
}
