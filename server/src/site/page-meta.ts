// What each path under /sjg is, for crawlers and link previews: its title, description, canonical
// URL, share image and structured data; a 301 for an item's earlier slug; 404 for anything else.
// Which page a path is comes from the route table (common/site-routes.ts, which the SPA reads
// too): static pages take their texts from it, item pages from their first read's reply (their
// item), the reply the server reads anyway to render the page (initial-data.ts). So the head
// tags, the status and the rendered data come from one read and always agree; like the data, they
// show a write made outside the app (which sends no notice) within the public cache's minute.
import { feedOfPage } from '../../../common/feeds.js';
import type { BlogOneReply, NewsOneReply, VentureDetails, VenturePublicReply } from '../../../common/api-types.js';
import { BASE_PATH } from '../../../common/constants.js';
import { pathInLanguage, withLanguage } from '../../../common/language-paths.js';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf, type LanguageCode } from '../../../common/languages.js';
import { headWords, translatedPageHead } from '../../../common/page-heads.js';
import { imageVariantsOf, parseProcessedImageName } from '../../../common/image-variants.js';
import { libraryFileUrl } from '../../../common/media.js';
import { metaDescriptionOf } from '../../../common/plain-text.js';
import { SITE_DESCRIPTION, documentTitle, staticPages } from '../../../common/site-pages.js';
import { isStaticHead, matchSiteRoute, siteRoutes, type ItemKind } from '../../../common/site-routes.js';
import { uploadUrl, type UploadArea } from '../../../common/upload-areas.js';
import { defaultSiteSettings, type SiteSettings } from '../../../common/site-settings.js';
import { siteImages } from './organization.js';
import { onSite } from './site-origin.js';
import { articleLd, breadcrumbLd, organizationLd, type JsonLd } from './structured-data.js';

export type PageImage = { url: string; width?: number; height?: number; alt: string };

export type PageMeta = {
  /** The whole document title ("<page> | SJG Group"). */
  title: string;
  /** The site's title (og:site_name). */
  siteName: string;
  description: string;
  /** Absolute. */
  canonical: string;
  type: 'website' | 'article';
  image: PageImage;
  noindex: boolean;
  article?: { published: string; modified: string };
  jsonLd: JsonLd[];
  /** The page's language (<html lang>, Content-Language, og:locale). */
  language: LanguageCode;
  /**
   * The page in each language it is published in, this one included, in the site's order: its
   * hreflang links, og:locale:alternate and the language switcher. Empty for a page not to index.
   */
  alternates: PageAlternate[];
  /** The Atom feed of what the page lists (common/feeds.ts), in the page's language. */
  feed?: { title: string; url: string };
};

export type PageAlternate = { language: LanguageCode; url: string };

/**
 * What the page's reads said of its languages: the languages the site's texts are published in
 * (undefined when that read failed: only this one is named), and for an item page the item's
 * published languages with its address in each (the reply's `alternates`).
 */
export type PageLanguages = {
  language: LanguageCode;
  site: readonly LanguageCode[] | undefined;
  item: readonly { lang: LanguageCode; slug: string }[] | undefined;
};

const ENGLISH_ONLY: PageLanguages = { language: DEFAULT_LANGUAGE, site: undefined, item: undefined };

/** A page found: its tags. */
type Found = { status: 200; meta: PageMeta };

export type PageAnswer = { status: 200 | 404 | 410; meta: PageMeta } | { status: 301; location: string };

/**
 * The origin (for images and the logo), the absolute URL of a path under /sjg, and the head tags'
 * defaults staff set (the Site screen's "Search and sharing").
 */
type SiteUrls = {
  origin: string;
  /** The absolute URL of `path` (under /sjg, within a language) in the page's language, or in `language`. */
  url(path: string, language?: LanguageCode): string;
  /** `path` under the site's origin in the page's language: a redirect's location. */
  pagePath(path: string): string;
  languages: PageLanguages;
  words: (typeof headWords)[LanguageCode];
  /** The whole document title of a page titled `title` (null: Home). */
  title(title: string | null): string;
  siteTitle: string;
  description: string;
  image: PageImage;
};

/**
 * The answer for `path` (below /sjg, as Express's req.path gives it, still percent-encoded), from
 * the /backend `replies` its page read first (by URL: null for a 404, absent for a read that
 * failed). `origin` is PUBLIC_BASE_URL, else the request's own origin.
 */
export function resolvePage(
  path: string,
  origin: string,
  replies: Record<string, unknown>,
  gone: readonly string[] = [],
  siteSettings?: Pick<SiteSettings, 'contact' | 'social' | 'seo' | 'footer'>,
  languages: PageLanguages = ENGLISH_ONLY,
): PageAnswer {
  const site = siteUrls(origin, siteSettings?.seo ?? defaultSiteSettings.seo, languages);
  // React Router matches without regard to case or a trailing slash, so the server does too.
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const found = matchSiteRoute(normalized);
  // The sign-in and admin pages are English only: under a language's prefix they are no page.
  const match = languages.language !== DEFAULT_LANGUAGE && found?.route.area !== 'public' ? undefined : found;
  if (match && isStaticHead(match.route.head)) {
    const lower = normalized.toLowerCase();
    const page = translatedPageHead(languages.language, match.route.pattern) ?? match.route.head;
    // A page described by the site's default description follows the default staff set.
    const description = page.description === SITE_DESCRIPTION || page.description === null ? site.description : page.description;
    const meta = staticMeta(site, lower, page.title, description, 'noindex' in page && page.noindex === true);
    // A public page kept from search engines (the search's) still has its languages, for the switcher.
    if (!meta.noindex || match.route.area === 'public') meta.alternates = alternatesIn(site, languages.site, () => lower);
    if (lower === '/') meta.jsonLd.push(organizationLd(origin, site.url('/'), siteSettings));
    return { status: 200, meta: withFeed(site, meta, match.route.pattern) };
  }
  // A parameter no item can have (not valid percent-encoding, NUL, an impossible id) is read by no
  // URL and finds nothing.
  const read = match?.param === undefined ? undefined : itemRead(match, languages.language);
  if (match?.param !== undefined && read !== undefined && !isStaticHead(match.route.head)) {
    // A read that failed says nothing about the item: the page is served with the site's own tags.
    if (!Object.hasOwn(replies, read)) return { status: 200, meta: staticMeta(site, normalized, null, site.description, false) };
    const answer = itemPages[match.route.head.item](site, replies[read], match.param);
    if (answer?.status === 200) return { status: 200, meta: withFeed(site, answer.meta, match.route.pattern) };
    if (answer) return answer;
    // The item is in the trash: gone on purpose, which search engines should learn.
    if (gone.includes(read)) return { status: 410, meta: staticMeta(site, normalized, site.words.notFound, site.description, true) };
  }
  return notFound(site, normalized);
}

/** `meta` naming the feed of the page at `pattern` (a list page's own, an item page's list's), if it has one. */
function withFeed(site: SiteUrls, meta: PageMeta, pattern: string): PageMeta {
  const feed = feedOfPage(pattern);
  if (!feed) return meta;
  return { ...meta, feed: { title: site.title(pageTitle(site, siteRoutes[feed.list].pattern)), url: site.url(feed.path) } };
}

function staticMeta(site: SiteUrls, path: string, title: string | null, description: string, noindex: boolean): PageMeta {
  return {
    title: site.title(title),
    siteName: site.siteTitle,
    description,
    canonical: site.url(path),
    type: 'website',
    image: site.image,
    noindex,
    jsonLd: [],
    language: site.languages.language,
    alternates: [],
  };
}

function notFound(site: SiteUrls, path: string): PageAnswer {
  const meta = staticMeta(site, path, site.words.notFound, site.description, true);
  return { status: 404, meta };
}

/** The item read an item page makes first, in the page's language (page-html.ts reads the same URL). */
function itemRead(match: NonNullable<ReturnType<typeof matchSiteRoute>>, language: LanguageCode): string | undefined {
  const read = match.param === undefined ? undefined : match.route.reads?.(match.param)[0];
  return read === undefined ? undefined : withLanguage(read, language);
}

/**
 * The page in each of `languages` (at `pathIn(language)`), in the site's order, always naming the
 * page's own language; unknown languages: the page's own alone.
 */
function alternatesIn(site: SiteUrls, languages: readonly LanguageCode[] | undefined, pathIn: (language: LanguageCode) => string): PageAlternate[] {
  const published = new Set([...(languages ?? []), site.languages.language]);
  return LANGUAGES.filter(({ code }) => published.has(code)).map(({ code }) => ({ language: code, url: site.url(pathIn(code), code) }));
}

/** An item page's alternates: the item's published languages, each at its own slug (`pathOf`). */
function itemAlternates(site: SiteUrls, pathOf: (slug: string) => string, ownSlug: string): PageAlternate[] {
  // A language whose site texts are not published has no pages, its items' included.
  const open = site.languages.site;
  const slugs = new Map((site.languages.item ?? []).filter(({ lang }) => !open || open.includes(lang)).map(({ lang, slug }) => [lang, slug]));
  slugs.set(site.languages.language, ownSlug);
  return alternatesIn(site, [...slugs.keys()], (language) => pathOf(slugs.get(language)!));
}

/** The page of an item from its reply (null: not found); undefined when there is no such item. */
type ItemPage = (site: SiteUrls, reply: unknown, param: string) => PageAnswer | undefined;

/** The page of each kind of item the route table names. */
const itemPages: Record<ItemKind, ItemPage> = {
  news: articleItemPage({ key: 'news', page: '/single-news/', type: 'NewsArticle', area: 'news', section: '/news' }),
  blog: articleItemPage({ key: 'blog', page: '/single-blog/', type: 'BlogPosting', area: 'blogs', section: '/blogs' }),
  venture: venturePage,
  ventureDetails: ventureDetailsPage,
};

/** The page of a news item or a blog post: an article at `page` + its slug, in `section`, its picture stored in `area`. */
function articleItemPage(kind: {
  key: 'news' | 'blog';
  page: string;
  type: 'NewsArticle' | 'BlogPosting';
  area: UploadArea;
  section: '/news' | '/blogs';
}): ItemPage {
  return (site, reply, slug) => {
    const item = itemOf<NewsOneReply & BlogOneReply>(reply, kind.key);
    if (!item) return undefined;
    const pathOf = (itemSlug: string) => `${kind.page}${encodeURIComponent(itemSlug)}`;
    const path = pathOf(item.slug);
    // The API answers an earlier slug with the item under its current one (in the same language).
    if (item.slug !== slug) return { status: 301, location: site.pagePath(path) };
    const answer = articlePage(site, kind.type, path, item, { area: kind.area, field: item.image_url, alt: libraryAlt(item, 'image') }, sectionCrumb(site, kind.section));
    answer.meta.alternates = itemAlternates(site, pathOf, item.slug);
    return answer;
  };
}

function articlePage(
  site: SiteUrls,
  type: 'NewsArticle' | 'BlogPosting',
  path: string,
  item: { title: string; content: string; created_at: string; updated_at: string },
  stored: { area: UploadArea; field: string | null; alt: string | null },
  section: { name: string; path: string },
): Found {
  const url = site.url(path);
  const description = metaDescriptionOf(item.content) || site.description;
  const image = itemImage(site, stored.area, stored.field, stored.alt || item.title);
  const dates = { published: item.created_at, modified: item.updated_at };
  return {
    status: 200,
    meta: {
      title: site.title(item.title),
      siteName: site.siteTitle,
      description,
      canonical: url,
      type: 'article',
      image,
      noindex: false,
      article: dates,
      language: site.languages.language,
      alternates: [],
      jsonLd: [
        articleLd(type, site.origin, site.url('/'), { url, headline: item.title, description, image: image.url, inLanguage: languageOf(site.languages.language).tag, ...dates }),
        breadcrumbLd([
          { name: site.words.home, url: site.url('/') },
          { name: section.name, url: site.url(section.path) },
          { name: item.title, url },
        ]),
      ],
    },
  };
}

function venturePage(site: SiteUrls, reply: unknown, slug: string): PageAnswer | undefined {
  const venture = itemOf<VenturePublicReply>(reply, 'venture');
  if (!venture) return undefined;
  const pathOf = (ventureSlug: string) => `/singleventure/${encodeURIComponent(ventureSlug)}`;
  const path = pathOf(venture.slug);
  if (venture.slug !== slug) return { status: 301, location: site.pagePath(path) };
  const { title, about_description: about, banner_image: banner, logo } = venture;
  const alts = { banner: libraryAlt(venture, 'banner_image'), logo: libraryAlt(venture, 'logo') };
  const answer = venturePageMeta(site, path, title, { slug: venture.slug, title, about, banner, logo, alts }, false);
  answer.meta.alternates = itemAlternates(site, pathOf, venture.slug);
  return answer;
}

function ventureDetailsPage(site: SiteUrls, reply: unknown): PageAnswer | undefined {
  const venture = itemOf<Pick<VentureDetails, 'venture'>>(reply, 'venture');
  if (!venture) return undefined;
  const { title, about_desc: about, img_banner_url: banner, logo_url: logo } = venture;
  const alts = { banner: libraryAlt(venture, 'img_banner'), logo: libraryAlt(venture, 'logo') };
  // The SPA titles this page "<venture>: details" (web/src/features/ventures/venture-details-page.tsx).
  const details = site.languages.language === DEFAULT_LANGUAGE ? 'details' : site.words.details;
  const path = `/ventures/ventures_details/${venture.id}`;
  const answer = venturePageMeta(site, path, `${title}: ${details}`, { slug: venture.slug, title, about, banner, logo, alts }, true);
  // Its address is its id in every language.
  answer.meta.alternates = itemAlternates(site, () => path, venture.slug);
  return answer;
}

function venturePageMeta(
  site: SiteUrls,
  path: string,
  title: string,
  venture: { slug: string; title: string; about: string; banner: string | null; logo: string | null; alts: { banner: string | null; logo: string | null } },
  isDetails: boolean,
): Found {
  const url = site.url(path);
  const image = venture.banner
    ? itemImage(site, 'ventureImages', venture.banner, venture.alts.banner || venture.title)
    : itemImage(site, 'ventureLogos', venture.logo, venture.alts.logo || venture.title);
  const ventureUrl = site.url(`/singleventure/${encodeURIComponent(venture.slug)}`);
  const trail = [
    { name: site.words.home, url: site.url('/') },
    { name: pageTitle(site, '/ventures'), url: site.url('/ventures') },
    { name: venture.title, url: ventureUrl },
    ...(isDetails ? [{ name: site.words.details, url }] : []),
  ];
  return {
    status: 200,
    meta: {
      title: site.title(title),
      siteName: site.siteTitle,
      description: metaDescriptionOf(venture.about) || site.description,
      canonical: url,
      type: 'website',
      image,
      noindex: false,
      jsonLd: [breadcrumbLd(trail)],
      language: site.languages.language,
      alternates: [],
    },
  };
}

function sectionCrumb(site: SiteUrls, path: '/news' | '/blogs'): { name: string; path: string } {
  return { name: pageTitle(site, path), path };
}

/** The title of the static page `pattern` in the page's language. */
function pageTitle(site: SiteUrls, pattern: string): string {
  return (translatedPageHead(site.languages.language, pattern) ?? staticPages[pattern]!).title!;
}

/** The item's own image as an absolute URL (with its size when the file name carries it), else the site's. */
function itemImage(site: SiteUrls, area: UploadArea, field: string | null, alt: string): PageImage {
  const url = uploadUrl(area, field);
  if (!url) return site.image;
  const size = imageVariantsOf(area, field);
  return {
    url: onSite(site.origin, url),
    ...(size ? { width: size.width, height: size.height } : {}),
    alt,
  };
}

/**
 * The media library's alt text the reply carries beside an image (`<base>_alt`, media/image-details.ts);
 * null when it has none, or the picture is decorative (''), so the share image falls back to the title.
 */
function libraryAlt(item: object, base: string): string | null {
  const alt = (item as Record<string, unknown>)[`${base}_alt`];
  return typeof alt === 'string' && alt.trim() !== '' ? alt : null;
}

function siteUrls(origin: string, seo: SiteSettings['seo'], languages: PageLanguages): SiteUrls {
  return {
    origin,
    url: (p, language = languages.language) => `${origin}${BASE_PATH}${pathInLanguage(language, p)}`,
    pagePath: (p) => `${BASE_PATH}${pathInLanguage(languages.language, p)}`,
    languages,
    words: headWords[languages.language],
    title: (title) => documentTitle(title, seo.siteTitle),
    siteTitle: seo.siteTitle,
    description: seo.defaultDescription,
    image: shareImage(origin, seo),
  };
}

/** The share image staff chose from the library, else the built-in one. */
function shareImage(origin: string, seo: SiteSettings['seo']): PageImage {
  if (seo.shareImage) {
    const chosen = parseProcessedImageName(seo.shareImage);
    return { url: `${origin}${libraryFileUrl(seo.shareImage)}`, ...(chosen ? { width: chosen.width, height: chosen.height } : {}), alt: seo.siteTitle };
  }
  const { path, width, height } = siteImages.share;
  return { url: `${origin}${path}`, width, height, alt: seo.siteTitle };
}

/**
 * The item a reply holds under `key`, as its wire type (common/api-types.ts) says; undefined for
 * the null of a 404 (and for a reply without one, which the API does not send).
 */
function itemOf<Reply extends Record<string, { slug: string; title: string }>>(reply: unknown, key: keyof Reply & string): Reply[typeof key] | undefined {
  const item: unknown = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>)[key] : undefined;
  return typeof item === 'object' && item !== null ? (item as Reply[typeof key]) : undefined;
}
