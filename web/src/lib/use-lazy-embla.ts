// embla-carousel-react's useEmblaCarousel, but the carousel engine (~8 KB gzipped) is fetched after
// the first render instead of before it: the first slide shows at once from plain markup and CSS,
// and swiping and looping start a moment later. Keeps the home page's first screen light.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

/** [a ref for the carousel's viewport element, the carousel once it is running]. */
export function useLazyEmbla(options: EmblaOptionsType): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const loop = options.loop;

  useEffect(() => {
    if (!viewport) return;
    let stopped = false;
    let carousel: EmblaCarouselType | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (stopped) return;
      carousel = EmblaCarousel(viewport, optionsRef.current);
      setApi(carousel);
    });
    return () => {
      stopped = true;
      carousel?.destroy();
      setApi(undefined);
    };
    // A new viewport, or a change between looping and not, starts a new carousel.
  }, [viewport, loop]);

  return [setViewport, api];
}
