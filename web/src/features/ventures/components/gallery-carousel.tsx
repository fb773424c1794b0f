// An auto-playing, looping embla gallery. Autoplay stops under prefers-reduced-motion, while the
// pointer or keyboard focus is inside, and when the visitor presses Pause. Optional indicators
// (dots) jump to a slide; previous/next buttons let keyboard users move through it.
import { useCallback, useEffect, useState } from 'react';
import type { ImageVariants } from '@common/image-variants';
import { FallbackImage } from '@/components/fallback-image';
import { containerSizes, galleryPairSizes } from '@/lib/image-sizes';
import { useLazyEmbla } from '@/lib/use-lazy-embla';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { useInterfaceWords } from '@/lib/interface-words';
import './gallery-carousel.css';

/**
 * `caption`, when given, is shown under the picture; `focus` is where the crop keeps its subject;
 * `variants`, the API's `image_variants`, offer it at the width it is drawn.
 */
export type GalleryImage = { id: number | string; src: string; alt: string; caption?: string; focus?: string | null; variants?: ImageVariants | null };

type Props = {
  images: GalleryImage[];
  label: string;
  intervalMs: number;
  indicators?: boolean;
  /** Slides visible at once on wide screens. */
  perView?: 1 | 2;
  fallback: string;
};

export function GalleryCarousel({ images, label, intervalMs, indicators = false, perView = 1, fallback }: Props) {
  const [emblaRef, emblaApi] = useLazyEmbla({ loop: images.length > 1, align: 'start' }, 'visible');
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const { t } = useInterfaceWords();
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !paused && !hovered && !reducedMotion && images.length > 1;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi || !playing) return;
    const timer = window.setInterval(() => emblaApi.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [emblaApi, playing, intervalMs]);

  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);

  if (images.length === 0) return null;
  return (
    <div
      className={`gallery gallery--per-${perView}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div className="gallery__viewport" ref={emblaRef}>
        <div className="gallery__track">
          {images.map((image, index) => (
            <div className="gallery__slide" key={image.id} role="group" aria-roledescription={t('gallery.slideRole')} aria-label={t('gallery.slide', { index: index + 1, total: images.length })}>
              <FallbackImage src={image.src} variants={image.variants} sizes={perView === 2 ? galleryPairSizes : containerSizes} fallback={fallback} alt={image.alt} focus={image.focus} width={1200} height={700} loading="lazy" />
              {image.caption && <p className="gallery__caption">{image.caption}</p>}
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <div className="gallery__controls">
          <button type="button" className="gallery__nav" onClick={() => emblaApi?.scrollPrev()} aria-label={t('gallery.previous')}>
            ‹
          </button>
          {indicators && (
            <div className="gallery__dots" role="group" aria-label={t('gallery.choose')}>
              {images.map((image, index) => (
                <button
                  key={image.id}
                  type="button"
                  className={`gallery__dot${index === selected ? ' is-selected' : ''}`}
                  aria-label={t('gallery.show', { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => scrollTo(index)}
                />
              ))}
            </div>
          )}
          <button type="button" className="gallery__nav" onClick={() => emblaApi?.scrollNext()} aria-label={t('gallery.next')}>
            ›
          </button>
          {!reducedMotion && (
            <button type="button" className="gallery__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              {paused ? t('gallery.play') : t('gallery.pause')}
              <span className="visually-hidden">{t('gallery.hidden')}</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
