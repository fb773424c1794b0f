// The only code a server-rendered public page starts (issue 49): the page is static HTML, and each
// of its islands (components/island.tsx) fetches and hydrates its own code when it is needed,
// as its `data-wake` says. React itself comes with the first island that wakes. The page's loader
// (server/src/site/app-loader.ts) starts this once the page has loaded and painted, handing over
// the clicks and Sends it kept until then; from here on, a click or Send in an island that has not
// woken is kept the same way and replayed once it has hydrated.
import { markInlinedStylesheets } from '@/lib/inlined-stylesheets';
import { followWithoutCode, holdTypedAheadUntilAwake, typesAhead } from '@/lib/typed-ahead';
import { fetchBannerPicturesAhead } from './banner-pictures-ahead';
import { islandLoaders } from './island-loaders';

/** Replays a kept press once its island has hydrated, or lets it through once the page has fallen back. */
type Replay = (fellBack?: boolean) => void;

declare global {
  interface Window {
    /** Set by the loader: stops keeping input and hands over what it kept, in order, with its target. */
    sjgEarlyInput?: () => [target: EventTarget | null, replay: Replay][];
  }
}

/**
 * Islands whose root React has not yet created, with what was kept for each: one press per control
 * however often it was pressed meanwhile (a second tap where nothing seemed to happen means the
 * first again; replayed, two Sends would send twice and two taps on the menu close it again).
 */
const asleep = new Map<HTMLElement, Map<EventTarget, Replay>>();
/** Islands whose code is on its way. */
const woken = new WeakSet<HTMLElement>();

const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('sjg-island') : null);

function wake(island: HTMLElement): Promise<void> | undefined {
  if (!asleep.has(island) || woken.has(island)) return;
  const load = islandLoaders[island.dataset.island as keyof typeof islandLoaders];
  if (!load) {
    console.error(`No code is known for the island "${island.dataset.island}".`);
    return;
  }
  woken.add(island);
  let kept: Replay[] = [];
  // From the moment React has the island's root, it answers (and replays) the island's events itself.
  const rootCreated = () => {
    kept = [...(asleep.get(island)?.values() ?? [])];
    asleep.delete(island);
  };
  return Promise.all([import('./hydrate-island'), load()])
    .then(([{ hydrateIsland }, component]) => hydrateIsland(island, component, rootCreated))
    .then(
      () => {
        island.dataset.hydrated = '';
        // A task later: what the island rendered as it hydrated (a form's adopted values) is in place.
        setTimeout(() => kept.forEach((replay) => replay()));
      },
      (error: unknown) => {
        console.error(`The island "${island.dataset.island}" could not start:`, error);
        fallBack(kept);
      },
    );
}

/**
 * An island's code that does not come (a flaky phone network, or a page kept from before a release
 * whose chunks are gone) leaves the page as a browser without JavaScript has it, as the loader does
 * when this runtime does not come: the menu as links, the contact form a plain post. Nothing is kept
 * or woken from then on, and what was kept is let through (a Send is posted as a plain form, words
 * typed after Search go to the search's page).
 */
function fallBack(keptForFailed: Replay[]): void {
  removeEventListener('click', keepEarly, true);
  removeEventListener('submit', keepEarly, true);
  delete document.documentElement.dataset.js;
  const kept = [...keptForFailed, ...[...asleep.values()].flatMap((presses) => [...presses.values()])];
  asleep.clear();
  kept.forEach((replay) => replay(true));
}

/** Keeps a click on a button or a Send in an island that has not begun hydrating, and wakes it. */
function keep(island: HTMLElement, control: EventTarget, replay: Replay): void {
  asleep.get(island)?.set(control, replay);
  wake(island);
}

function keepEarly(event: Event): void {
  const island = islandOf(event.target);
  if (!island || !asleep.has(island)) return;
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    const form = event.target;
    event.preventDefault();
    keep(island, form, () => form.requestSubmit());
    return;
  }
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type=button]') : null;
  if (!button) return;
  if (typesAhead(button)) {
    const held = holdTypedAheadUntilAwake(button);
    // One press however often it is tapped meanwhile, and none once Escape has removed its field.
    if (held) keep(island, button, (fellBack) => held.field.isConnected && (fellBack ? followWithoutCode(held) : button.click()));
    return;
  }
  keep(island, button, () => button.click());
}

const INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Wakes `island` when its data-wake says; the promise of those that wake with the page. */
function plan(island: HTMLElement, visible: IntersectionObserver | undefined): Promise<void> | undefined {
  const when = island.dataset.wake;
  if (when === 'load' || (when === 'visible' && !visible)) return wake(island);
  // An island draws as its content alone (display: contents), so it is its children that are seen.
  if (when === 'visible') for (const child of island.children) visible!.observe(child);
  // A visitor may reach an island before it is seen to come near (a keyboard's Tab, a quick tap).
  const onFirst = () => {
    for (const type of INTERACTION) island.removeEventListener(type, onFirst);
    wake(island);
  };
  for (const type of INTERACTION) island.addEventListener(type, onFirst, { passive: true });
  return undefined;
}

function start(): void {
  markInlinedStylesheets(document);
  const visible = window.IntersectionObserver
    ? new IntersectionObserver(
        (entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const island = islandOf(entry.target);
            if (!island) continue;
            for (const child of island.children) observer.unobserve(child);
            wake(island);
          }
        },
        { rootMargin: '200px' },
      )
    : undefined;
  const islands = [...document.querySelectorAll<HTMLElement>('sjg-island')];
  for (const island of islands) asleep.set(island, new Map());
  addEventListener('click', keepEarly, true);
  addEventListener('submit', keepEarly, true);
  // What the loader kept before this started: each for its island, which wakes now.
  for (const [target, replay] of window.sjgEarlyInput?.() ?? []) {
    const island = islandOf(target);
    if (target && island && asleep.has(island)) keep(island, target, replay);
  }
  window.sjgEarlyInput = undefined;
  const withThePage = islands.map((island) => (woken.has(island) ? undefined : plan(island, visible)));
  // Marked once the islands that wake with the page have hydrated: from then on every control
  // answers, at once or as its island wakes (browser tests wait for this mark).
  void Promise.allSettled(withThePage).then(() => (document.documentElement.dataset.app = 'ready'));
  fetchBannerPicturesAhead();
}

start();
