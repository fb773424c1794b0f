// The page's languages as the server worked them out (server/src/site/page-languages.ts), given to
// the language switcher, which is static markup: rendered on the server only, never hydrated.
import { createContext, useContext } from 'react';
import type { PageLanguageLinks } from '@common/page-languages';

const PageLanguagesContext = createContext<PageLanguageLinks | undefined>(undefined);
export const PageLanguagesProvider = PageLanguagesContext.Provider;

/** Undefined where no server said (a page the browser renders itself): no switcher then. */
export function usePageLanguages(): PageLanguageLinks | undefined {
  return useContext(PageLanguagesContext);
}
