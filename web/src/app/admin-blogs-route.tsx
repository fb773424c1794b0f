// /blogsection, /blogs/addblog and /blogs/editblog?id=: the blog manager on its own page. A lazy
// chunk of its own (page-components.tsx).
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { StandaloneScreen } from '@/admin-shared/standalone-screen';
import { ContentManager } from '@/features/admin-content/content-manager';
import { paths } from '@/lib/paths';

export function BlogsRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // /blogsection keeps its page, search, sort and open form in ?page=&q=&sort=&edit= as /admin does.
  const fixedEdit = pathname.endsWith('/addblog') ? 'new' : pathname.endsWith('/editblog') ? (params.get('id') ?? '') : undefined;
  return (
    <StandaloneScreen bar={<h1 className="visually-hidden">Blogs admin</h1>}>
      <ContentManager kind="blogs" fixedEdit={fixedEdit} onLeaveForm={fixedEdit === undefined ? undefined : () => navigate(paths.adminBlogs)} />
    </StandaloneScreen>
  );
}
