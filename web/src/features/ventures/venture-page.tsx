// /singleventure/{slug} (SPEC §2): title and banner, About Us cut to 150 characters with READ
// MORE / Show Less, subcategory cards, an auto-playing looping gallery, and 'Our Clients' (the
// first 5 that have an id, a name and an image).
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { VenturePublic } from '@common/api-types';
import { EXCERPT, VENTURE_PAGE_CLIENTS } from '@common/constants';
import { metaDescriptionOf } from '@common/plain-text';
import { uploadUrl } from '@common/upload-areas';
import { paths } from '@/lib/paths';
import { FallbackImage } from '@/components/fallback-image';
import { NotFoundView } from '@/components/not-found-view';
import { StatusMessage } from '@/components/status-message';
import { images } from '@/lib/asset-url';
import { fetchPriority } from '@/lib/fetch-priority';
import { clientLogoSizes, containerSizes, subcategorySizes, ventureAboutSizes } from '@/lib/image-sizes';
import { altBeside, truncate } from '@/lib/text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundError, useVenture } from './api/ventures';
import { GalleryCarousel } from './components/gallery-carousel';
import './ventures.css';

const GALLERY_AUTOPLAY_MS = 3500;

export function VenturePage() {
  const { slug = '' } = useParams();
  const venture = useVenture(slug);
  useDocumentTitle(venture.status === 'success' ? venture.data.title : 'Venture', venture.status === 'success' ? metaDescriptionOf(venture.data.about_description) : null);

  if (venture.status === 'error' && venture.error instanceof NotFoundError) {
    return <NotFoundView title={venture.error.message} message="We could not find that venture. It may have been renamed or removed." />;
  }
  if (venture.status !== 'success') {
    return (
      <div className="container section">
        <h1 className="visually-hidden">Venture</h1>
        {venture.status === 'loading' ? <StatusMessage kind="loading" reserve>Loading venture…</StatusMessage> : <StatusMessage kind="error">{venture.error.message}</StatusMessage>}
      </div>
    );
  }
  return <VentureView venture={venture.data} />;
}

function VentureView({ venture }: { venture: VenturePublic }) {
  const [expanded, setExpanded] = useState(false);
  const aboutId = useId();
  const clients = venture.clients.filter((client) => client.id && client.name && client.image).slice(0, VENTURE_PAGE_CLIENTS);
  const stats = venture.stats[0];
  const long = Array.from(venture.about_description).length > EXCERPT.ventureAbout;

  return (
    <article className="venture">
      <header className="venture-hero">
        <div className="container">
          <Link to={paths.ventures} className="venture-hero__back">
            ← All ventures
          </Link>
          <h1 className="venture-hero__title">{venture.title}</h1>
        </div>
      </header>
      <div className="container venture-banner">
        <FallbackImage
          className="venture-banner__image"
          src={uploadUrl('ventureImages', venture.banner_image)}
          variants={venture.banner_image_variants}
          sizes={containerSizes}
          fallback={images.defaultNewsBanner}
          alt={venture.banner_image_alt ?? `${venture.title} banner`}
          focus={venture.banner_image_focus}
          width={1900}
          height={600}
          {...fetchPriority('high')}
        />
      </div>

      <section className="section">
        <div className="container venture-about">
          <div>
            <span className="eyebrow">About Us</span>
            <h2>About {venture.title}</h2>
            <p id={aboutId} className="venture-about__text">
              {expanded || !long ? venture.about_description : truncate(venture.about_description, EXCERPT.ventureAbout)}
            </p>
            {long && (
              <button type="button" className="btn btn--outline" aria-expanded={expanded} aria-controls={aboutId} onClick={() => setExpanded((e) => !e)}>
                {expanded ? 'Show Less' : 'READ MORE'}
              </button>
            )}
            <p className="venture-about__more">
              <Link to={paths.ventureDetails(venture.id)} className="btn btn--link">
                View full venture details →
              </Link>
            </p>
          </div>
          <FallbackImage
            className="venture-about__image"
            src={uploadUrl('ventureImages', venture.about_image)}
            variants={venture.about_image_variants}
            sizes={ventureAboutSizes}
            fallback={images.defaultNewsBanner}
            alt={venture.about_image_alt ?? `${venture.title} at work`}
            focus={venture.about_image_focus}
            width={700}
            height={400}
            loading="lazy"
          />
        </div>
      </section>

      {stats && (
        <section className="section section--navy" aria-label="Key figures">
          <div className="container venture-stats">
            <div>
              <h2 className="venture-stats__title">{stats.right_title}</h2>
              <p>{stats.right_content}</p>
            </div>
            <div>
              <h2 className="venture-stats__title">{stats.left_title}</h2>
              <p>{stats.left_content}</p>
            </div>
          </div>
        </section>
      )}

      {venture.subcategories.length > 0 && (
        <section className="section section--sand" aria-labelledby="venture-subcategories">
          <div className="container">
            <span className="eyebrow">What we do</span>
            <h2 id="venture-subcategories">Our businesses</h2>
            <ul className="subcategory-grid">
              {venture.subcategories.map((sub) => (
                <li key={sub.id} className="subcategory-card">
                  <FallbackImage src={uploadUrl('ventureCategories', sub.image)} variants={sub.image_variants} sizes={subcategorySizes} fallback={images.defaultNewsBanner} alt={altBeside(sub.image_alt, sub.name)} focus={sub.image_focus} width={400} height={700} loading="lazy" />
                  <h3 className="subcategory-card__name">{sub.name}</h3>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {venture.gallery.length > 0 && (
        <section className="section" aria-labelledby="venture-gallery">
          <div className="container">
            <span className="eyebrow">Gallery</span>
            <h2 id="venture-gallery">Gallery</h2>
            <GalleryCarousel
              label={`${venture.title} gallery`}
              intervalMs={GALLERY_AUTOPLAY_MS}
              perView={2}
              fallback={images.defaultNewsBanner}
              images={venture.gallery.map((item) => ({ id: item.id, src: uploadUrl('ventureGallery', item.image) ?? images.defaultNewsBanner, variants: item.image_variants, alt: item.altText || (item.image_alt ?? venture.title), focus: item.image_focus, caption: item.caption }))}
            />
          </div>
        </section>
      )}

      {clients.length > 0 && (
        <section className="section section--sand" aria-labelledby="venture-clients">
          <div className="container">
            <span className="eyebrow">Trusted by</span>
            <h2 id="venture-clients">Our Clients</h2>
            <ul className="client-grid">
              {clients.map((client) => (
                <li key={client.id} className="client-card">
                  <FallbackImage src={uploadUrl('ventureClients', client.image)} variants={client.image_variants} sizes={clientLogoSizes} fallback={images.placeholder} alt={client.image_alt ?? client.name} width={200} height={100} loading="lazy" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </article>
  );
}
