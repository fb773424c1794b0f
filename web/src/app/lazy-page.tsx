// React.lazy for modules with named exports, wrapped in a Suspense fallback.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { replayEarlyInput } from '@/lib/early-input';

/**
 * Marks the document once a page has been rendered or hydrated by the app (<html data-app="ready">):
 * a server-rendered page looks the same before, but only then do its controls respond. Browser
 * tests wait for it; it is in the page's own Suspense boundary, so it fires with the page. Then
 * what the visitor clicked or sent before is replayed.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    replayEarlyInput();
  }, []);
  return null;
}

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<div className="page-loading" role="status" aria-live="polite" />}>
        <Page />
        <AppReady />
      </Suspense>
    );
  };
}
