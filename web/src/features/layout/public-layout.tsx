// The frame of every public page: skip link, header, <main> with the routed page, footer, and
// the search modal (rendered by the app, which composes it in, as features do not import each other).
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HydrateApart } from '@/components/hydrate-apart';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { useScrollToHash } from './components/use-scroll-to-hash';
import '@/styles/global.css';

type Props = {
  renderSearch: (props: { open: boolean; onClose: () => void }) => ReactNode;
  logoUrl?: string | null;
};

export function PublicLayout({ renderSearch, logoUrl }: Props) {
  const [searchOpen, setSearchOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useScrollToHash();

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
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <HydrateApart>
        <Header onOpenSearch={openSearch} logoUrl={logoUrl} />
      </HydrateApart>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <HydrateApart>
        <Footer />
      </HydrateApart>
      {renderSearch({ open: searchOpen, onClose: closeSearch })}
    </>
  );
}
