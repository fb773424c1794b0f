// The titles of /privacy-policy, /terms, /legal-disclaimer and /credits (SPEC §2), in the page's
// language: the ones their head carries (the route table in English, common/page-heads.ts in the
// others), so the heading and the document title name the page alike. Their texts are the policies
// section of the site settings (common/site-settings.ts), edited in the admin.
import { translatedPageHead } from '@common/page-heads';
import { findStaticPage } from '@common/site-pages';
import type { LanguageCode } from '@common/languages';

export function policyTitle(path: string, language: LanguageCode): string {
  return (translatedPageHead(language, path) ?? findStaticPage(path))!.title!;
}
