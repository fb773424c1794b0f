// Sets document.title ("<page> | SJG Group", or just the site title on Home) and the meta
// description on every client-side navigation, to what the server writes for a fresh load of the
// same URL (server/src/site/page-meta.ts): an item page passes its description
// (metaDescriptionOf its HTML), any other page gets its own from common/site-pages.ts; the site
// title and the default description are the ones staff set (the Site screen's "Search and sharing").
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_DESCRIPTION, SITE_NAME, documentTitle, findStaticPage } from '@common/site-pages';
import { useSiteSettings } from './site-settings';

export { SITE_NAME };

export function useDocumentTitle(title: string | null | undefined, description?: string | null): void {
  const { pathname } = useLocation();
  const { siteTitle, defaultDescription } = useSiteSettings().seo;
  useEffect(() => {
    document.title = documentTitle(title, siteTitle);
    const own = findStaticPage(pathname)?.description;
    const text = description || (own && own !== SITE_DESCRIPTION ? own : defaultDescription);
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
  }, [title, description, pathname, siteTitle, defaultDescription]);
}
