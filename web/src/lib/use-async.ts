// A tiny data hook: runs an async loader with an AbortSignal whenever `deps` change, and exposes
// loading / error / data. A newer run aborts the older one, so a late reply never wins. With
// `initial`, a page the server rendered with its data (or with the 404 of its item) starts from
// that state and does not load again until `deps` change or `reload()` is called.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { useInitialState, type InitialState } from './initial-data';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: T; error: undefined };

const loadingState = { status: 'loading', data: undefined, error: undefined } as const;

export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  initial?: InitialState<T>,
): AsyncState<T> & { reload(): void } {
  const initialValue = useInitialState(initial);
  const [state, setState] = useState<AsyncState<T>>(() => stateOf(initialValue));
  const [attempt, setAttempt] = useState(0);
  // The deps the initial state answers; cleared once they change, so returning to them loads.
  const initialDeps = useRef<DependencyList | undefined>(initialValue === undefined ? undefined : deps);

  useEffect(() => {
    if (initialDeps.current) {
      if (attempt === 0 && sameDeps(initialDeps.current, deps)) return;
      initialDeps.current = undefined;
    }
    const controller = new AbortController();
    setState(loadingState);
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
    // The caller lists what `load` depends on in `deps`.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

function stateOf<T>(initialValue: T | Error | undefined): AsyncState<T> {
  if (initialValue === undefined) return loadingState;
  if (initialValue instanceof Error) return { status: 'error', data: undefined, error: initialValue };
  return { status: 'success', data: initialValue, error: undefined };
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/** True when an error is the abort of a superseded request (not worth showing). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
