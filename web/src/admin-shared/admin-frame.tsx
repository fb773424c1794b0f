// The frame around every admin screen (a layout route inside the sign-in gate, app/admin-routes.tsx):
// the top bar with who is signed in, and the menu (admin-menu.ts) as a sidebar on wide screens or
// a toggled panel on small ones (SPEC §2: at 820 px or less at first, 768 px or less after a
// resize), with the current place marked and Logout. Each screen renders its own <main> inside.
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { accountMessages, accountRoleLabels, roleAllows } from '@common/accounts';
import { BREAKPOINTS } from '@common/constants';
import { onWriteSucceeded } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAccount } from './account-context';
import { adminMenu, type MenuPlace } from './admin-menu';
import { fetchTrashCount } from './api/trash-count';
import { logout } from './api/session';
import { confirmDiscardChanges } from './unsaved-changes';
import { useSaveShortcut } from './save-shortcut';

/** SPEC §2: the mobile menu appears at ≤ 820 px at first, and at ≤ 768 px after a resize. */
function useMobileNav(): boolean {
  const [mobile, setMobile] = useState(() => window.innerWidth <= BREAKPOINTS.adminMobileInitial);
  useEffect(() => {
    const onResize = () => setMobile(window.innerWidth <= BREAKPOINTS.adminMobileAfterResize);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}

/**
 * How many items are in the trash: read on each move to another screen or section (another tab
 * may have changed it; not at each page or keystroke of a list's search) and at once after any
 * write (a delete anywhere moves an item there); undefined until known, or when the server does not say.
 */
function useTrashCount(place: MenuPlace): number | undefined {
  const [count, setCount] = useState<number | undefined>(undefined);
  const [writes, setWrites] = useState(0);
  useEffect(() => onWriteSucceeded(() => setWrites((seen) => seen + 1)), []);
  const screen = `${place.pathname}?${new URLSearchParams(place.search).get('section') ?? ''}`;
  useEffect(() => {
    const controller = new AbortController();
    // The link works without its number: a failed read only leaves it out.
    fetchTrashCount(controller.signal).then(setCount, () => undefined);
    return () => controller.abort();
  }, [screen, writes]);
  return count;
}

export function AdminFrame() {
  const navigate = useNavigate();
  const location = useLocation();
  const place = { pathname: location.pathname, search: location.search };
  const account = useAccount();
  const mobile = useMobileNav();
  const [menuOpen, setMenuOpen] = useState(false);
  const trashCount = useTrashCount(place);
  useSaveShortcut();
  const entries = adminMenu.filter((entry) => account && roleAllows(account.role, entry.level));

  /** SPEC §4: the logout call, the flags cleared, then /login (also from the mobile menu). */
  async function signOut() {
    if (!(await confirmDiscardChanges())) return;
    await logout();
    navigate(paths.login);
  }

  const who = account && (
    <span className="admin-frame__who">
      <span className="visually-hidden">Signed in as </span>
      {account.username}
      <span className="admin-frame__role"> ({accountRoleLabels[account.role]})</span>
    </span>
  );

  const nav = (
    <nav className="admin-nav" aria-label="Admin sections">
      {mobile && <p className="admin-nav__who">{who}</p>}
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            {/* A real link: it opens in a new tab and shows its address; leaving unsaved changes asks first (the router's guard). */}
            <Link className="admin-nav__item" to={entry.to} aria-current={entry.isCurrent(place) ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
              {entry.label}
              {entry.count === 'trash' && trashCount !== undefined && <span className="admin-nav__count"> ({trashCount})</span>}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="admin-nav__item admin-nav__item--logout" onClick={() => void signOut()}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );

  return (
    <div className={`admin-layout ${mobile ? 'admin-layout--mobile' : ''}`}>
      <header className="admin-topbar">
        <span className="admin-topbar__brand">{mobile ? 'SJG' : 'SJG Group'} · Admin</span>
        {!mobile && <span className="admin-topbar__user">{who}</span>}
        <Link className="admin-topbar__site" to={paths.home}>
          View site
        </Link>
        {mobile && (
          <button type="button" className="admin-button admin-button--small" aria-expanded={menuOpen} aria-controls="admin-mobile-nav" onClick={() => setMenuOpen(!menuOpen)}>
            {menuOpen ? (
              <>
                ✕ Close<span className="visually-hidden"> menu</span>
              </>
            ) : (
              '☰ Menu'
            )}
          </button>
        )}
      </header>
      {mobile ? (
        <div id="admin-mobile-nav" className="admin-mobile-nav" hidden={!menuOpen}>
          {nav}
        </div>
      ) : (
        <aside className="admin-sidebar">{nav}</aside>
      )}
      <div className="admin-frame__content">
        {account?.two_factor_setup_required && (
          <section className="admin-gate__notice" aria-label="Before going on">
            <div className="admin-banner admin-banner--error" role="alert">
              {accountMessages.twoFactorSetupRequired}
            </div>
          </section>
        )}
        <Outlet />
      </div>
    </div>
  );
}
