// React.lazy for modules with named exports, wrapped in a Suspense fallback.
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<div className="page-loading" role="status" aria-live="polite" />}>
        <Page />
      </Suspense>
    );
  };
}
