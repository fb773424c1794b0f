// The site header (SPEC §2): logo, the five links, the search icon, and on small screens a
// menu toggle whose icon swaps between "menu" and "close".
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useHref, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { BrandLogo } from '@/components/brand-logo';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';
import { scrollToId } from './use-scroll-to-hash';
import { useInterfaceWords } from '@/lib/interface-words';
import { CONTACT_SECTION_ID } from '@common/contact-outcome';
import './header.css';

const links = [
  { to: paths.home, label: 'header.home', end: true },
  { to: paths.about, label: 'header.about', end: false },
  { to: paths.ventures, label: 'header.ventures', end: false },
  { to: paths.news, label: 'header.news', end: false },
] as const;

type Props = {
  onOpenSearch: (event: MouseEvent<HTMLButtonElement>) => void;
  /** An uploaded logo's URL; the default artwork otherwise. */
  logoUrl?: string | null;
};

export function Header({ onOpenSearch, logoUrl }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useInterfaceWords();
  // Where the search button's typing goes if its code never comes (lib/typed-ahead.ts): the link's page.
  const searchPage = useHref(paths.search);

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  function goToContact(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setMenuOpen(false);
    if (location.pathname === paths.home && scrollToId(CONTACT_SECTION_ID)) {
      if (location.hash !== `#${CONTACT_SECTION_ID}`) navigate({ pathname: '/', hash: CONTACT_SECTION_ID }, { replace: true });
      return;
    }
    // From another page: go Home first; the layout scrolls once the section has rendered.
    navigate({ pathname: '/', hash: CONTACT_SECTION_ID });
  }

  const contactActive = location.pathname === paths.home && location.hash === `#${CONTACT_SECTION_ID}`;

  return (
    // The open menu covers the page below: it closes once focus leaves the header (Tab past the search button).
    <header
      className="site-header"
      onBlur={(event) => {
        if (menuOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) setMenuOpen(false);
      }}
    >
      <div className="container site-header__bar">
        {/* Named by the logo it shows ("SJG Group"): a name of its own that the visible letters were
            not part of failed people who speak to their browser (axe's label-content-name-mismatch). */}
        <Link to={paths.home} className="site-header__logo">
          {logoUrl ? <img src={logoUrl} alt="SJG Group" width={148} height={44} /> : <BrandLogo variant="dark" />}
        </Link>

        {/* Before the menu it opens, so the next Tab enters the menu; drawn after the search
            button on small screens (header.css), hidden on wide ones. */}
        <button
          ref={toggleRef}
          type="button"
          className="icon-button site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <nav id="primary-navigation" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label={t('header.mainMenu')}>
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => `site-nav__link${isActive && !(link.to === paths.home && contactActive) ? ' is-active' : ''}`}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to={paths.contactSection} onClick={goToContact} className={`site-nav__link${contactActive ? ' is-active' : ''}`}>
                {t('header.contact')}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="site-header__actions">
          {/* Where the page's code does not run, the search's own page instead of the dialog (header.css). */}
          <Link to={paths.search} className="icon-button site-header__search-page" aria-label={t('header.openSearch')}>
            <SearchIcon />
          </Link>
          <button type="button" className="icon-button site-header__search" onClick={onOpenSearch} aria-label={t('header.openSearch')} aria-haspopup="dialog" data-types-ahead={searchPage}>
            <SearchIcon />
          </button>
        </div>
      </div>
    </header>
  );
}
