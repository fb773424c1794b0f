// Admin routes of SPEC §2, from the route table (common/site-routes.ts): the sign-in page, and
// behind the gate the admin screens, all inside one frame (the menu, who is signed in). Every
// screen is a lazy chunk (page-components.tsx), so public visitors never download admin code.
import { Route } from 'react-router';
import { lazyPage, loadingNotice } from './lazy-page';
import { pageRoutes } from './page-components';

// The frame's chunk is fetched with the gate's, not after the session check.
const loadFrame = () => import('@/admin-shared/admin-frame');
const AdminGate = lazyPage(
  () => {
    void loadFrame();
    return import('@/features/admin-auth/admin-gate');
  },
  'AdminGate',
  loadingNotice,
);
const AdminFrame = lazyPage(loadFrame, 'AdminFrame', loadingNotice);

export function adminRoutes() {
  return (
    <>
      {pageRoutes('sign-in')}
      <Route element={<AdminGate />}>
        <Route element={<AdminFrame />}>{pageRoutes('admin')}</Route>
      </Route>
    </>
  );
}
