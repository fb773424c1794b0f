// /privacy-policy, /terms, /legal-disclaimer and /credits: one policy text under four titles (SPEC §2).
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHero } from '@/components/page-hero';
import { policySections, policyTitles, policyUpdated } from '@/content/policy';
import { useDocumentTitle } from '@/lib/use-document-title';

const titleByPath: Record<string, string> = {
  [paths.privacyPolicy]: policyTitles.privacyPolicy,
  [paths.terms]: policyTitles.terms,
  [paths.legalDisclaimer]: policyTitles.legalDisclaimer,
  [paths.credits]: policyTitles.credits,
};

export function PolicyPage() {
  const { pathname } = useLocation();
  const title = titleByPath[pathname.replace(/\/+$/, '')] ?? policyTitles.privacyPolicy;
  useDocumentTitle(title);
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p>{policyUpdated}</p>
      </PageHero>
      <div className="container article">
        {policySections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
