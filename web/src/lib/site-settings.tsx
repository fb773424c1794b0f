// The site's texts and settings (issue 24: common/site-settings.ts) for every page: the header, the
// footer, Home, About and the policy pages read them here. A server-rendered page hydrates with the
// ones it was rendered with (read again by its loader: server/src/site/page-html.ts), kept for the
// whole visit; without them (the admin's shell, a page served unrendered) the site starts from the
// defaults, which are what it showed before staff could edit it, and fetches the stored ones once.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { backendPaths } from '@common/backend-urls';
import { defaultSiteSettings, type SiteSection, type SiteSettings } from '@common/site-settings';
import { apiRequest } from './api-client';

type SiteSettingsState = {
  settings: SiteSettings;
  /** After an admin save: the site shows the section as saved without reading it again. */
  replaceSection<S extends SiteSection>(section: S, content: SiteSettings[S]): void;
};

const SiteSettingsContext = createContext<SiteSettingsState>({ settings: defaultSiteSettings, replaceSection: () => undefined });

/** `reply` when it is the site's settings, else undefined. */
export function siteSettingsIn(reply: unknown): SiteSettings | undefined {
  return isSettings(reply) ? reply : undefined;
}

function isSettings(value: unknown): value is SiteSettings {
  return !!value && typeof value === 'object' && Object.keys(defaultSiteSettings).every((section) => section in value);
}

export function SiteSettingsProvider({ initial, children }: { initial: SiteSettings | undefined; children: ReactNode }) {
  const [settings, setSettings] = useState<SiteSettings>(initial ?? defaultSiteSettings);
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    apiRequest<SiteSettings>(backendPaths.siteSettings, { signal: controller.signal }).then(
      (reply) => {
        if (isSettings(reply)) setSettings(reply);
      },
      // The defaults stay: the site still shows its texts.
      () => undefined,
    );
    return () => controller.abort();
  }, [initial]);
  const replaceSection = useCallback(<S extends SiteSection>(section: S, content: SiteSettings[S]) => {
    setSettings((current) => ({ ...current, [section]: content }));
  }, []);
  const value = useMemo(() => ({ settings, replaceSection }), [settings, replaceSection]);
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext).settings;
}

export function useReplaceSiteSection() {
  return useContext(SiteSettingsContext).replaceSection;
}
