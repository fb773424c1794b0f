// An uploaded image with its responsive versions: `srcset` from the API's `<field>_variants`
// (WebP at 480/960/1600 px), the original's width and height so the box is reserved before the
// bytes arrive (no layout shift), lazy loading unless told otherwise, and a fallback picture when
// the image fails (SPEC §8), like FallbackImage.
import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { srcsetOf, type ImageVariants } from '../../../common/image-variants';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'onError'> & {
  /** The original's URL (uploadUrl(area, field)); null or undefined shows the fallback. */
  src: string | null | undefined;
  /** The field's `_variants` sibling from the API; absent or null means the original only. */
  variants?: ImageVariants | null | undefined;
  alt: string;
  /** Used when the image's own size is unknown (no variants, or the fallback is shown). */
  width: number;
  height: number;
  /** How wide the image is drawn, e.g. "(max-width: 600px) 100vw, 50vw"; without it browsers assume 100vw. */
  sizes?: string;
  /** 'lazy' by default: pass 'eager' (and fetchPriority="high") for the image above the fold. */
  loading?: 'lazy' | 'eager';
  /** Shown instead when src is missing or fails to load. */
  fallback?: string;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
};

export function ResponsiveImage({ src, variants, alt, width, height, sizes, loading = 'lazy', fallback, onError, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  // The fallback is a plain picture: no srcset, and the caller's box size.
  const own = useFallback ? null : (variants ?? null);
  const srcSet = own ? srcsetOf(own, src) : undefined;
  return (
    <img
      {...rest}
      src={useFallback ? fallback : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={own?.width ?? width}
      height={own?.height ?? height}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={(event) => {
        if (!useFallback && fallback) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
