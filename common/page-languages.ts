// What a public page's language switcher shows (web/src/features/layout/components/language-switcher.tsx),
// as the server worked it out from the page's reads (server/src/site/page-languages.ts).
import type { LanguageCode } from './languages.js';

/** A language of the site, and the page's address in it; null where the page is not published in it. */
export type LanguageLink = { language: LanguageCode; href: string | null };

export type PageLanguageLinks = {
  language: LanguageCode;
  links: LanguageLink[];
  /** The page is not found in its language but is published in others, which the switcher offers. */
  notHere: boolean;
};
