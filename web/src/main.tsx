import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);
// Public pages arrive rendered by the server (entry-server.tsx): hydrate them. The admin area
// arrives as an empty shell: render it.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
