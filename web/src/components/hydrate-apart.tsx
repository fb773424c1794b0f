// A section of a server-rendered page that React 18 hydrates in a task of its own. Hydrating a
// whole long page at once was one long task on a slow phone's main thread; each Suspense boundary
// found in the server's markup is hydrated separately, with the browser free to paint and answer
// input in between, and a click inside one that is not hydrated yet hydrates it first.
// On a page the app renders itself nothing suspends here, so this changes nothing there.
import { Suspense, type ReactNode } from 'react';

export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
