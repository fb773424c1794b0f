// Public routes of SPEC §2, from the route table (common/site-routes.ts), each page its own lazy
// chunk (page-components.tsx); all of them sit inside PublicLayout (header, footer, search). The
// layout and the search modal are composed here, since features do not import each other. The
// search modal is a chunk of its own too, fetched when a visitor first opens it: every byte before
// the first page renders counts (bundle budget).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { PublicLayout } from '@/features/layout/public-layout';
import { pageComponents, pageRoutes } from './page-components';

const SearchModal = lazy(async () => ({ default: (await import('@/features/search/components/search-modal')).SearchModal }));

const NotFoundPage = pageComponents.notFound;

export function publicRoutes() {
  return (
    <Route
      element={
        <PublicLayout
          renderSearch={(props) =>
            props.open && (
              <Suspense fallback={null}>
                <SearchModal {...props} />
              </Suspense>
            )
          }
        />
      }
    >
      {pageRoutes('public')}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}
