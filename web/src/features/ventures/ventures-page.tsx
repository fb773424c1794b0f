// /ventures (SPEC §2): the venture logos in a grid, 3 to 4 a row by width, at most 17, each to
// its venture page; 'No ventures found' when there are none. The group's other ventures are named
// under the grid with their links, so the page never counts more businesses than it leads to.
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { FallbackImage } from '@/components/fallback-image';
import { PageHero } from '@/components/page-hero';
import { StatusMessage } from '@/components/status-message';
import { fetchPriority } from '@/lib/fetch-priority';
import { ventureLogoSizes } from '@/lib/image-sizes';
import { altBeside } from '@/lib/text';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInterfaceWords } from '@/lib/interface-words';
import { usePublicVentures, type PublicVentures } from './api/ventures';
import '@/styles/card-grids.css';
import './ventures.css';

export function VenturesPage() {
  useDocumentTitle('Our Ventures');
  const ventures = usePublicVentures();
  const { t, known } = useInterfaceWords();
  return (
    <>
      <PageHero eyebrow={t('venturesPage.eyebrow')} title={t('venturesPage.heading')}>
        <p>{t('venturesPage.lead')}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          {ventures.status === 'loading' && (
            <StatusMessage kind="loading" reserve>
              {t('venturesPage.loading')}
            </StatusMessage>
          )}
          {ventures.status === 'error' && <StatusMessage kind="error">{known(ventures.error.message)}</StatusMessage>}
          {ventures.status === 'success' && ventures.data.shown.length === 0 && <StatusMessage>{t('venturesPage.empty')}</StatusMessage>}
          {ventures.status === 'success' && ventures.data.shown.length > 0 && (
            <ul className="venture-grid">
              {ventures.data.shown.map((venture, index) => (
                <li key={venture.id}>
                  <Link to={paths.venture(venture.slug)} className="venture-tile">
                    <FallbackImage
                      className="venture-tile__logo"
                      {...uploadedImage('ventureLogos', pictureOf(venture, 'logo'))}
                      alt={altBeside(venture.logo_alt, venture.title)}
                      sizes={ventureLogoSizes}
                      width={240}
                      height={160}
                      loading={index < 4 ? 'eager' : 'lazy'}
                      // The page's largest paint is its heading and text: the logos can wait for them.
                      {...fetchPriority('low')}
                    />
                    <span className="venture-tile__title">{venture.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {ventures.status === 'success' && ventures.data.more.length > 0 && <MoreVentures {...ventures.data} />}
        </div>
      </section>
    </>
  );
}

/** "Showing 17 of our 20 ventures. The other 3: A, B and C.", each name a link to its venture. */
function MoreVentures({ shown, more }: PublicVentures) {
  const { t } = useInterfaceWords();
  return (
    <p className="venture-more">
      {t('ventures.moreCount', { shown: shown.length, total: shown.length + more.length, more: more.length })}{' '}
      {more.map((venture, index) => (
        <Fragment key={venture.id}>
          {index === 0 ? '' : index === more.length - 1 ? t('ventures.and') : ', '}
          <Link to={paths.venture(venture.slug)}>{venture.title}</Link>
        </Fragment>
      ))}
      {t('ventures.end')}
    </p>
  );
}
