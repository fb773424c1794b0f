// /ventures/ventures_details/{id} (SPEC §2): Back, the banner, the about text and image,
// subcategory cards, a gallery carousel with indicators advancing every GALLERY_CAROUSEL_MS,
// and the clients grid.
import { useNavigate, useParams } from 'react-router';
import type { VentureDetails } from '@common/api-types';
import { GALLERY_CAROUSEL_MS } from '@common/constants';
import { metaDescriptionOf } from '@common/plain-text';
import { uploadUrl } from '@common/upload-areas';
import { paths } from '@/lib/paths';
import { FallbackImage } from '@/components/fallback-image';
import { NotFoundView } from '@/components/not-found-view';
import { StatusMessage } from '@/components/status-message';
import { images } from '@/lib/asset-url';
import { fetchPriority } from '@/lib/fetch-priority';
import { clientLogoSizes, containerSizes, subcategorySizes, ventureAboutSizes } from '@/lib/image-sizes';
import { altBeside } from '@/lib/text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundError, useVentureDetails } from './api/ventures';
import { GalleryCarousel } from './components/gallery-carousel';
import './ventures.css';

export function VentureDetailsPage() {
  const { id = '' } = useParams();
  const details = useVentureDetails(id);
  useDocumentTitle(
    details.status === 'success' ? `${details.data.venture.title}: details` : 'Venture details',
    details.status === 'success' ? metaDescriptionOf(details.data.venture.about_desc) : null,
  );

  if (details.status === 'error' && details.error instanceof NotFoundError) {
    return <NotFoundView title={details.error.message} message="We could not find that venture. It may have been removed." />;
  }
  if (details.status !== 'success') {
    return (
      <div className="container section">
        <h1 className="visually-hidden">Venture details</h1>
        {details.status === 'loading' ? <StatusMessage kind="loading" reserve>Loading venture…</StatusMessage> : <StatusMessage kind="error">{details.error.message}</StatusMessage>}
      </div>
    );
  }
  return <DetailsView details={details.data} />;
}

function DetailsView({ details }: { details: VentureDetails }) {
  const navigate = useNavigate();
  const { venture, subcategories, clients, gallery } = details;
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.ventures));

  return (
    <article className="venture">
      <div className="container venture-details__bar">
        <button type="button" className="btn btn--outline" onClick={goBack}>
          ← Back
        </button>
      </div>
      <div className="container">
        <FallbackImage
          className="venture-details__banner"
          src={uploadUrl('ventureImages', venture.img_banner_url)}
          variants={venture.img_banner_variants}
          sizes={containerSizes}
          fallback={images.defaultNewsBanner}
          alt={venture.img_banner_alt ?? ''}
          focus={venture.img_banner_focus}
          width={1900}
          height={600}
          {...fetchPriority('high')}
        />
      </div>
      <section className="section">
        <div className="container venture-about">
          <div>
            <span className="eyebrow">About Us</span>
            <h1 className="venture-details__title">{venture.title}</h1>
            {venture.about_desc.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index} className="venture-about__text">
                {paragraph}
              </p>
            ))}
          </div>
          <FallbackImage
            className="venture-about__image"
            src={uploadUrl('ventureImages', venture.about_img_url)}
            variants={venture.about_img_variants}
            sizes={ventureAboutSizes}
            fallback={images.defaultNewsBanner}
            alt={venture.about_img_alt ?? `${venture.title} at work`}
            focus={venture.about_img_focus}
            width={700}
            height={400}
            loading="lazy"
          />
        </div>
      </section>

      {subcategories.length > 0 && (
        <section className="section section--sand" aria-labelledby="details-subcategories">
          <div className="container">
            <h2 id="details-subcategories">Our businesses</h2>
            <ul className="subcategory-grid">
              {subcategories.map((sub) => (
                <li key={sub.id} className="subcategory-card">
                  <FallbackImage src={uploadUrl('ventureCategories', sub.banner_image)} variants={sub.banner_image_variants} sizes={subcategorySizes} fallback={images.defaultNewsBanner} alt={altBeside(sub.banner_image_alt, sub.name || sub.title)} focus={sub.banner_image_focus} width={400} height={700} loading="lazy" />
                  <h3 className="subcategory-card__name">{sub.name || sub.title}</h3>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {gallery.length > 0 && (
        <section className="section" aria-labelledby="details-gallery">
          <div className="container">
            <h2 id="details-gallery">Gallery</h2>
            <GalleryCarousel
              label={`${venture.title} gallery`}
              intervalMs={GALLERY_CAROUSEL_MS}
              indicators
              fallback={images.defaultNewsBanner}
              images={gallery.map((item) => ({ id: item.id, src: uploadUrl('ventureGallery', item.image) ?? images.defaultNewsBanner, variants: item.image_variants, alt: item.altText || (item.image_alt ?? venture.title), focus: item.image_focus, caption: item.caption }))}
            />
          </div>
        </section>
      )}

      {clients.length > 0 && (
        <section className="section section--sand" aria-labelledby="details-clients">
          <div className="container">
            <h2 id="details-clients">Our Clients</h2>
            <ul className="client-grid">
              {clients.map((client) => (
                <li key={client.id} className="client-card">
                  <FallbackImage src={uploadUrl('ventureClients', client.client_image)} variants={client.client_image_variants} sizes={clientLogoSizes} fallback={images.placeholder} alt={altBeside(client.client_image_alt ?? client.client_name, client.client_name)} width={200} height={100} loading="lazy" />
                  <span className="client-card__name">{client.client_name}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </article>
  );
}
