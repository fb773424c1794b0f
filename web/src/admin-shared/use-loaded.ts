// What an admin screen loads as it opens (and again when `deps` change or it asks to reload), kept
// as state the screen also changes after its own writes. A failure is logged ('Failed to load
// <what>') and marks the screen `failed` until a load succeeds; a newer load aborts the older one.
import { useCallback, useEffect, useState, type DependencyList } from 'react';

type Options = {
  /** False loads nothing (a screen its reader may not see). */
  enabled?: boolean;
  /** Show nothing loaded while each load is on its way (a new page of results). */
  clearWhileLoading?: boolean;
};

export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, what: string, deps: DependencyList, { enabled = true, clearWhileLoading = false }: Options = {}) {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    if (clearWhileLoading) setValue(null);
    load(controller.signal).then(
      (next) => {
        setValue(next);
        setFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${what}`, error);
        setFailed(true);
      },
    );
    return () => controller.abort();
    // The caller lists what `load` depends on in `deps`.
  }, [...deps, enabled, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { value, setValue, failed, reload };
}
