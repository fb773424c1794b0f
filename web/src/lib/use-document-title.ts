// Sets document.title ("<page> | SJG Group", or just the group name on Home) and the meta
// description on every client-side navigation, to what the server writes for a fresh load of the
// same URL (server/src/site/page-meta.ts): an item page passes its description
// (metaDescriptionOf its HTML), any other page gets its own from common/site-pages.ts.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_DESCRIPTION, SITE_NAME, documentTitle, findStaticPage } from '@common/site-pages';

export { SITE_NAME };

export function useDocumentTitle(title: string | null | undefined, description?: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(title);
    const text = description || findStaticPage(pathname)?.description || SITE_DESCRIPTION;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
  }, [title, description, pathname]);
}
