// SPEC §9 business constants and limits: the one place server and web read them from.

export const BASE_PATH = '/sjg';

/**
 * How long a server-rendered page waits for the replies it was rendered with before it hydrates
 * without them (web/src/lib/initial-data.tsx): its controls do nothing until then.
 */
export const LOADER_REPLY_WAIT_MS = 5_000;

export const IMAGE_LIMIT_1MB = 1_048_576;
export const IMAGE_LIMIT_600KB = 614_400;

export { BANNER_ROTATION_MS } from './banner-rotation.js';
export const BANNER_VENTURE_COUNT = 20;
export const HOME_NEWS_COUNT = 4;
export const HOME_VENTURE_CARDS = 2;
export const VENTURE_PAGE_CLIENTS = 5;
export const PUBLIC_VENTURES_MAX = 17;
export const GALLERY_CAROUSEL_MS = 500;

export const EXCERPT = {
  homeListDesktop: 100,
  homeListMobile: 103,
  featured: 200,
  fallbackCard: 100,
  newsPage: 90,
  blogsPage: 150,
  approachPreview: 140,
  ventureAbout: 150,
} as const;

/** Titles and names (of every content kind, and a venture's parts). */
export const TITLE_MAX_LENGTH = 200;
/** A venture gallery picture's alt text and its caption, each. */
export const GALLERY_TEXT_MAX_LENGTH = 200;
/** Slugs are cut to this many characters, at a word where one falls in the second half. */
export const SLUG_MAX_LENGTH = 100;
/**
 * Hindi and Marathi slugs are cut to this many UTF-8 bytes: 100 Devanagari letters (3 bytes each), as
 * many as an English slug's characters, and at most 900 characters percent-encoded, so a page's URL
 * stays under the sitemap protocol's 2,048.
 */
export const SLUG_MAX_BYTES = 300;

export const BLOG_CONTENT_MAX = 2000;
export const NEWS_CONTENT_MAX = 20000;
export const MOBILE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const STARS_MIN = 0;
export const STARS_MAX = 5;
export const STARS_STEP = 0.1;

export const BANNER_MS = {
  error: 2000,
  success: 2000,
  afterDelete: 1000,
} as const;

export const BREAKPOINTS = {
  mobile: 768,
  adminMobileInitial: 820,
  adminMobileAfterResize: 768,
} as const;

// SPEC §9's five counters are now the default of the home section's counters, which staff edit
// (common/site-settings.ts, issue 24).

/**
 * Page sizes of the /backend lists: the server's choice (SPEC §9), kept here so tests and the SPA
 * agree. The listed kinds' are in their declarations (content-kinds.ts).
 */
export const PAGE_SIZE = {
  adminVentures: 10,
  // The public grid shows at most 17 ventures from page 1 (SPEC §2).
  publicVentures: PUBLIC_VENTURES_MAX,
  messages: 20,
} as const;
