// Admin routes of SPEC §2, from the route table (common/site-routes.ts): the sign-in page, and
// behind the gate the admin screens. Every screen is a lazy chunk (page-components.tsx), so public
// visitors never download admin code.
import { Route } from 'react-router';
import { lazyPage } from './lazy-page';
import { pageRoutes } from './page-components';

const AdminGate = lazyPage(() => import('@/features/admin-auth/admin-gate'), 'AdminGate');

export function adminRoutes() {
  return (
    <>
      {pageRoutes('sign-in')}
      <Route element={<AdminGate />}>{pageRoutes('admin')}</Route>
    </>
  );
}
