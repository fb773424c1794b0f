// The header of every public page with the search it opens: one island (components/island.tsx),
// since the search button and the menu toggle are the header's only moving parts. The search
// modal is a chunk of its own, fetched when a visitor first opens it. Composed here, as features
// do not import each other.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Header } from '@/features/layout/components/header';

const SearchModal = lazy(async () => ({ default: (await import('@/features/search/components/search-modal')).SearchModal }));

export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openSearch = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSearchOpen(true);
  }, []);
  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    // Focus returns to the control that opened the modal.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);
  return (
    <>
      <Header onOpenSearch={openSearch} />
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchModal open onClose={closeSearch} />
        </Suspense>
      )}
    </>
  );
}
