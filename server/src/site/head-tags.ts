// The <head> tags of one page: title, description, canonical, robots, Open Graph, Twitter card
// and JSON-LD. Every value is escaped for its context: attribute and text values as HTML, JSON-LD
// by serializeJsonLd (an HTML entity would be read literally inside a script element).
//
// JSON-LD sits in inline <script type="application/ld+json"> despite the CSP's script-src 'self':
// a script of a non-JavaScript type is a data block that the browser never runs, so the CSP does
// not apply to it (sources and checks: bench/RESULTS-archive.md, 2026-11-25).
import { DEFAULT_LANGUAGE, languageOf } from '../../../common/languages.js';
import type { PageMeta } from './page-meta.js';
import { serializeJsonLd } from './structured-data.js';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

export function renderHeadTags(meta: PageMeta): string {
  const tags: string[] = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
  ];
  if (meta.noindex) tags.push(metaName('robots', 'noindex'));
  tags.push(...languageLinks(meta));
  if (meta.feed) tags.push(`<link rel="alternate" type="application/atom+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(meta.feed.url)}" />`);
  tags.push(
    metaProperty('og:type', meta.type),
    metaProperty('og:site_name', meta.siteName),
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', meta.canonical),
    metaProperty('og:image', meta.image.url),
    metaProperty('og:image:alt', meta.image.alt),
    metaProperty('og:locale', languageOf(meta.language).ogLocale),
    ...indexedAlternates(meta)
      .filter((alternate) => alternate.language !== meta.language)
      .map((alternate) => metaProperty('og:locale:alternate', languageOf(alternate.language).ogLocale)),
  );
  if (meta.image.width && meta.image.height) {
    tags.push(metaProperty('og:image:width', String(meta.image.width)), metaProperty('og:image:height', String(meta.image.height)));
  }
  if (meta.article) {
    tags.push(metaProperty('article:published_time', meta.article.published), metaProperty('article:modified_time', meta.article.modified));
  }
  tags.push(
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', meta.title),
    metaName('twitter:description', meta.description),
    metaName('twitter:image', meta.image.url),
    metaName('twitter:image:alt', meta.image.alt),
  );
  for (const data of meta.jsonLd) tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * The page in its other languages, itself included, and English as the default for everyone else
 * (hreflang): only when the page has another language, every URL one that answers 200.
 */
function languageLinks(meta: PageMeta): string[] {
  const alternates = indexedAlternates(meta);
  if (alternates.length < 2) return [];
  const english = alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  return [
    ...alternates.map((alternate) => alternateLink(languageOf(alternate.language).tag, alternate.url)),
    ...(english ? [alternateLink('x-default', english.url)] : []),
  ];
}

/** The page's languages as search engines and sharing are told them: none for a page kept from them. */
function indexedAlternates(meta: PageMeta): PageMeta['alternates'] {
  return meta.noindex ? [] : meta.alternates;
}

function alternateLink(hreflang: string, href: string): string {
  return `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
}

function metaName(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeHtml(content)}" />`;
}

function metaProperty(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeHtml(content)}" />`;
}
