// One place where a screen can hold the app's navigation (links, navigate(), the browser's Back
// and Forward) until the user answers a question: the admin's unsaved-changes guard registers
// here and app/guarded-browser-router.tsx asks before it moves.

/** A location as the router compares it: the path (with the /sjg base) and the query. */
export type GuardedLocation = { pathname: string; search: string };

export type NavigationGuard = {
  /** True when moving from `current` to `next` needs the user's answer first. */
  shouldHold(current: GuardedLocation, next: GuardedLocation): boolean;
  /** Asks; resolves true to go on, false to stay. */
  ask(): Promise<boolean>;
};

let activeGuard: NavigationGuard | null = null;

/** Makes `guard` the active one; returns the function that removes it. */
export function setNavigationGuard(guard: NavigationGuard): () => void {
  activeGuard = guard;
  return () => {
    if (activeGuard === guard) activeGuard = null;
  };
}

/** The active guard when it wants to hold this move, else null. */
export function guardHolding(current: GuardedLocation, next: GuardedLocation): NavigationGuard | null {
  return activeGuard?.shouldHold(current, next) ? activeGuard : null;
}
