// The single-page app: the admin area and sign-in, and a public page the server could not render
// (served as an empty shell). A server-rendered public page never starts it: only its islands
// wake (web/src/islands/start.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { InitialDataProvider } from './lib/initial-data';
import { SiteSettingsProvider } from './lib/site-settings';

// The brand font (styles/tokens.css): a rendered page's loader decides when it comes in
// (server/src/site/app-loader.ts); the app, which has no server-rendered first view to keep light, asks now.
document.documentElement.dataset.fonts = '';
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InitialDataProvider value={new Map()}>
      <SiteSettingsProvider initial={undefined}>
        <AppRouter />
      </SiteSettingsProvider>
    </InitialDataProvider>
  </StrictMode>,
);
