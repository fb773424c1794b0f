// Static files of web/public, resolved under the app's base path (/sjg/).

export function assetUrl(file: string): string {
  return `${import.meta.env.BASE_URL}${file.replace(/^\/+/, '')}`;
}

export const images = {
  defaultNewsBanner: assetUrl('images/default-news-banner.svg'),
  placeholder: assetUrl('images/placeholder.svg'),
  map: assetUrl('images/map-india-nepal.svg'),
  arrow: assetUrl('images/arrow.svg'),
  pin: assetUrl('images/pin.svg'),
  banner: (number: string) => assetUrl(`images/banner/venture-${number}.svg`),
} as const;
