// /privacy-policy, /terms, /legal-disclaimer and /credits: one policy text under four titles (SPEC §2).
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHero } from '@/components/page-hero';
import { policyTitles } from '@/content/policy';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSiteSettings } from '@/lib/site-settings';
import type { PolicyPage as PolicyKey } from '@common/site-settings';
import { useInterfaceWords } from '@/lib/interface-words';
import '@/styles/article.css';

const pageByPath: Record<string, PolicyKey> = {
  [paths.privacyPolicy]: 'privacyPolicy',
  [paths.terms]: 'terms',
  [paths.legalDisclaimer]: 'legalDisclaimer',
  [paths.credits]: 'credits',
};

export function PolicyPage() {
  const { pathname } = useLocation();
  const page = pageByPath[pathname.replace(/\/+$/, '')] ?? 'privacyPolicy';
  const title = policyTitles[page];
  const policies = useSiteSettings().policies;
  const { t } = useInterfaceWords();
  useDocumentTitle(title);
  return (
    <>
      <PageHero eyebrow={t('legal.eyebrow')} title={title}>
        <p>{policies.updated}</p>
      </PageHero>
      <div className="container article" dangerouslySetInnerHTML={{ __html: policies[page] /* sanitized by the server on save and again on read (sanitizeRichHtml, sanitize-html allowlist), as news is */ }} />
    </>
  );
}
