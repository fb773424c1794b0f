// The admin menu's entries, in the order the frame shows them (admin-frame.tsx): each one a real
// link, who sees it, and when it is the current place. A new screen is one line here.
import { LISTED_KINDS, contentKinds, type ListedKind } from '@common/content-kinds';
import type { AccessLevel } from '@common/accounts';
import { paths } from '@/lib/paths';

export type SectionKey = 'overview' | 'ventures_admin' | ListedKind | 'messages' | 'update_password';

/**
 * The dashboard's sections (SPEC §2: switching them keeps the route, /admin, and changes only
 * ?section=); `param` is the section's name in the URL. The listed kinds' sections come from
 * their declarations, in SPEC §2's order.
 */
export const dashboardSections: { key: SectionKey; label: string; param: string }[] = [
  { key: 'overview', label: 'OVERVIEW', param: 'overview' },
  { key: 'ventures_admin', label: 'VENTURES', param: 'ventures' },
  ...LISTED_KINDS.map((kind) => ({ key: kind, label: contentKinds[kind].listed.admin.menu, param: kind })),
  { key: 'messages', label: 'MESSAGES', param: 'messages' },
  { key: 'update_password', label: 'UPDATE PASSWORD', param: 'password' },
];

/** The section a ?section= names: VENTURES without one (SPEC §2); an unknown name stays as given ('Default Content'). */
export function sectionOf(param: string | null): string {
  if (param === null) return 'ventures_admin';
  return dashboardSections.find((section) => section.param === param)?.key ?? param;
}

/** A dashboard section's address: /admin?section=news. */
export function sectionPath(key: SectionKey): string {
  return `${paths.admin}?section=${dashboardSections.find((section) => section.key === key)!.param}`;
}

/** Where the editor is, as the router tells it (pathname without the /sjg base, in any case). */
export type MenuPlace = { pathname: string; search: string };

export type AdminMenuEntry = {
  label: string;
  /** The link's target, relative to the router's base (/sjg). */
  to: string;
  /** The weakest access level that sees the entry (SPEC §6 roles, common/accounts.ts). */
  level: AccessLevel;
  /** Whether the editor is at this entry's place (marked with aria-current="page"). */
  isCurrent(place: MenuPlace): boolean;
  /** A number shown after the label, read by the frame: the items in the trash. */
  count?: 'trash';
};

const onPath =
  (...prefixes: string[]) =>
  ({ pathname }: MenuPlace) =>
    prefixes.some((prefix) => pathname.toLowerCase() === prefix || pathname.toLowerCase().startsWith(`${prefix}/`));

/** An item's history (/admin/history/news/4) belongs to its kind's place in the menu. */
const historyOf = (kind: string) => onPath(`${paths.admin}/history/${kind}`);

/**
 * A dashboard section's entry: current on /admin with its ?section=, on its kind's history pages,
 * and for BLOGS on the blog manager's own pages (/blogsection, /blogs/addblog, /blogs/editblog).
 */
function sectionEntry({ key, label }: (typeof dashboardSections)[number]): AdminMenuEntry {
  const elsewhere = [historyOf(key === 'ventures_admin' ? 'ventures' : key), ...(key === 'blogs' ? [onPath(paths.adminBlogs, '/blogs')] : [])];
  return {
    label,
    to: sectionPath(key),
    level: key === 'update_password' ? 'self' : 'read',
    isCurrent: (place) =>
      (place.pathname.toLowerCase().replace(/\/+$/, '') === paths.admin && sectionOf(new URLSearchParams(place.search).get('section')) === key) ||
      elsewhere.some((isHere) => isHere(place)),
  };
}

export const adminMenu: AdminMenuEntry[] = [
  ...dashboardSections.map(sectionEntry),
  { label: 'TEAM', to: paths.adminTeam, level: 'read', isCurrent: (place) => onPath(paths.adminTeam)(place) || historyOf('team')(place) },
  { label: 'TRASH', to: paths.adminTrash, level: 'read', isCurrent: onPath(paths.adminTrash), count: 'trash' },
  { label: 'SITE', to: paths.adminSite, level: 'read', isCurrent: onPath(paths.adminSite) },
  { label: 'MEDIA', to: paths.adminMedia, level: 'read', isCurrent: onPath(paths.adminMedia) },
  { label: 'ACTIVITY', to: paths.adminActivity, level: 'read', isCurrent: onPath(paths.adminActivity) },
  { label: 'USERS', to: paths.adminUsers, level: 'own', isCurrent: onPath(paths.adminUsers) },
  { label: 'MAIL', to: paths.adminMail, level: 'own', isCurrent: onPath(paths.adminMail) },
  { label: 'BACKUPS', to: paths.adminBackups, level: 'own', isCurrent: onPath(paths.adminBackups) },
  { label: 'IMPORT', to: paths.adminImport, level: 'own', isCurrent: onPath(paths.adminImport) },
  { label: 'ACCOUNT', to: paths.adminAccount, level: 'self', isCurrent: onPath(paths.adminAccount) },
];
