// After each navigation: scroll to the element named by the URL hash (smoothly, unless the
// visitor prefers reduced motion), waiting briefly for lazy pages to render it; else to the top.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
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
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      // About 5 s at 60 fps: long enough for the lazy Home chunk to arrive and render.
      if (scrollToId(id) || ++frames > 300) return;
      handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash, key]);
}
