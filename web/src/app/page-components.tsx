// The component of each page of the route table (common/site-routes.ts), every one a lazy chunk of
// its own, importing exactly the modules the table names for it (the server preloads those).
// Pages that combine two features (Home with the contact section) are composed here, since
// features do not import each other.
import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { siteRouteList, type PageKey, type SiteRoute } from '@common/site-routes';
import { lazyPage, loadingNotice } from './lazy-page';

/** A component for every page: a page added to the table without one does not compile. */
export const pageComponents: Record<PageKey, ComponentType> = {
  home: lazyPage(async () => {
    const [home, contact] = await Promise.all([import('@/features/home/home-page'), import('@/features/contact/contact-section')]);
    return { HomeRoute: () => <home.HomePage contactSection={<contact.ContactSection />} /> };
  }, 'HomeRoute'),
  ventures: lazyPage(() => import('@/features/ventures/ventures-page'), 'VenturesPage'),
  venture: lazyPage(() => import('@/features/ventures/venture-page'), 'VenturePage'),
  ventureDetails: lazyPage(() => import('@/features/ventures/venture-details-page'), 'VentureDetailsPage'),
  about: lazyPage(() => import('@/features/about/about-page'), 'AboutPage'),
  policy: lazyPage(() => import('@/features/legal/policy-page'), 'PolicyPage'),
  blogs: lazyPage(() => import('@/features/blogs/blogs-page'), 'BlogsPage'),
  blog: lazyPage(() => import('@/features/blogs/blog-page'), 'BlogPage'),
  news: lazyPage(() => import('@/features/news/news-page'), 'NewsPage'),
  newsItem: lazyPage(() => import('@/features/news/news-item-page'), 'NewsItemPage'),
  team: lazyPage(() => import('@/features/team/team-page'), 'TeamPage'),
  investors: lazyPage(() => import('@/features/investors/investors-page'), 'InvestorsPage'),
  search: lazyPage(() => import('@/features/search/search-page'), 'SearchPage'),
  notFound: lazyPage(() => import('@/features/not-found/not-found-page'), 'NotFoundPage'),
  login: lazyPage(() => import('@/features/admin-auth/login-page'), 'LoginPage', loadingNotice),
  setPassword: lazyPage(() => import('@/features/admin-auth/set-password-page'), 'SetPasswordPage', loadingNotice),
  adminDashboard: lazyPage(() => import('./admin-dashboard-route'), 'DashboardRoute', loadingNotice),
  adminBlogs: lazyPage(() => import('./admin-blogs-route'), 'BlogsRoute', loadingNotice),
  adminTrash: lazyPage(() => import('@/features/admin-trash/trash-page'), 'TrashPage', loadingNotice),
  adminHistory: lazyPage(() => import('@/features/admin-history/history-page'), 'HistoryPage', loadingNotice),
  // The Activity screen names a Site section's changed fields as that section's form does.
  adminActivity: lazyPage(
    async () => {
      const [activity, site] = await Promise.all([import('@/features/admin-activity/activity-page'), import('@/features/admin-site/section-fields')]);
      return { ActivityRoute: () => <activity.ActivityPage siteFieldLabel={site.siteFieldLabel} /> };
    },
    'ActivityRoute',
    loadingNotice,
  ),
  adminUsers: lazyPage(() => import('@/features/admin-users/users-page'), 'UsersPage', loadingNotice),
  adminAccount: lazyPage(() => import('@/features/admin-account/account-page'), 'AccountPage', loadingNotice),
  adminTeam: lazyPage(() => import('@/features/admin-team/team-admin-page'), 'TeamAdminPage', loadingNotice),
  adminSite: lazyPage(() => import('@/features/admin-site/site-page'), 'SitePage', loadingNotice),
  adminMedia: lazyPage(() => import('@/features/admin-media/media-page'), 'MediaPage', loadingNotice),
  adminMail: lazyPage(() => import('@/features/admin-mail/mail-page'), 'MailPage', loadingNotice),
  adminBackups: lazyPage(() => import('@/features/admin-backups/backups-page'), 'BackupsPage', loadingNotice),
  adminImport: lazyPage(() => import('@/features/admin-import/import-page'), 'ImportPage', loadingNotice),
};

/** A <Route> for each route of the table in `area`, rendering its page. */
export function pageRoutes(area: SiteRoute['area']) {
  return siteRouteList
    .filter((route) => route.area === area)
    .map(({ pattern, page }) => {
      const Page = pageComponents[page];
      return <Route key={pattern} path={pattern} element={<Page />} />;
    });
}
