// Media-query hooks: the SPEC §9 mobile breakpoint (768 px) and prefers-reduced-motion.
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@common/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** At 768 px wide or less (SPEC §4 "small screens"). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.mobile}px)`);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
