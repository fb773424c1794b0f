// The page's canonical address as the server wrote it into the head (server/src/site/page-meta.ts),
// given to the share links, which are static markup: rendered on the server only, never hydrated.
import { createContext, useContext } from 'react';

const PageAddressContext = createContext<string | undefined>(undefined);
export const PageAddressProvider = PageAddressContext.Provider;

/** Undefined where no server said (a page the browser renders itself, a preview): no share links then. */
export function usePageAddress(): string | undefined {
  return useContext(PageAddressContext);
}
