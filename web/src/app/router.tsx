// The SPA's routes under the base path /sjg: public pages and the admin area are separate lazy
// chunks, so visitors never download admin code. A data router (not <BrowserRouter>) so the admin
// forms can hold in-app navigation with useBlocker while they have unsaved changes.
import { createBrowserRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router';
import { BASE_PATH } from '../../../common/constants';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';
import { RouteError } from './route-error';

const router = createBrowserRouter(
  createRoutesFromElements(
    <Route errorElement={<RouteError />}>
      {adminRoutes()}
      {publicRoutes()}
    </Route>,
  ),
  { basename: BASE_PATH },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
