import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { stopKeepingEarlyInput } from './lib/early-input';
import { embeddedReplies, InitialDataProvider } from './lib/initial-data';
import { markInlinedStylesheets } from './lib/inlined-stylesheets';
import { embeddedSiteSettings, SiteSettingsProvider } from './lib/site-settings';

markInlinedStylesheets(document);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <InitialDataProvider value={embeddedReplies(document)}>
      <SiteSettingsProvider initial={embeddedSiteSettings(document)}>
        <AppRouter />
      </SiteSettingsProvider>
    </InitialDataProvider>
  </StrictMode>
);
// Public pages arrive rendered by the server (entry-server.tsx): hydrate them, taking over what the
// visitor clicked or sent until now (lib/early-input.ts). The admin area arrives as an empty shell:
// render it.
if (root.firstElementChild) {
  stopKeepingEarlyInput();
  hydrateRoot(root, app);
} else {
  // The brand font (styles/tokens.css): a rendered page's loader decides when it comes in
  // (server/src/site/app-loader.ts); the admin shell, which has no first view to keep light, asks now.
  document.documentElement.dataset.fonts = '';
  createRoot(root).render(app);
}
