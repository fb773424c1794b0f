// After each navigation: scroll to the element named by the URL hash (smoothly, unless the
// visitor prefers reduced motion), waiting briefly for lazy pages to render it; else to the top.
// Content that loads above the target (news, images) would push it down, so for a short while
// after the first scroll the target is kept in place whenever the page's height changes.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const FIND_FOR_MS = 5000;
const SETTLE_FOR_MS = 2500;

export function scrollToId(id: string, behavior?: ScrollBehavior): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: behavior ?? (reduce ? 'auto' : 'smooth'), block: 'start' });
  return true;
}

export function useScrollToHash(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    let observer: ResizeObserver | undefined;
    let settleTimer = 0;
    let userScrolled = false;
    const stopOnUserInput = () => (userScrolled = true);
    window.addEventListener('wheel', stopOnUserInput, { passive: true });
    window.addEventListener('touchmove', stopOnUserInput, { passive: true });
    window.addEventListener('keydown', stopOnUserInput);

    const find = () => {
      if (scrollToId(id)) {
        observer = new ResizeObserver(() => {
          if (!userScrolled) scrollToId(id, 'auto');
        });
        observer.observe(document.body);
        settleTimer = window.setTimeout(() => observer?.disconnect(), SETTLE_FOR_MS);
        return;
      }
      if (performance.now() - started < FIND_FOR_MS) frame = requestAnimationFrame(find);
    };
    find();
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.clearTimeout(settleTimer);
      window.removeEventListener('wheel', stopOnUserInput);
      window.removeEventListener('touchmove', stopOnUserInput);
      window.removeEventListener('keydown', stopOnUserInput);
    };
  }, [pathname, hash, key]);
}
