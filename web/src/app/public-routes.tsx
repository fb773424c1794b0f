// Public routes of SPEC §2 (owned by the public-site feature).
import { Route } from 'react-router';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');

export function publicRoutes() {
  return (
    <>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<HomePage />} />
    </>
  );
}
