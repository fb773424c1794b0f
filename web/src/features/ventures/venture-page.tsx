// /singleventure/{slug} (SPEC §2): title and banner, About Us cut to 150 characters with READ
// MORE / Show Less, subcategory cards, an auto-playing looping gallery, and 'Our Clients' (the
// first 5 that have an id, a name and an image).
import { Link, useParams } from 'react-router';
import type { VenturePublic } from '@common/api-types';
import { VENTURE_PAGE_CLIENTS } from '@common/constants';
import { metaDescriptionOf } from '@common/plain-text';
import { paths } from '@/lib/paths';
import { FallbackImage } from '@/components/fallback-image';
import { Island } from '@/components/island';
import { ItemStates } from '@/components/item-page';
import { fetchPriority } from '@/lib/fetch-priority';
import { containerSizes } from '@/lib/image-sizes';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInterfaceWords } from '@/lib/interface-words';
import { NotFoundError, useVenture } from './api/ventures';
import { VentureAbout } from './components/venture-about';
import { AboutImage, ClientGrid, SubcategoryGrid, VentureGallery, VentureSection } from './components/venture-sections';
import './ventures.css';

const GALLERY_AUTOPLAY_MS = 3500;

export function VenturePage() {
  const { t } = useInterfaceWords();
  const { slug = '' } = useParams();
  const venture = useVenture(slug);
  useDocumentTitle(venture.status === 'success' ? venture.data.title : 'Venture', venture.status === 'success' ? metaDescriptionOf(venture.data.about_description) : null);

  return (
    <ItemStates state={venture} notFound={NotFoundError} notFoundMessage={t('venture.notFound')} heading={t('venture.heading')} loadingText={t('venture.loading')}>
      {(data) => <VentureView venture={data} />}
    </ItemStates>
  );
}

function VentureView({ venture }: { venture: VenturePublic }) {
  const clients = venture.clients.filter((client) => client.id && client.name && client.image).slice(0, VENTURE_PAGE_CLIENTS);
  const figures = keyFigures(venture.stats[0]);
  const { t } = useInterfaceWords();

  return (
    <article className="venture">
      <header className="venture-hero">
        <div className="container">
          <Link to={paths.ventures} className="venture-hero__back">
            {t('venture.all')}
          </Link>
          <h1 className="venture-hero__title">{venture.title}</h1>
        </div>
      </header>
      <div className="container venture-banner">
        <FallbackImage className="venture-banner__image" {...uploadedImage('ventureImages', pictureOf(venture, 'banner_image'), t('venture.bannerAlt', { venture: venture.title }))} sizes={containerSizes} width={1900} height={600} {...fetchPriority('high')} />
      </div>

      <section className="section">
        <div className="container venture-about">
          <div>
            {/* SPEC §5's edit may blank a live venture's about text, and a draft's preview may have none yet. */}
            {venture.about_description.trim() !== '' && (
              <>
                <span className="eyebrow">{t('venture.aboutEyebrow')}</span>
                <h2>{t('venture.aboutHeading', { venture: venture.title })}</h2>
                {/* Light, since it is the page's own: an island whose code is fetched when first used. */}
                <Island name="venture-about" wake="interaction" component={VentureAbout} props={{ text: venture.about_description }} />
              </>
            )}
            <p className="venture-about__more">
              <Link to={paths.ventureDetails(venture.id)} className="btn btn--link">
                {t('venture.fullDetails')}
              </Link>
            </p>
          </div>
          <AboutImage venture={venture.title} picture={pictureOf(venture, 'about_image')} />
        </div>
      </section>

      {figures.length > 0 && (
        <section className="section section--navy" aria-label={t('venture.keyFigures')}>
          <div className="container venture-stats">
            {figures.map((figure) => (
              <div key={figure.side}>
                {figure.title && <h2 className="venture-stats__title">{figure.title}</h2>}
                {figure.text && <p>{figure.text}</p>}
              </div>
            ))}
          </div>
        </section>
      )}

      {venture.subcategories.length > 0 && (
        <VentureSection id="venture-subcategories" eyebrow={t('venture.businessesEyebrow')} title={t('venture.businesses')} sand>
          <SubcategoryGrid subcategories={venture.subcategories.map((sub) => ({ id: sub.id, name: sub.name, ...pictureOf(sub, 'image') }))} />
        </VentureSection>
      )}

      {venture.gallery.length > 0 && (
        <VentureSection id="venture-gallery" eyebrow={t('venture.galleryEyebrow')} title={t('venture.gallery')}>
          <Island
            name="venture-gallery"
            wake="visible"
            component={VentureGallery}
            props={{ venture: venture.title, gallery: venture.gallery, intervalMs: GALLERY_AUTOPLAY_MS, perView: 2 }}
          />
        </VentureSection>
      )}

      {clients.length > 0 && (
        <VentureSection id="venture-clients" eyebrow={t('venture.clientsEyebrow')} title={t('venture.clients')} sand>
          <ClientGrid clients={clients.map((client) => ({ id: client.id, ...pictureOf(client, 'image'), alt: client.image_alt ?? client.name }))} />
        </VentureSection>
      )}
    </article>
  );
}

/**
 * The stats row's right and left figures that have a title or a text: SPEC §5's edit needs only the
 * title, so a live venture's figures may have been blanked, and a draft's preview may have none yet.
 */
function keyFigures(stats: VenturePublic['stats'][number] | undefined): { side: 'right' | 'left'; title: string; text: string }[] {
  if (!stats) return [];
  const written = (text: string) => (text.trim() === '' ? '' : text);
  const figures = [
    { side: 'right' as const, title: written(stats.right_title), text: written(stats.right_content) },
    { side: 'left' as const, title: written(stats.left_title), text: written(stats.left_content) },
  ];
  return figures.filter((figure) => figure.title || figure.text);
}
