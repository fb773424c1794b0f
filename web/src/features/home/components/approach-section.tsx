// 'Approach' (SPEC §2): the description cut to 140 characters plus '...', with a READ MORE /
// SHOW LESS toggle; beside it the 'About Us' block with READ MORE to /about-us.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EXCERPT } from '@common/constants';
import { paths } from '@/lib/paths';
import { useSiteSettings } from '@/lib/site-settings';
import { truncate } from '@/lib/text';
import { useInterfaceWords } from '@/lib/interface-words';
import './approach-section.css';

export function ApproachSection() {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { t } = useInterfaceWords();
  const { approachText, aboutTeaser } = useSiteSettings().home;
  return (
    <section className="approach section section--navy" aria-labelledby="approach-title">
      <div className="container approach__grid">
        <div className="approach__main animated">
          <span className="eyebrow">{t('approach.eyebrow')}</span>
          <h2 id="approach-title">{t('approach.heading')}</h2>
          <p id={textId} className="approach__text">
            {expanded ? approachText : truncate(approachText, EXCERPT.approachPreview)}
          </p>
          <button type="button" className="btn btn--outline" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((e) => !e)}>
            {expanded ? t('common.showLessCaps') : t('common.readMore')}
          </button>
        </div>
        <div className="approach__about animated">
          <h3>{t('approach.aboutHeading')}</h3>
          <p>{aboutTeaser}</p>
          <Link to={paths.about} className="btn btn--primary">
            {t('common.readMore')}
            <span className="visually-hidden">{t('approach.aboutHidden')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
