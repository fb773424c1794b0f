// /blogsection, /blogs/addblog and /blogs/editblog?id=: the blog manager on its own page. A lazy
// chunk of its own (page-components.tsx).
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ContentManager } from '@/features/admin-content/content-manager';
import { paths } from '@/lib/paths';

export function BlogsRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // /blogsection keeps its page, search, sort and open form in ?page=&q=&sort=&edit= as /admin does.
  const fixedEdit = pathname.endsWith('/addblog') ? 'new' : pathname.endsWith('/editblog') ? (params.get('id') ?? '') : undefined;
  return (
    <main className="admin-main admin-main--standalone">
      <div className="admin-standalone__bar">
        <Link to={paths.admin}>← Admin dashboard</Link>
        <h1 className="visually-hidden">Blogs admin</h1>
      </div>
      <ContentManager kind="blogs" fixedEdit={fixedEdit} onLeaveForm={fixedEdit === undefined ? undefined : () => navigate(paths.adminBlogs)} />
    </main>
  );
}
