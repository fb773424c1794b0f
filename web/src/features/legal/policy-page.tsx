// /privacy-policy, /terms, /legal-disclaimer and /credits: one policy text under four titles (SPEC §2).
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHero } from '@/components/page-hero';
import { policyTitle } from '@/content/policy';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSiteSettings } from '@/lib/site-settings';
import type { PolicyPage as PolicyKey } from '@common/site-settings';
import { useInterfaceWords } from '@/lib/interface-words';
import '@/styles/article.css';

const pathOf: Record<PolicyKey, string> = {
  privacyPolicy: paths.privacyPolicy,
  terms: paths.terms,
  legalDisclaimer: paths.legalDisclaimer,
  credits: paths.credits,
};
const pageByPath = Object.fromEntries(Object.entries(pathOf).map(([page, path]) => [path, page as PolicyKey]));

export function PolicyPage() {
  const { pathname } = useLocation();
  const page = pageByPath[pathname.replace(/\/+$/, '')] ?? 'privacyPolicy';
  const { t, language } = useInterfaceWords();
  const title = policyTitle(pathOf[page], language);
  const policies = useSiteSettings().policies;
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
