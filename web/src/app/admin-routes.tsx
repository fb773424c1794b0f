// Admin routes of SPEC §2: /login, and behind the gate /admin, /blogsection, /blogs/addblog and
// /blogs/editblog. Only the route table is here: every screen is a lazy chunk, so public visitors
// never download admin code.
import { Route } from 'react-router';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('../features/admin-auth/login-page'), 'LoginPage');
const AdminGate = lazyPage(() => import('../features/admin-auth/admin-gate'), 'AdminGate');
const Dashboard = lazyPage(() => import('./admin-dashboard-route'), 'DashboardRoute');
const BlogsStandalone = lazyPage(() => import('./admin-blogs-route'), 'BlogsRoute');

export function adminRoutes() {
  return (
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<AdminGate />}>
        <Route path="/admin" element={<Dashboard />} />
        <Route path="/blogsection" element={<BlogsStandalone />} />
        <Route path="/blogs/addblog" element={<BlogsStandalone />} />
        <Route path="/blogs/editblog" element={<BlogsStandalone />} />
      </Route>
    </>
  );
}
