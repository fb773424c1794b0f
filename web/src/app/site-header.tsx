// The header of every public page with the search it opens: one island (components/island.tsx),
// since the search button and the menu toggle are the header's only moving parts. The search
// modal is a chunk of its own, fetched when a visitor first opens it; what is typed meanwhile is
// kept for it (lib/typed-ahead.ts). When that chunk does not come, the search's own page opens
// with those words, as the header's link does without JavaScript (an error thrown here instead
// would take the whole header off the page). Composed here, as features do not import each other.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { Header } from '@/features/layout/components/header';
import type { SearchModal as SearchModalComponent } from '@/features/search/components/search-modal';
import { followWithoutCode, typedAheadFor, type TypedAhead } from '@/lib/typed-ahead';

type SearchProps = ComponentProps<typeof SearchModalComponent>;

function SearchPageInstead({ typedAhead }: SearchProps) {
  useEffect(() => {
    if (typedAhead) followWithoutCode(typedAhead);
  }, [typedAhead]);
  return null;
}

const SearchModal = lazy(() =>
  import('@/features/search/components/search-modal').then(
    (module) => ({ default: module.SearchModal }),
    () => ({ default: SearchPageInstead }),
  ),
);

export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const typedAhead = useRef<TypedAhead | null>(null);
  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    typedAhead.current?.field.remove();
    typedAhead.current = null;
    // Focus returns to the control that opened the modal.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);
  const openSearch = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      // Pressed again while the search is on its way: the field it opens with keeps the keys.
      if (typedAhead.current?.field.isConnected) {
        typedAhead.current.field.focus({ preventScroll: true });
        return;
      }
      opener.current = event.currentTarget;
      const held = typedAheadFor(event.currentTarget);
      held.onEscape = closeSearch;
      typedAhead.current = held;
      setSearchOpen(true);
    },
    [closeSearch],
  );
  return (
    <>
      <Header onOpenSearch={openSearch} />
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchModal open onClose={closeSearch} typedAhead={typedAhead.current} />
        </Suspense>
      )}
    </>
  );
}
