// The SPA's routes under the base path /sjg: public pages and the admin area are separate lazy
// chunks, so visitors never download admin code. Declarative routes in GuardedBrowserRouter (not
// react-router's data router, which would cost every visitor ~17 KB gzipped): the admin forms
// hold navigation while they have unsaved changes through lib/navigation-guard.ts.
import { Routes, useLocation } from 'react-router';
import { BASE_PATH } from '@common/constants';
import { adminRoutes } from './admin-routes';
import { GuardedBrowserRouter } from './guarded-browser-router';
import { publicRoutes } from './public-routes';
import { RouteErrorBoundary } from './route-error';

/** Every route, under whichever router: the browser's (AppRouter) or the server's (entry-server.tsx). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        {adminRoutes()}
        {publicRoutes()}
      </Routes>
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
