// The frame of every public page: skip link, the header (with its search, composed in by the app,
// as features do not import each other), <main> with the routed page, and the footer.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './components/footer';
import { LanguageSwitcher } from './components/language-switcher';
import { useScrollToHash } from './components/use-scroll-to-hash';
import { useInterfaceWords } from '@/lib/interface-words';
import '@/styles/global.css';

export function PublicLayout({ header }: { header: ReactNode }) {
  // On a page the app renders itself: a server-rendered page scrolls to its #hash by itself.
  useScrollToHash();
  const { t } = useInterfaceWords();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <LanguageSwitcher />
      {header}
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
