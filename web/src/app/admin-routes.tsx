// Admin routes of SPEC §2: /login, and behind the gate /admin, /blogsection, /blogs/addblog and
// /blogs/editblog. Each is a lazy chunk, so public visitors never download admin code; the
// dashboard's sections are composed here because features do not import each other.
import { Link, Route, useLocation, useSearchParams } from 'react-router';
import { paths } from './paths';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('../features/admin-auth/login-page'), 'LoginPage');
const AdminGate = lazyPage(() => import('../features/admin-auth/admin-gate'), 'AdminGate');

const Dashboard = lazyPage(async () => {
  const [dashboard, content, ventures, messages, password] = await Promise.all([
    import('../features/admin-dashboard/dashboard-page'),
    import('../features/admin-content/content-manager'),
    import('../features/admin-ventures/ventures-manager'),
    import('../features/admin-messages/messages-inbox'),
    import('../features/admin-password/update-password'),
  ]);
  const renderSection = (key: string) => {
    switch (key) {
      case 'ventures_admin':
        return <ventures.VenturesManager />;
      case 'news':
      case 'blogs':
      case 'investors':
      case 'testimonials':
        return <content.ContentManager key={key} kind={key} />;
      case 'messages':
        return <messages.MessagesInbox />;
      case 'update_password':
        return <password.UpdatePassword />;
      default:
        return <p>Default Content</p>;
    }
  };
  return { DashboardRoute: () => <dashboard.DashboardPage renderSection={renderSection} /> };
}, 'DashboardRoute');

/** /blogsection, /blogs/addblog and /blogs/editblog?id=: the blog manager on its own page. */
const BlogsStandalone = lazyPage(async () => {
  const content = await import('../features/admin-content/content-manager');
  return {
    BlogsRoute: () => {
      const [params] = useSearchParams();
      const { pathname } = useLocation();
      const mode = pathname.endsWith('/addblog') ? 'add' : pathname.endsWith('/editblog') ? 'edit' : 'list';
      return (
        <main className="admin-main admin-main--standalone">
          <div className="admin-standalone__bar">
            <Link to={paths.admin}>← Admin dashboard</Link>
            <h1 className="visually-hidden">Blogs admin</h1>
          </div>
          <content.ContentManager kind="blogs" initialMode={mode} editId={Number(params.get('id')) || undefined} />
        </main>
      );
    },
  };
}, 'BlogsRoute');

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
