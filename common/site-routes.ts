// The SPA's routes (SPEC §2) in one table, read by both sides: the SPA declares its <Route>s and
// its links from it (web/src/app), and the server learns from it which pages it renders, their
// head tags, the /backend reads they make first and the page modules to preload (server/src/site).
// Adding a page is one entry here and its component in web/src/app/page-components.tsx;
// tests/web/route-table.test.ts fails when an entry lacks what either side needs.
import { backendPaths, backendUrl, moreVentureSummariesQuery, ventureSummariesQuery } from './backend-urls.js';
import { hasNulCharacter } from './nul-character.js';
import { isRecordId } from './record-id.js';
import { searchWordsOf } from './search-words.js';

/** Home's description, and every page's when nothing better is known. */
export const SITE_DESCRIPTION =
  'SJG Group builds companies people rely on every day: twenty ventures across India and Nepal in gaming, hospitality, real estate, food and healthcare.';

/** The head texts of a page that is not an item. */
export type StaticPage = {
  /** The page's own title; null for Home, whose document title is the site name alone. */
  title: string | null;
  description: string;
  /** Kept out of search results and the sitemap (login and admin screens). */
  noindex?: true;
};

/** The item a detail page shows: its head tags are made from its first read's reply (server/src/site/page-meta.ts). */
export type ItemKind = 'news' | 'blog' | 'venture' | 'ventureDetails';

/**
 * The lazy page modules (paths under web/, as Vite's manifest names them) of each page: the server
 * preloads their chunks, and web/src/app/page-components.tsx imports exactly these.
 */
export const pageModules = {
  home: ['src/features/home/home-page.tsx', 'src/features/contact/contact-section.tsx'],
  ventures: ['src/features/ventures/ventures-page.tsx'],
  venture: ['src/features/ventures/venture-page.tsx'],
  ventureDetails: ['src/features/ventures/venture-details-page.tsx'],
  about: ['src/features/about/about-page.tsx'],
  policy: ['src/features/legal/policy-page.tsx'],
  blogs: ['src/features/blogs/blogs-page.tsx'],
  blog: ['src/features/blogs/blog-page.tsx'],
  news: ['src/features/news/news-page.tsx'],
  newsItem: ['src/features/news/news-item-page.tsx'],
  team: ['src/features/team/team-page.tsx'],
  investors: ['src/features/investors/investors-page.tsx'],
  search: ['src/features/search/search-page.tsx'],
  /** Any path no route matches. */
  notFound: ['src/features/not-found/not-found-page.tsx'],
  login: ['src/features/admin-auth/login-page.tsx'],
  setPassword: ['src/features/admin-auth/set-password-page.tsx'],
  adminDashboard: ['src/app/admin-dashboard-route.tsx'],
  adminBlogs: ['src/app/admin-blogs-route.tsx'],
  adminTrash: ['src/features/admin-trash/trash-page.tsx'],
  adminHistory: ['src/features/admin-history/history-page.tsx'],
  adminActivity: ['src/features/admin-activity/activity-page.tsx', 'src/features/admin-site/section-fields.ts'],
  adminUsers: ['src/features/admin-users/users-page.tsx'],
  adminAccount: ['src/features/admin-account/account-page.tsx'],
  adminTeam: ['src/features/admin-team/team-admin-page.tsx'],
  adminSite: ['src/features/admin-site/site-page.tsx'],
  adminMedia: ['src/features/admin-media/media-page.tsx'],
  adminMail: ['src/features/admin-mail/mail-page.tsx'],
  adminBackups: ['src/features/admin-backups/backups-page.tsx'],
  adminImport: ['src/features/admin-import/import-page.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type PageKey = keyof typeof pageModules;

export type SiteRoute = {
  /**
   * As react-router writes it, under /sjg and in lower case: '/singleventure/:slug' (one parameter
   * at most, the one an item page reads by; an admin screen, which the server never reads for, may
   * have two: '/admin/history/:kind/:id').
   */
  pattern: string;
  page: PageKey;
  /**
   * public: rendered on the server too, inside the public layout; sign-in and admin: rendered by
   * the browser only, admin behind the sign-in gate.
   */
  area: 'public' | 'sign-in' | 'admin';
  /** Fixed texts, or the item whose reply gives them. */
  head: StaticPage | { item: ItemKind };
  /**
   * The /backend URLs the page reads as it first renders, as its feature's api/*.ts builds them
   * (the server reads or preloads them, reused only when the URL is the same); an item page's
   * first read is its item. `param` is the route's parameter, decoded; `query`, the address's
   * query, read only by a page made from it (`fromQuery`).
   */
  reads?: (param: string, query?: URLSearchParams) => string[];
  /**
   * Reads that only the page's static markup shows, never an island: the server reads them beside
   * `reads` and renders the page with them, and the browser never reads them again for a page the
   * server rendered (a page the browser renders itself reads them as it renders).
   */
  staticReads?: () => string[];
  /**
   * The page is made from its address's query (the search's words): any words make a page, so it
   * is rendered for each request, never kept whole by the server or a CDN.
   */
  fromQuery?: true;
};

const policyDescription =
  'The terms of using the SJG Group website, how it handles the details you send through the contact form, the cookies it uses, and credits for its content.';
const newsPage1 = () => [backendUrl(backendPaths.news, { page: 1 })];
const blogsPage1 = () => [backendUrl(backendPaths.blogs, { page: 1 })];
const ventureSummaries = () => [backendUrl(backendPaths.ventures, ventureSummariesQuery)];

/** Every route by its name (paths.ts builds links by these names); public pages in SPEC §2's order, then the admin's. */
export const siteRoutes = {
  home: {
    pattern: '/',
    page: 'home',
    area: 'public',
    head: { title: null, description: SITE_DESCRIPTION },
    // News page 1, ventures page 1 (summaries) for the cards beside it, and where the banner's
    // ventures have their pages (features/home/api).
    reads: () => [...newsPage1(), ...ventureSummaries(), backendUrl(backendPaths.bannerVentures)],
  },
  ventures: {
    pattern: '/ventures',
    page: 'ventures',
    area: 'public',
    head: {
      title: 'Our Ventures',
      description:
        'The companies of SJG Group: lottery technology and licensed gaming, hospitality, real estate and infrastructure, food, healthcare, education and clean energy.',
    },
    // Page 2 too: the ventures the grid has no room for are named under it (features/ventures/api).
    reads: () => [...ventureSummaries(), backendUrl(backendPaths.ventures, moreVentureSummariesQuery)],
  },
  venture: {
    pattern: '/singleventure/:slug',
    page: 'venture',
    area: 'public',
    head: { item: 'venture' },
    reads: (slug) => [backendUrl(backendPaths.ventures, { slug })],
  },
  ventureDetails: {
    pattern: '/ventures/ventures_details/:id',
    page: 'ventureDetails',
    area: 'public',
    head: { item: 'ventureDetails' },
    // An id that cannot exist reads nothing: the page renders its not-found view without it.
    reads: (id) => (isRecordId(id) ? [backendUrl(backendPaths.ventureDetails, { id })] : []),
  },
  about: {
    pattern: '/about-us',
    page: 'about',
    area: 'public',
    head: {
      title: 'About Us',
      description:
        'Founded in Mumbai in 1980, SJG Group has grown into twenty ventures and over 10,000 employees across India and Nepal. Our story, our mission and our vision.',
    },
    reads: () => [backendUrl(backendPaths.testimonials, { page: 1 })],
  },
  privacyPolicy: { pattern: '/privacy-policy', page: 'policy', area: 'public', head: { title: 'Privacy Policy', description: policyDescription } },
  terms: { pattern: '/terms', page: 'policy', area: 'public', head: { title: 'Terms of Use', description: policyDescription } },
  legalDisclaimer: { pattern: '/legal-disclaimer', page: 'policy', area: 'public', head: { title: 'Legal Disclaimer', description: policyDescription } },
  credits: { pattern: '/credits', page: 'policy', area: 'public', head: { title: 'Credits', description: policyDescription } },
  blogs: {
    pattern: '/blogs',
    page: 'blogs',
    area: 'public',
    head: { title: 'Blogs', description: 'Ideas, insights and stories from the people and ventures of SJG Group.' },
    reads: blogsPage1,
  },
  blog: {
    pattern: '/single-blog/:slug',
    page: 'blog',
    area: 'public',
    head: { item: 'blog' },
    reads: (slug) => [backendUrl(backendPaths.blogs, { slug })],
    // "More from the blog" under the post (web/src/components/more-articles.tsx).
    staticReads: blogsPage1,
  },
  news: {
    pattern: '/news',
    page: 'news',
    area: 'public',
    head: { title: 'News', description: 'The latest news, announcements and events from SJG Group and its ventures across India and Nepal.' },
    reads: newsPage1,
  },
  newsItem: {
    pattern: '/single-news/:slug',
    page: 'newsItem',
    area: 'public',
    head: { item: 'news' },
    reads: (slug) => [backendUrl(backendPaths.news, { slug })],
    // "More news" under the story (web/src/components/more-articles.tsx).
    staticReads: newsPage1,
  },
  team: {
    pattern: '/team',
    page: 'team',
    area: 'public',
    head: { title: 'Our Team', description: 'Meet the people who lead SJG Group and its ventures.' },
    reads: () => [backendUrl(backendPaths.team, { page: 1 })],
  },
  investors: {
    pattern: '/investors',
    page: 'investors',
    area: 'public',
    head: { title: 'Investors', description: 'The investors and partners who back SJG Group and its ventures.' },
    reads: () => [backendUrl(backendPaths.investors, { page: 1 })],
  },
  // The search's page: what the header's search finds, as a page of its own where the page's code
  // does not run (no JavaScript, or it did not load). Its words are no page for a search engine.
  search: {
    pattern: '/search',
    page: 'search',
    area: 'public',
    head: { title: 'Search', description: 'Search the news, blogs, ventures and investors of SJG Group.', noindex: true },
    reads: (_param, query) => {
      const words = searchWordsOf(query);
      return words === '' ? [] : [backendUrl(backendPaths.search, { query: words })];
    },
    fromQuery: true,
  },
  login: { pattern: '/login', page: 'login', area: 'sign-in', head: { title: 'Log in', description: SITE_DESCRIPTION, noindex: true } },
  // The page an invitation or password-reset e-mail links to (its token in the fragment).
  setPassword: {
    pattern: '/set-password',
    page: 'setPassword',
    area: 'sign-in',
    head: { title: 'Set a password', description: SITE_DESCRIPTION, noindex: true },
  },
  admin: { pattern: '/admin', page: 'adminDashboard', area: 'admin', head: { title: 'Admin', description: SITE_DESCRIPTION, noindex: true } },
  adminBlogs: { pattern: '/blogsection', page: 'adminBlogs', area: 'admin', head: { title: 'Blogs admin', description: SITE_DESCRIPTION, noindex: true } },
  adminAddBlog: { pattern: '/blogs/addblog', page: 'adminBlogs', area: 'admin', head: { title: 'Add a blog', description: SITE_DESCRIPTION, noindex: true } },
  adminEditBlog: { pattern: '/blogs/editblog', page: 'adminBlogs', area: 'admin', head: { title: 'Edit a blog', description: SITE_DESCRIPTION, noindex: true } },
  adminTrash: { pattern: '/admin/trash', page: 'adminTrash', area: 'admin', head: { title: 'Trash', description: SITE_DESCRIPTION, noindex: true } },
  adminHistory: {
    pattern: '/admin/history/:kind/:id',
    page: 'adminHistory',
    area: 'admin',
    head: { title: 'History', description: SITE_DESCRIPTION, noindex: true },
  },
  adminActivity: { pattern: '/admin/activity', page: 'adminActivity', area: 'admin', head: { title: 'Activity', description: SITE_DESCRIPTION, noindex: true } },
  adminUsers: { pattern: '/admin/users', page: 'adminUsers', area: 'admin', head: { title: 'Users', description: SITE_DESCRIPTION, noindex: true } },
  adminAccount: { pattern: '/admin/account', page: 'adminAccount', area: 'admin', head: { title: 'Your account', description: SITE_DESCRIPTION, noindex: true } },
  adminTeam: { pattern: '/admin/team', page: 'adminTeam', area: 'admin', head: { title: 'Team', description: SITE_DESCRIPTION, noindex: true } },
  adminSite: { pattern: '/admin/site', page: 'adminSite', area: 'admin', head: { title: 'Site', description: SITE_DESCRIPTION, noindex: true } },
  adminMedia: { pattern: '/admin/media', page: 'adminMedia', area: 'admin', head: { title: 'Media', description: SITE_DESCRIPTION, noindex: true } },
  adminSiteSection: { pattern: '/admin/site/:section', page: 'adminSite', area: 'admin', head: { title: 'Site', description: SITE_DESCRIPTION, noindex: true } },
  adminMail: { pattern: '/admin/mail', page: 'adminMail', area: 'admin', head: { title: 'Mail settings', description: SITE_DESCRIPTION, noindex: true } },
  adminBackups: { pattern: '/admin/backups', page: 'adminBackups', area: 'admin', head: { title: 'Backups', description: SITE_DESCRIPTION, noindex: true } },
  adminImport: {
    pattern: '/admin/import',
    page: 'adminImport',
    area: 'admin',
    head: { title: 'Import from the old site', description: SITE_DESCRIPTION, noindex: true },
  },
} as const satisfies Record<string, SiteRoute>;

export type RouteName = keyof typeof siteRoutes;

/** The table as a list, in its order. */
export const siteRouteList: readonly SiteRoute[] = Object.values(siteRoutes);

/** Whether a route's head texts are fixed (not an item's). */
export function isStaticHead(head: SiteRoute['head']): head is StaticPage {
  return !('item' in head);
}

/**
 * The route matching `path` (under /sjg, no trailing slash) and its parameter, as react-router
 * matches: in any letter case, the parameter decoded as it was typed ('' for a route without
 * one; the first of an admin screen's two). `param` is undefined when no item can have it: not
 * valid percent-encoding, or NUL.
 */
export type RouteMatch = { route: SiteRoute; param: string | undefined };

const matchers: Array<[RegExp, SiteRoute]> = siteRouteList.map((route) => [patternRegExp(route.pattern), route]);

export function matchSiteRoute(path: string): RouteMatch | undefined {
  for (const [regexp, route] of matchers) {
    const match = regexp.exec(path);
    if (match) return { route, param: match[1] === undefined ? '' : decodeParam(match[1]) };
  }
  return undefined;
}

/** The area of the route at `path` (trailing slashes ignored, as react-router does); undefined for none. */
export function siteRouteArea(path: string): SiteRoute['area'] | undefined {
  return matchSiteRoute(path.length > 1 ? path.replace(/\/+$/, '') : path)?.route.area;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`, 'i');
}

function decodeParam(segment: string): string | undefined {
  try {
    const param = decodeURIComponent(segment);
    return hasNulCharacter(param) ? undefined : param;
  } catch {
    return undefined;
  }
}

/** The routes whose pattern has a parameter. */
type ParamRouteName = { [N in RouteName]: (typeof siteRoutes)[N]['pattern'] extends `${string}:${string}` ? N : never }[RouteName];

/** The path of route `name`, its parameters (for a route that has them) filled in, in order, and encoded. */
export function routePath(name: Exclude<RouteName, ParamRouteName>): string;
export function routePath(name: ParamRouteName, ...params: [string | number, ...(string | number)[]]): string;
export function routePath(name: RouteName, ...params: (string | number)[]): string {
  const { pattern } = siteRoutes[name];
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/g, (placeholder) => (next < params.length ? encodeURIComponent(String(params[next++])) : placeholder));
}
