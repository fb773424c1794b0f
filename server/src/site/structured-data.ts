// schema.org JSON-LD for the pages: Organization on Home, NewsArticle / BlogPosting on articles,
// BreadcrumbList on detail pages. Every URL given here is already absolute.
import { defaultSiteSettings, type SiteSettings } from '../../../common/site-settings.js';
import { organization, siteImages } from './organization.js';

export type JsonLd = Record<string, unknown>;

/**
 * The group on Home; its phone, e-mail, address, legal name and social accounts as staff last saved
 * them (issue 24), when known.
 */
export function organizationLd(origin: string, homeUrl: string, settings?: Pick<SiteSettings, 'contact' | 'social' | 'footer'>): JsonLd {
  const telephone = settings?.contact.phoneTel ?? organization.telephone;
  const email = settings?.contact.email ?? organization.email;
  const sameAs = settings ? settings.social.links.map((link) => link.href) : [...organization.sameAs];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    ...organizationFields(origin, homeUrl),
    legalName: settings?.footer.legalName ?? organization.legalName,
    foundingDate: String(organization.foundingYear),
    email,
    address: postalAddress(settings?.contact.addressLines),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone,
      email,
      contactType: 'customer service',
      areaServed: ['IN', 'NP'],
      availableLanguage: ['en'],
    },
    sameAs,
  };
}

export function articleLd(
  type: 'NewsArticle' | 'BlogPosting',
  origin: string,
  homeUrl: string,
  article: { url: string; headline: string; description: string; image: string; published: string; modified: string; inLanguage: string },
): JsonLd {
  const publisher = { '@type': 'Organization', ...organizationFields(origin, homeUrl) };
  return {
    '@context': 'https://schema.org',
    '@type': type,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    // Google shows at most 110 characters of a headline.
    headline: Array.from(article.headline).slice(0, 110).join(''),
    description: article.description,
    image: [article.image],
    datePublished: article.published,
    dateModified: article.modified,
    inLanguage: article.inLanguage,
    author: publisher,
    publisher,
  };
}

export function breadcrumbLd(trail: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

function organizationFields(origin: string, homeUrl: string) {
  return {
    name: organization.name,
    url: homeUrl,
    logo: { '@type': 'ImageObject', url: `${origin}${siteImages.logo.path}`, width: siteImages.logo.width, height: siteImages.logo.height },
  };
}

/**
 * The text of a <script type="application/ld+json"> element. JSON cannot end the element early
 * once `<` is written as \u003c (no `</script>` or `<!--` survives); `>` and `&` are escaped too,
 * and U+2028/U+2029 for old parsers. JSON.parse reads the escapes back as the same characters.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The address in its parts while it is the one the site started with; an address staff changed is
 * free lines, which cannot be split into parts reliably, so it goes whole into streetAddress.
 */
function postalAddress(lines: readonly string[] | undefined): JsonLd {
  const unchanged = !lines || JSON.stringify(lines) === JSON.stringify(defaultSiteSettings.contact.addressLines);
  return unchanged ? { '@type': 'PostalAddress', ...organization.address } : { '@type': 'PostalAddress', streetAddress: lines.join(', ') };
}
