// react-router's <BrowserRouter> (declarative mode) plus the one thing the app needed its data
// router for: holding a navigation while the admin has unsaved changes (lib/navigation-guard.ts).
// The data router brings loaders, actions, fetchers and revalidation this app does not use, about
// 17 KB gzipped that every visitor would download before the first page could render; this keeps
// the public bundle within its budget (tests/perf/bundle-budget.test.ts).
//
// It is BrowserRouter's own code (a history with one listener, state set in a transition) with a
// navigator that asks before push/replace, and a listener that, for Back/Forward, puts the URL
// back where it was, asks, and replays the move if the user agrees: what useBlocker does.
import { startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator, type To } from 'react-router';
import { guardHolding } from '@/lib/navigation-guard';

type Props = { basename: string; children: ReactNode };

export function GuardedBrowserRouter({ basename, children }: Props) {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory> | null>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });

  useLayoutEffect(() => {
    let skipPop: (() => void) | null = null;
    // What is on screen: on a pop, history.location is already the entry popped to.
    let shown = history.location;
    return history.listen(({ action, location, delta }) => {
      if (skipPop) {
        // The pop that put the URL back while the question is open.
        skipPop();
        skipPop = null;
        return;
      }
      const guard = action === 'POP' && delta ? guardHolding(shown, location) : null;
      if (guard && delta) {
        const putBack = new Promise<void>((resolve) => (skipPop = resolve));
        history.go(-delta);
        void guard.ask().then(async (leave) => {
          await putBack;
          if (leave) history.go(delta);
        });
        return;
      }
      shown = location;
      startTransition(() => setState({ action, location }));
    });
  }, [history]);

  const navigator = useMemo<Navigator>(() => {
    const guarded =
      (move: (to: To, state?: unknown) => void) =>
      (to: To, routeState?: unknown): void => {
        const next = new URL(history.createHref(to), window.location.href);
        const guard = guardHolding(history.location, { pathname: next.pathname, search: next.search });
        if (!guard) return move(to, routeState);
        void guard.ask().then((leave) => {
          if (leave) move(to, routeState);
        });
      };
    return {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: guarded(history.push),
      replace: guarded(history.replace),
    };
  }, [history]);

  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
