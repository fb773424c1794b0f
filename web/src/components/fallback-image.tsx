// An <img> that swaps to a fallback picture when its own fails to load (SPEC §8: broken news and
// venture images show the default news banner; broken blog images a placeholder).
import { useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  fallback: string;
  alt: string;
  width: number;
  height: number;
};

export function FallbackImage({ src, fallback, alt, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={useFallback ? fallback : src}
      alt={alt}
      decoding="async"
      onError={() => {
        if (!useFallback) setFailedSrc(src);
      }}
    />
  );
}
