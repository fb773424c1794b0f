import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { stopKeepingEarlyInput } from './lib/early-input';
import { InitialDataProvider, loaderReplies, type InitialReplies } from './lib/initial-data';
import { markInlinedStylesheets } from './lib/inlined-stylesheets';
import { siteSettingsIn, SiteSettingsProvider } from './lib/site-settings';
import { SITE_SETTINGS_URL } from '@common/backend-urls';
import type { SiteSettings } from '@common/site-settings';

markInlinedStylesheets(document);
const root = document.getElementById('root')!;

function app(replies: InitialReplies, settings: SiteSettings | undefined) {
  return (
    <StrictMode>
      <InitialDataProvider value={replies}>
        <SiteSettingsProvider initial={settings}>
          <AppRouter />
        </SiteSettingsProvider>
      </InitialDataProvider>
    </StrictMode>
  );
}

// Public pages arrive rendered by the server (entry-server.tsx): hydrate them with the replies they
// were rendered with, taking over what the visitor clicked or sent until now (lib/early-input.ts).
// The admin area arrives as a shell that only says "Loading…" (data-shell): render over it.
if (root.firstElementChild && !root.firstElementChild.hasAttribute('data-shell')) {
  void loaderReplies()
    .catch((): InitialReplies => new Map())
    .then((replies) => {
      const settings = siteSettingsIn(replies.get(SITE_SETTINGS_URL));
      replies.delete(SITE_SETTINGS_URL);
      stopKeepingEarlyInput();
      hydrateRoot(root, app(replies, settings));
    });
} else {
  // The brand font (styles/tokens.css): a rendered page's loader decides when it comes in
  // (server/src/site/app-loader.ts); the admin shell, which has no first view to keep light, asks now.
  document.documentElement.dataset.fonts = '';
  createRoot(root).render(app(new Map(), undefined));
}
