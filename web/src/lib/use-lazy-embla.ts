// embla-carousel-react's useEmblaCarousel, but the carousel engine (~8 KB gzipped) is fetched after
// the first render instead of before it, and started only when it is needed: the first slide shows
// at once from plain markup and CSS. Starting the engine measures every slide (a forced layout of
// the page; figures in bench/RESULTS-archive.md), so it waits for the carousel to
// come near the window ('visible'), or for the visitor to point at, touch, scroll or focus it
// ('interaction'; the engine is fetched while the browser is idle). It starts after that first
// event, not inside it: built during a press, it took the press's click for the end of a drag.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

type Start = 'visible' | 'interaction';
type Engine = typeof import('embla-carousel').default;

const firstEvents = ['pointerover', 'touchstart', 'focusin', 'wheel'] as const;
const idle = (work: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 3000 }) : window.setTimeout(work, 200));

/**
 * [a ref for the carousel's viewport element, the carousel once it is running, a function that
 * starts it now (for a carousel that must move before anyone touched it)].
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  start: Start = 'visible',
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined, () => void] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const loop = options.loop;
  const startRef = useRef<() => void>(() => undefined);
  const startNow = useCallback(() => startRef.current(), []);

  useEffect(() => {
    if (!viewport) return;
    let stopped = false;
    let carousel: EmblaCarouselType | undefined;
    let engine: Engine | undefined;
    const build = () => {
      if (stopped || carousel || !engine) return;
      // Embla measures the slides from where it finds them: a position set before it started
      // (a rotation without it) would offset every snap.
      const container = viewport.firstElementChild;
      if (container instanceof HTMLElement) container.style.transform = '';
      carousel = engine(viewport, optionsRef.current);
      setApi(carousel);
    };
    const load = () =>
      import('embla-carousel').then(({ default: loaded }) => {
        engine = loaded;
      });
    const onFirstEvent = () => {
      if (engine) queueMicrotask(build);
      else void load().then(build);
    };
    startRef.current = onFirstEvent;
    let observer: IntersectionObserver | undefined;
    if (start === 'interaction') {
      idle(() => void load());
      for (const type of firstEvents) viewport.addEventListener(type, onFirstEvent, { capture: true, passive: true });
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          void load().then(build);
        },
        { rootMargin: '200px' },
      );
      observer.observe(viewport);
    }
    return () => {
      stopped = true;
      startRef.current = () => undefined;
      observer?.disconnect();
      for (const type of firstEvents) viewport.removeEventListener(type, onFirstEvent, { capture: true });
      carousel?.destroy();
      setApi(undefined);
    };
    // A new viewport, or a change between looping and not, starts a new carousel.
  }, [viewport, loop, start]);

  return [setViewport, api, startNow];
}
