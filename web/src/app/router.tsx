// The SPA's routes under the base path /sjg: public pages and the admin area are separate lazy
// chunks, so visitors never download admin code.
import { BrowserRouter, Routes } from 'react-router';
import { BASE_PATH } from '../../../common/constants';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';

export function AppRouter() {
  return (
    <BrowserRouter basename={BASE_PATH}>
      <Routes>
        {adminRoutes()}
        {publicRoutes()}
      </Routes>
    </BrowserRouter>
  );
}
