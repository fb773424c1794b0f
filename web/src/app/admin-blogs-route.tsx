// /blogsection, /blogs/addblog and /blogs/editblog?id=: the blog manager on its own page. A lazy
// chunk of its own (admin-routes.tsx).
import { Link, useLocation, useSearchParams } from 'react-router';
import { ContentManager } from '../features/admin-content/content-manager';
import { paths } from './paths';

export function BlogsRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const mode = pathname.endsWith('/addblog') ? 'add' : pathname.endsWith('/editblog') ? 'edit' : 'list';
  return (
    <main className="admin-main admin-main--standalone">
      <div className="admin-standalone__bar">
        <Link to={paths.admin}>← Admin dashboard</Link>
        <h1 className="visually-hidden">Blogs admin</h1>
      </div>
      <ContentManager kind="blogs" initialMode={mode} editId={Number(params.get('id')) || undefined} />
    </main>
  );
}
