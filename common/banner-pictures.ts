// The banner slides' pictures (drawn by scripts/outline-banner-art.ts into web/public/images/banner/):
// WebP in two widths, for the browser to choose by the slide's width on screen.

export const BANNER_PICTURE_WIDTHS = [720, 1440] as const;

/** The slide's width on screen (ventures-banner.css): the whole row on a phone, half, then 1.3 of 3.15 columns. */
export const BANNER_PICTURE_SIZES = '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 42vw';

export function bannerPictureFile(number: string, width: number): string {
  return `venture-${number}-${width}.webp`;
}

/** The slide's `src` (the narrower picture) and `srcset`, each file through `url` (the base path). */
export function bannerPicture(number: string, url: (file: string) => string): { src: string; srcSet: string } {
  const urlOf = (width: number) => url(`images/banner/${bannerPictureFile(number, width)}`);
  return {
    src: urlOf(BANNER_PICTURE_WIDTHS[0]),
    srcSet: BANNER_PICTURE_WIDTHS.map((width) => `${urlOf(width)} ${width}w`).join(', '),
  };
}
