// The SPA's routes under the base path /sjg: public pages and the admin area are separate lazy
// chunks, so visitors never download admin code. Declarative routes in GuardedBrowserRouter (not
// react-router's data router, which would cost every visitor ~17 KB gzipped): the admin forms
// hold navigation while they have unsaved changes through lib/navigation-guard.ts.
import { Routes, useLocation } from 'react-router';
import { BASE_PATH } from '@common/constants';
import { siteRouteArea } from '@common/site-routes';
import { adminRoutes } from './admin-routes';
import { GuardedBrowserRouter } from './guarded-browser-router';
import { publicRoutes } from './public-routes';
import { RouteErrorBoundary } from './route-error';

/** Every route, under whichever router: the browser's (AppRouter) or the server's (entry-server.tsx). */
export function AppRoutes() {
  return <MatchedRoutes />;
}

/**
 * Only the routes of the area the address is in: react-router ranks and matches every route it
 * is given on each render, and a visitor's page has no use for the admin's
 * (bench/RESULTS-archive.md, 2026-11-28). An address in neither area gets the public not-found
 * page, as before.
 */
function MatchedRoutes() {
  const { pathname } = useLocation();
  const area = siteRouteArea(pathname);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>{area === 'admin' || area === 'sign-in' ? adminRoutes() : publicRoutes()}</Routes>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <GuardedBrowserRouter basename={BASE_PATH}>
      <AppRoutes />
    </GuardedBrowserRouter>
  );
}
