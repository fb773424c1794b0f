// What a visitor did on a server-rendered page before the app took over: the inline loader
// (server/src/site/app-loader.ts) keeps button clicks and held-back form submits until React
// starts hydrating (from then on React answers events itself, and replays those that reach a
// part not hydrated yet); the app replays what the loader kept once the page has hydrated, so an
// early click or Send is not lost.

declare global {
  interface Window {
    /** Set by the loader: stops keeping input and hands over what it kept, in order. */
    sjgEarlyInput?: () => (() => void)[];
  }
}

let kept: (() => void)[] = [];

/** Called just before hydration starts. */
export function stopKeepingEarlyInput(): void {
  const takeOver = window.sjgEarlyInput;
  if (!takeOver) return;
  window.sjgEarlyInput = undefined;
  kept = takeOver();
}

/** Called once the page has hydrated. */
export function replayEarlyInput(): void {
  const actions = kept;
  kept = [];
  if (actions.length === 0) return;
  // A task later: a form's adopted field values (set during hydration's layout effects) are
  // rendered by then, so a replayed Send reads them.
  setTimeout(() => {
    for (const action of actions) action();
  });
}
