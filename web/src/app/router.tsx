// The route map of SPEC §2, under the base path /sjg.
import { BrowserRouter, Route, Routes } from 'react-router';
import { BASE_PATH } from '../../../common/constants';
import { HomePage } from '../features/home/home-page';

export function AppRouter() {
  return (
    <BrowserRouter basename={BASE_PATH}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<HomePage />} />
      </Routes>
    </BrowserRouter>
  );
}
