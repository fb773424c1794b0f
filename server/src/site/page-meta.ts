// What each path under /sjg is, for crawlers and link previews: its title, description, canonical
// URL, share image and structured data; a 301 for an item's earlier slug; 404 for anything else.
// Which page a path is comes from the route table (common/site-routes.ts, which the SPA reads
// too): static pages take their texts from it, items from their rows, read here in-process and
// fresh, since the public cache's copy of an item's reply may be a minute old (a write made
// outside the app sends no notice) and the page's status must not be.
import { BASE_PATH } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { metaDescriptionOf } from '../../../common/plain-text.js';
import { isRecordId } from '../../../common/record-id.js';
import { SITE_DESCRIPTION, documentTitle, staticPages } from '../../../common/site-pages.js';
import { isStaticHead, matchSiteRoute, type ItemKind } from '../../../common/site-routes.js';
import { uploadUrl, type UploadArea } from '../../../common/upload-areas.js';
import { blogKind } from '../blogs/blogs.service.js';
import { findContent } from '../content/content.service.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../http/errors.js';
import { newsKind } from '../news/news.service.js';
import { findVentureById } from '../ventures/ventures.repository.js';
import { findVentureBySlugOrEarlier } from '../ventures/ventures.service.js';
import { siteImages } from './organization.js';
import { articleLd, breadcrumbLd, organizationLd, type JsonLd } from './structured-data.js';

export type PageImage = { url: string; width?: number; height?: number; alt: string };

export type PageMeta = {
  /** The whole document title ("<page> | SJG Group"). */
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  type: 'website' | 'article';
  image: PageImage;
  noindex: boolean;
  article?: { published: string; modified: string };
  jsonLd: JsonLd[];
};

export type PageAnswer = { status: 200 | 404; meta: PageMeta } | { status: 301; location: string };

/** The origin (for images and the logo) and the absolute URL of a path under /sjg. */
type SiteUrls = { origin: string; url(path: string): string };

/**
 * The answer for `path` (below /sjg, as Express's req.path gives it, still percent-encoded).
 * `origin` is PUBLIC_BASE_URL, else the request's own origin.
 */
export async function resolvePage(db: Db, path: string, origin: string): Promise<PageAnswer> {
  const site: SiteUrls = { origin, url: (p) => `${origin}${BASE_PATH}${p}` };
  // React Router matches without regard to case or a trailing slash, so the server does too.
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = matchSiteRoute(normalized);
  if (match && isStaticHead(match.route.head)) {
    const lower = normalized.toLowerCase();
    const page = match.route.head;
    const meta = staticMeta(site, lower, page.title, page.description, page.noindex === true);
    if (lower === '/') meta.jsonLd.push(organizationLd(origin, site.url('/')));
    return { status: 200, meta };
  }
  // A parameter no item can have (not valid percent-encoding, NUL) finds nothing.
  if (match && match.param !== undefined && !isStaticHead(match.route.head)) {
    const answer = await itemPages[match.route.head.item](db, site, match.param);
    if (answer) return answer;
  }
  return notFound(site, normalized);
}

function staticMeta(site: SiteUrls, path: string, title: string | null, description: string, noindex: boolean): PageMeta {
  return {
    title: documentTitle(title),
    description,
    canonical: site.url(path),
    type: 'website',
    image: defaultImage(site),
    noindex,
    jsonLd: [],
  };
}

function notFound(site: SiteUrls, path: string): PageAnswer {
  const meta = staticMeta(site, path, 'Page not found', SITE_DESCRIPTION, true);
  return { status: 404, meta };
}

type ItemPage = (db: Db, site: SiteUrls, param: string) => Promise<PageAnswer | undefined>;

/** The page of each kind of item the route table names; undefined when there is no such item. */
const itemPages: Record<ItemKind, ItemPage> = { news: newsPage, blog: blogPage, venture: venturePage, ventureDetails: ventureDetailsPage };

async function newsPage(db: Db, site: SiteUrls, slug: string): Promise<PageAnswer | undefined> {
  const item = await orUndefined(findContent(db, newsKind, { slug }));
  if (!item) return undefined;
  const path = `/single-news/${encodeURIComponent(item.slug)}`;
  if (item.slug !== slug) return { status: 301, location: `${BASE_PATH}${path}` };
  return articlePage(site, 'NewsArticle', path, item, { area: 'news', field: item.image_url }, sectionCrumb('/news'));
}

async function blogPage(db: Db, site: SiteUrls, slug: string): Promise<PageAnswer | undefined> {
  const item = await orUndefined(findContent(db, blogKind, { slug }));
  if (!item) return undefined;
  const path = `/single-blog/${encodeURIComponent(item.slug)}`;
  if (item.slug !== slug) return { status: 301, location: `${BASE_PATH}${path}` };
  return articlePage(site, 'BlogPosting', path, item, { area: 'blogs', field: item.image_url }, sectionCrumb('/blogs'));
}

function articlePage(
  site: SiteUrls,
  type: 'NewsArticle' | 'BlogPosting',
  path: string,
  item: { title: string; content: string; created_at: string; updated_at: string },
  stored: { area: UploadArea; field: string | null },
  section: { name: string; path: string },
): PageAnswer {
  const url = site.url(path);
  const description = metaDescriptionOf(item.content) || SITE_DESCRIPTION;
  const image = itemImage(site, stored.area, stored.field, item.title);
  const dates = { published: item.created_at, modified: item.updated_at };
  return {
    status: 200,
    meta: {
      title: documentTitle(item.title),
      description,
      canonical: url,
      type: 'article',
      image,
      noindex: false,
      article: dates,
      jsonLd: [
        articleLd(type, site.origin, site.url('/'), { url, headline: item.title, description, image: image.url, ...dates }),
        breadcrumbLd([
          { name: 'Home', url: site.url('/') },
          { name: section.name, url: site.url(section.path) },
          { name: item.title, url },
        ]),
      ],
    },
  };
}

async function venturePage(db: Db, site: SiteUrls, slug: string): Promise<PageAnswer | undefined> {
  const venture = await findVentureBySlugOrEarlier(db, slug);
  if (!venture) return undefined;
  const path = `/singleventure/${encodeURIComponent(venture.slug)}`;
  if (venture.slug !== slug) return { status: 301, location: `${BASE_PATH}${path}` };
  return venturePageMeta(site, path, venture.title, venture, false);
}

async function ventureDetailsPage(db: Db, site: SiteUrls, id: string): Promise<PageAnswer | undefined> {
  if (!isRecordId(id)) return undefined;
  const venture = await findVentureById(db, Number(id));
  if (!venture) return undefined;
  // The SPA titles this page "<venture>: details" (web/src/features/ventures/venture-details-page.tsx).
  return venturePageMeta(site, `/ventures/ventures_details/${venture.id}`, `${venture.title}: details`, venture, true);
}

function venturePageMeta(
  site: SiteUrls,
  path: string,
  title: string,
  venture: { slug: string; title: string; about_desc: string; img_banner_url: string | null; logo_url: string | null },
  isDetails: boolean,
): PageAnswer {
  const url = site.url(path);
  const image = venture.img_banner_url
    ? itemImage(site, 'ventureImages', venture.img_banner_url, venture.title)
    : itemImage(site, 'ventureLogos', venture.logo_url, venture.title);
  const ventureUrl = site.url(`/singleventure/${encodeURIComponent(venture.slug)}`);
  const trail = [
    { name: 'Home', url: site.url('/') },
    { name: staticPages['/ventures']!.title!, url: site.url('/ventures') },
    { name: venture.title, url: ventureUrl },
    ...(isDetails ? [{ name: 'Details', url }] : []),
  ];
  return {
    status: 200,
    meta: {
      title: documentTitle(title),
      description: metaDescriptionOf(venture.about_desc) || SITE_DESCRIPTION,
      canonical: url,
      type: 'website',
      image,
      noindex: false,
      jsonLd: [breadcrumbLd(trail)],
    },
  };
}

function sectionCrumb(path: '/news' | '/blogs'): { name: string; path: string } {
  return { name: staticPages[path]!.title!, path };
}

/** The item's own image as an absolute URL (with its size when the file name carries it), else the site's. */
function itemImage(site: SiteUrls, area: UploadArea, field: string | null, alt: string): PageImage {
  const url = uploadUrl(area, field);
  if (!url) return defaultImage(site);
  const size = imageVariantsOf(area, field);
  return {
    url: /^https?:\/\//i.test(url) ? url : `${site.origin}${url}`,
    ...(size ? { width: size.width, height: size.height } : {}),
    alt,
  };
}

function defaultImage(site: SiteUrls): PageImage {
  const { path, width, height } = siteImages.share;
  return { url: `${site.origin}${path}`, width, height, alt: 'SJG Group' };
}

async function orUndefined<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
