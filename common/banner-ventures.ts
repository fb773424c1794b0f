// The Home banner's fixed list of 20 ventures (SPEC §3 "Banner list"), by their English names: the
// banner shows them (web/src/content/banner-ventures.ts), and the server finds which of them are
// published, and where, in the page's language (server/src/translations/banner-ventures.ts).
import { slugify } from './slug.js';

export const BANNER_VENTURE_NAMES = [
  'SJG Lottery Terminals',
  'Royal Play Gaming',
  'Goa Grand Casino',
  'SJG Realty',
  'Himalaya Springs Beverages',
  'SJG Hotels & Resorts',
  'Spice Route Foods',
  'Sanjeevani Healthcare',
  'Loom & Thread Apparel',
  'SJG Infrastructure',
  'Lucky Star Lotteries Nepal',
  'Sikkim Gaming Services',
  'SJG Entertainment',
  'Coastal Club Goa',
  'SJG Logistics',
  'Deccan Agro Industries',
  'SJG PayTech',
  'Vidya Education Trust',
  'SJG Green Energy',
  'SJG Media House',
] as const;

/** The English addresses the names make, as the seeded ventures' are made of their titles: how the server finds each venture. */
export const BANNER_VENTURE_SLUGS: readonly string[] = BANNER_VENTURE_NAMES.map(slugify);
