// /admin (SPEC §2 Admin dashboard): a sidebar (a toggled menu on small screens) switching sections
// without a route change; VENTURES is the default; an unknown key shows 'Default Content'. The
// section is in the URL (?section=news), each switch a history entry, so a reload keeps it and
// Back/Forward move between sections. Below the sections, a link to the Trash screen with how
// many items it holds, one to the Activity screen (the audit log), one to the Users screen for
// owners, and one to the signed-in account's own screen.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BREAKPOINTS } from '@common/constants';
import { contentKinds, LISTED_KINDS, type ListedKind } from '@common/content-kinds';
import { paths } from '@/lib/paths';
import { useCan } from '@/admin-shared/account-context';
import { logout } from '@/admin-shared/api/session';
import { storedUsername } from '@/admin-shared/session-flags';
import { useAdminTitle } from '@/admin-shared/standalone-screen';
import { confirmDiscardChanges } from '@/admin-shared/unsaved-changes';
import { fetchOverview } from './api/overview';
import './dashboard-page.css';

export type SectionKey = 'overview' | 'ventures_admin' | ListedKind | 'messages' | 'update_password';

/** `param`: the section's name in the URL. The listed kinds' sections come from their declarations, in SPEC §2's order. */
const sections: { key: SectionKey; label: string; param: string }[] = [
  { key: 'overview', label: 'OVERVIEW', param: 'overview' },
  { key: 'ventures_admin', label: 'VENTURES', param: 'ventures' },
  ...LISTED_KINDS.map((kind) => ({ key: kind, label: contentKinds[kind].listed.admin.menu, param: kind })),
  { key: 'messages', label: 'MESSAGES', param: 'messages' },
  { key: 'update_password', label: 'UPDATE PASSWORD', param: 'password' },
];

/** The section a ?section= names: VENTURES without one; an unknown name stays as given ('Default Content'). */
function sectionOf(param: string | null): string {
  if (param === null) return 'ventures_admin';
  return sections.find((section) => section.param === param)?.key ?? param;
}

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
 * How many items are in the trash, read again at each switch of section (a delete in one moves an
 * item there); undefined until known, or when the server does not say.
 */
function useTrashCount(section: string): number | undefined {
  const [count, setCount] = useState<number | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetchOverview(controller.signal).then(
      (overview) => setCount(overview.editorial?.trash),
      // The link works without its number: a failed read only leaves it out.
      () => undefined,
    );
    return () => controller.abort();
  }, [section]);
  return count;
}

export function DashboardPage({ renderSection }: { renderSection(key: string): ReactNode }) {
  const navigate = useNavigate();
  const mobile = useMobileNav();
  const [params] = useSearchParams();
  const active = sectionOf(params.get('section'));
  const [menuOpen, setMenuOpen] = useState(false);
  const trashCount = useTrashCount(active);
  const owner = useCan('own');
  useAdminTitle(sections.find((section) => section.key === active)?.label ?? 'Admin');

  async function choose(key: SectionKey) {
    if (key !== active && !(await confirmDiscardChanges())) return;
    setMenuOpen(false);
    // The section's list, page 1: a new history entry, unless it is already what is shown.
    const search = `?section=${sections.find((section) => section.key === key)!.param}`;
    if (window.location.search !== search) navigate({ search });
  }

  /** SPEC §4: the logout call, the flags cleared, then /login (also from the mobile menu). */
  async function signOut() {
    if (!(await confirmDiscardChanges())) return;
    await logout();
    navigate(paths.login);
  }

  const nav = (
    <nav className="admin-nav" aria-label="Admin sections">
      <ul>
        {sections.map((section) => (
          <li key={section.key}>
            <button type="button" className="admin-nav__item" aria-current={section.key === active ? 'page' : undefined} onClick={() => void choose(section.key)}>
              {section.label}
            </button>
          </li>
        ))}
        <li>
          <Link className="admin-nav__item admin-nav__item--link" to={paths.adminTeam}>
            TEAM
          </Link>
        </li>
        <li>
          {/* A screen of its own: leaving a form with unsaved changes asks first (the router's guard). */}
          <Link className="admin-nav__item admin-nav__item--link" to={paths.adminTrash}>
            TRASH{trashCount !== undefined && <span className="admin-nav__count"> ({trashCount})</span>}
          </Link>
        </li>
        <li>
          <Link className="admin-nav__item admin-nav__item--link" to={paths.adminSite}>
            SITE
          </Link>
        </li>
        <li>
          <Link className="admin-nav__item admin-nav__item--link" to={paths.adminMedia}>
            MEDIA
          </Link>
        </li>
        <li>
          <Link className="admin-nav__item admin-nav__item--link" to={paths.adminActivity}>
            ACTIVITY
          </Link>
        </li>
        {owner && (
          <li>
            <Link className="admin-nav__item admin-nav__item--link" to={paths.adminUsers}>
              USERS
            </Link>
          </li>
        )}
        <li>
          <Link className="admin-nav__item admin-nav__item--link" to={paths.adminAccount}>
            ACCOUNT
          </Link>
        </li>
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
        <span className="admin-topbar__brand">
          {mobile ? 'SJG' : 'SJG Group'} · Admin
        </span>
        <span className="admin-topbar__user">
          <span className="visually-hidden">Signed in as </span>
          {storedUsername()}
        </span>
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
      <main className="admin-main">
        <h1 className="visually-hidden">Admin dashboard</h1>
        {renderSection(active)}
      </main>
    </div>
  );
}
