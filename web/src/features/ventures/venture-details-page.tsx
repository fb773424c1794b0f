// /ventures/ventures_details/{id} (SPEC §2): Back, the banner, the about text and image,
// subcategory cards, a gallery carousel with indicators advancing every GALLERY_CAROUSEL_MS,
// and the clients grid.
import { useParams } from 'react-router';
import type { VentureDetails } from '@common/api-types';
import { GALLERY_CAROUSEL_MS } from '@common/constants';
import { metaDescriptionOf } from '@common/plain-text';
import { FallbackImage } from '@/components/fallback-image';
import { Island } from '@/components/island';
import { ItemStates } from '@/components/item-page';
import { fetchPriority } from '@/lib/fetch-priority';
import { containerSizes } from '@/lib/image-sizes';
import { altBeside } from '@/lib/text';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInterfaceWords } from '@/lib/interface-words';
import { NotFoundError, useVentureDetails } from './api/ventures';
import { BackButton } from './components/back-button';
import { AboutImage, ClientGrid, SubcategoryGrid, VentureGallery, VentureSection } from './components/venture-sections';
import './ventures.css';

export function VentureDetailsPage() {
  const { id = '' } = useParams();
  const details = useVentureDetails(id);
  const { t } = useInterfaceWords();
  useDocumentTitle(
    details.status === 'success' ? `${details.data.venture.title}: details` : 'Venture details',
    details.status === 'success' ? metaDescriptionOf(details.data.venture.about_desc) : null,
  );

  return (
    <ItemStates state={details} notFound={NotFoundError} notFoundMessage={t('venture.detailsNotFound')} heading={t('venture.detailsHeading')} loadingText={t('venture.loading')}>
      {(data) => <DetailsView details={data} />}
    </ItemStates>
  );
}

function DetailsView({ details }: { details: VentureDetails }) {
  const { venture, subcategories, clients, gallery } = details;
  const { t } = useInterfaceWords();

  return (
    <article className="venture">
      <div className="container venture-details__bar">
        <Island name="back-button" wake="interaction" component={BackButton} props={{}} />
      </div>
      <div className="container">
        <FallbackImage className="venture-details__banner" {...uploadedImage('ventureImages', pictureOf(venture, 'img_banner_url'))} sizes={containerSizes} width={1900} height={600} {...fetchPriority('high')} />
      </div>
      <section className="section">
        <div className="container venture-about">
          <div>
            <span className="eyebrow">{t('venture.aboutEyebrow')}</span>
            <h1 className="venture-details__title">{venture.title}</h1>
            {paragraphsOf(venture.about_desc).map((paragraph, index) => (
              <p key={index} className="venture-about__text">
                {paragraph}
              </p>
            ))}
          </div>
          <AboutImage venture={venture.title} picture={pictureOf(venture, 'about_img_url')} />
        </div>
      </section>

      {subcategories.length > 0 && (
        <VentureSection id="details-subcategories" title={t('venture.businesses')} sand>
          <SubcategoryGrid subcategories={subcategories.map((sub) => ({ id: sub.id, name: sub.name || sub.title, ...pictureOf(sub, 'banner_image') }))} />
        </VentureSection>
      )}

      {gallery.length > 0 && (
        <VentureSection id="details-gallery" title={t('venture.gallery')}>
          <Island
            name="venture-gallery"
            wake="visible"
            component={VentureGallery}
            props={{ venture: venture.title, gallery, intervalMs: GALLERY_CAROUSEL_MS, indicators: true }}
          />
        </VentureSection>
      )}

      {clients.length > 0 && (
        <VentureSection id="details-clients" title={t('venture.clients')} sand>
          <ClientGrid clients={clients.map((client) => ({ id: client.id, ...pictureOf(client, 'client_image'), alt: altBeside(client.client_image_alt ?? client.client_name, client.client_name), shownName: client.client_name }))} />
        </VentureSection>
      )}
    </article>
  );
}

/** The about text's paragraphs (blank lines part them); none for a blank text, which SPEC §5's edit allows. */
function paragraphsOf(text: string): string[] {
  return text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
}
