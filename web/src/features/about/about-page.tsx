// /about-us (SPEC §2): company intro, profile, mission and vision, then the testimonials.
import { PageHero } from '@/components/page-hero';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSiteSettings } from '@/lib/site-settings';
import { Island } from '@/components/island';
import { useInterfaceWords } from '@/lib/interface-words';
import { Testimonials } from './components/testimonials';
import './about.css';

export function AboutPage() {
  useDocumentTitle('About Us');
  const about = useSiteSettings().about;
  const { t } = useInterfaceWords();
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={about.introHeading}>
        {about.introParagraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </PageHero>

      <section className="section" aria-labelledby="profile-title">
        <div className="container about-profile">
          <div>
            <span className="eyebrow">{t('about.whoWeAre')}</span>
            <h2 id="profile-title">{about.profileHeading}</h2>
            {about.profileParagraphs.map((paragraph, index) => (
              <p key={index} className="about-profile__text">
                {paragraph}
              </p>
            ))}
          </div>
          <dl className="about-facts">
            {about.facts.map((fact, index) => (
              <div key={index} className="about-facts__item">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section section--navy" aria-label={t('about.missionVision')}>
        <div className="container about-mv">
          <div className="about-mv__card animated">
            <h2>{about.missionHeading}</h2>
            <p>{about.missionText}</p>
          </div>
          <div className="about-mv__card animated">
            <h2>{about.visionHeading}</h2>
            <p>{about.visionText}</p>
          </div>
        </div>
      </section>

      <Island name="testimonials" wake="visible" component={Testimonials} props={{}} />
    </>
  );
}
