// Public routes of SPEC §2, from the route table (common/site-routes.ts), each page its own lazy
// chunk (page-components.tsx); all of them sit inside PublicLayout (header, footer). The header
// is an island (components/island.tsx) composed here with the search it opens, since features do
// not import each other.
import { Route } from 'react-router';
import { Island } from '@/components/island';
import { PublicLayout } from '@/features/layout/public-layout';
import { pageComponents, pageRoutes } from './page-components';
import { SiteHeader } from './site-header';

const NotFoundPage = pageComponents.notFound;

export function publicRoutes() {
  return (
    <Route element={<PublicLayout header={<Island name="site-header" wake="interaction" component={SiteHeader} props={{}} />} />}>
      {pageRoutes('public')}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}
