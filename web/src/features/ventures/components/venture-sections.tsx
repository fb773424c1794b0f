// What the venture page and the venture details page both show, from their two reply shapes (the
// public names and the admin's): a titled section, the about picture, the subcategory cards, the
// gallery and the client logos.
import type { ReactNode } from 'react';
import type { VentureGalleryImage } from '@common/api-types';
import { uploadUrl } from '@common/upload-areas';
import { FallbackImage } from '@/components/fallback-image';
import { images } from '@/lib/asset-url';
import { clientLogoSizes, subcategorySizes, ventureAboutSizes } from '@/lib/image-sizes';
import { altBeside } from '@/lib/text';
import { uploadedImage, type Picture } from '@/lib/uploaded-picture';
import { GalleryCarousel } from './gallery-carousel';
import { useInterfaceWords } from '@/lib/interface-words';

type SectionProps = { id: string; title: string; eyebrow?: string; sand?: boolean; children: ReactNode };

export function VentureSection({ id, title, eyebrow, sand = false, children }: SectionProps) {
  return (
    <section className={sand ? 'section section--sand' : 'section'} aria-labelledby={id}>
      <div className="container">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

export function AboutImage({ venture, picture }: { venture: string; picture: Picture }) {
  const { t } = useInterfaceWords();
  return (
    <FallbackImage className="venture-about__image" {...uploadedImage('ventureImages', picture, t('venture.aboutImageAlt', { venture }))} sizes={ventureAboutSizes} width={700} height={400} loading="lazy" />
  );
}

export function SubcategoryGrid({ subcategories }: { subcategories: (Picture & { id: number; name: string })[] }) {
  return (
    <ul className="subcategory-grid">
      {subcategories.map((sub) => (
        <li key={sub.id} className="subcategory-card">
          <FallbackImage {...uploadedImage('ventureCategories', sub)} alt={altBeside(sub.alt, sub.name)} sizes={subcategorySizes} width={400} height={700} loading="lazy" />
          <h3 className="subcategory-card__name">{sub.name}</h3>
        </li>
      ))}
    </ul>
  );
}

/** The logos; `shownName` is written under a logo (the details page does). */
export function ClientGrid({ clients }: { clients: (Picture & { id: number; alt: string; shownName?: string })[] }) {
  return (
    <ul className="client-grid">
      {clients.map((client) => (
        <li key={client.id} className="client-card">
          <FallbackImage {...uploadedImage('ventureClients', client)} sizes={clientLogoSizes} width={200} height={100} loading="lazy" />
          {client.shownName !== undefined && <span className="client-card__name">{client.shownName}</span>}
        </li>
      ))}
    </ul>
  );
}

type GalleryProps = { venture: string; gallery: VentureGalleryImage[]; intervalMs: number; indicators?: boolean; perView?: 1 | 2 };

export function VentureGallery({ venture, gallery, ...carousel }: GalleryProps) {
  const { t } = useInterfaceWords();
  return (
    <GalleryCarousel
      label={t('gallery.label', { venture })}
      {...carousel}
      fallback={images.defaultNewsBanner}
      images={gallery.map((item) => ({ id: item.id, src: uploadUrl('ventureGallery', item.image) ?? images.defaultNewsBanner, variants: item.image_variants, alt: item.altText || (item.image_alt ?? venture), focus: item.image_focus, caption: item.caption }))}
    />
  );
}
