// The group as search engines should know it (schema.org Organization on Home, publisher of
// articles), and the site's default images. The facts repeat web/src/content/site.ts, which the
// server image does not ship (the Dockerfile copies common/ and server/ only);
// tests/seo/page-meta-content.test.ts fails when the two drift apart. Home's JSON-LD takes the
// phone, e-mail and social accounts from the site settings staff edit (issue 24) when it has them.
import { BASE_PATH } from '../../../common/constants.js';
import { SITE_NAME } from '../../../common/site-pages.js';

export const organization = {
  name: SITE_NAME,
  legalName: 'SJG Group of Companies',
  foundingYear: 1980,
  address: {
    streetAddress: 'SJG House, 14th Floor, Nariman Point',
    addressLocality: 'Mumbai',
    addressRegion: 'Maharashtra',
    postalCode: '400021',
    addressCountry: 'IN',
  },
  telephone: '+9118002097545',
  email: 'connect@sjggroup.example',
  sameAs: ['https://www.instagram.com/', 'https://www.facebook.com/', 'https://twitter.com/', 'https://www.youtube.com/'],
} as const;

/** Files of web/public (so of the built SPA): rasters, since link previews do not show SVG. */
export const siteImages = {
  logo: { path: `${BASE_PATH}/images/logo-512.png`, width: 512, height: 512 },
  share: { path: `${BASE_PATH}/images/og-default.png`, width: 1200, height: 630 },
} as const;
