// An <img> that swaps to a fallback picture when its own fails to load (SPEC §8: broken news and
// venture images show the default news banner; broken blog images a placeholder). Given the API's
// `<field>_variants`, it also offers the WebP variants (480/960/1600 px) as a srcset, so a phone
// downloads a picture its size; `sizes` says how wide the image is drawn. The caller's width and
// height reserve the box, whatever the picture.
import { useState, type ImgHTMLAttributes } from 'react';
import { srcsetOf, type ImageVariants } from '../../../common/image-variants';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  src: string | null | undefined;
  fallback: string;
  alt: string;
  width: number;
  height: number;
  /** The image field's `_variants` sibling from the API; absent or null means the original only. */
  variants?: ImageVariants | null;
  /** How wide the image is drawn, e.g. "(max-width: 700px) 100vw, 400px" (browsers assume 100vw). */
  sizes?: string;
};

export function FallbackImage({ src, fallback, alt, variants, sizes, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  const srcSet = useFallback ? undefined : srcsetOf(variants, src);
  return (
    <img
      {...rest}
      src={useFallback ? fallback : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      decoding="async"
      onError={() => {
        if (!useFallback) setFailedSrc(src);
      }}
    />
  );
}
