// /about-us (SPEC §2): company intro, profile, mission and vision, then the testimonials.
import { aboutIntro, companyProfile, mission, vision } from '@/content/company';
import { PageHero } from '@/components/page-hero';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Testimonials } from './components/testimonials';
import './about.css';

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <PageHero eyebrow="About Us" title={aboutIntro.heading}>
        {aboutIntro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>

      <section className="section" aria-labelledby="profile-title">
        <div className="container about-profile">
          <div>
            <span className="eyebrow">Who we are</span>
            <h2 id="profile-title">{companyProfile.heading}</h2>
            {companyProfile.paragraphs.map((paragraph) => (
              <p key={paragraph} className="about-profile__text">
                {paragraph}
              </p>
            ))}
          </div>
          <dl className="about-facts">
            {companyProfile.facts.map((fact) => (
              <div key={fact.label} className="about-facts__item">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section section--navy" aria-label="Mission and vision">
        <div className="container about-mv">
          <div className="about-mv__card animated">
            <h2>{mission.heading}</h2>
            <p>{mission.text}</p>
          </div>
          <div className="about-mv__card animated">
            <h2>{vision.heading}</h2>
            <p>{vision.text}</p>
          </div>
        </div>
      </section>

      <Testimonials />
    </>
  );
}
