// The demo items' Hindi and Marathi (issue 50), one content file per kind, each text matched to its
// English item by the English slug (slugify of the English title in news.ts, blogs.ts, …), so the
// seed finds it on any database. seed/seed-translations.ts saves and publishes them.
import type { ListedKind } from '../../common/content-kinds.js';
import { blogTranslations } from './blogs-translations.js';
import { investorTranslations } from './investors-translations.js';
import { newsTranslations } from './news-translations.js';
import { testimonialTranslations } from './testimonials-translations.js';
import type { DemoTranslation } from './demo-translation.js';

export const demoTranslations: { [K in ListedKind]: readonly DemoTranslation[] } = {
  news: newsTranslations,
  blogs: blogTranslations,
  investors: investorTranslations,
  testimonials: testimonialTranslations,
};
