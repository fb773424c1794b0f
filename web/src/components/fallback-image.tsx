// An <img> that swaps to a fallback picture when its own fails to load (SPEC §8: broken news and
// venture images show the default news banner; broken blog images a placeholder). Given the API's
// `<field>_variants`, it also offers the WebP variants (common/image-variants.ts) as a srcset, so a phone
// downloads a picture its size; `sizes` says how wide the image is drawn. The caller's width and
// height reserve the box, whatever the picture.
//
// A server-rendered picture usually fails before the app takes over the page (app-loader.ts starts
// it after the load event), when React has not yet attached onError. The page's inline loader
// then puts the fallback named in data-fallback in place at once and marks the <img> data-failed,
// so no broken-image icon shows meanwhile; the component takes the mark over when it hydrates (as
// it does a picture that arrived broken after the loader let go). A page rendered in the browser
// attaches onError as it creates the <img>, before the browser can report the error. Without
// JavaScript the fallback is drawn by CSS instead: a browser draws an <img>'s ::after only while it
// shows no picture, and global.css paints the fallback named in --fallback-image there, over the
// broken-image icon (only there: while a picture loads, its ::after would fetch the fallback too).
//
// Given the API's `<field>_focus` (the media library's focal point as a CSS object-position), a
// picture cropped by object-fit keeps that point in view; the fallback picture is centred as before.
import { useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { srcsetOf, type ImageVariants } from '@common/image-variants';

/** Set on the <img> by the page's loader (server/src/site/app-loader.ts) when it put the fallback in place. */
const FAILED_MARK = 'data-failed';

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
  /** The image field's `_focus` sibling: where a cropped picture keeps its subject ("30% 70%"); null for the centre. */
  focus?: string | null;
};

export function FallbackImage({ src, fallback, alt, variants, sizes, focus, className, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  const srcSet = useFallback ? undefined : srcsetOf(variants, src);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!element || useFallback) return;
    // Swapped by the loader before the app took over: the mark is taken over once (a later src
    // on this element starts afresh).
    const swapped = element.hasAttribute(FAILED_MARK);
    element.removeAttribute(FAILED_MARK);
    // complete with no pixels: the browser has given up on it (a picture still loading, or one a
    // lazy <img> has not asked for yet, is not complete).
    if (swapped || (element.complete && element.naturalWidth === 0)) setFailedSrc(src);
  }, [src, useFallback]);
  return (
    <img
      {...rest}
      ref={image}
      src={useFallback ? fallback : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      className={className ? `${className} fallback-image` : 'fallback-image'}
      style={{ ...rest.style, ...(focus && !useFallback ? { objectPosition: focus } : {}), '--fallback-image': `url("${fallback}")` } as CSSProperties}
      alt={alt}
      data-fallback={fallback}
      decoding="async"
      onError={() => {
        if (!useFallback) setFailedSrc(src);
      }}
    />
  );
}
