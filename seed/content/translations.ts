// The demo items' Hindi and Marathi (issue 50), one content file per kind, each text matched to its
// English item by the English slug (slugify of the English title in news.ts, blogs.ts, …), so the
// seed finds it on any database. seed/seed-translations.ts saves and publishes them.
import type { ListedKind } from '../../common/content-kinds.js';
import { blogTranslations } from './blogs-translations.js';
import { investorTranslations } from './investors-translations.js';
import { newsTranslations } from './news-translations.js';
import { testimonialTranslations } from './testimonials-translations.js';

/** One language of an item: its translatable fields by their declared names. */
export type DemoLanguageText = {
  fields: Record<string, string>;
  /** 'transliterated': the title in Latin letters, the editor's other choice; a Devanagari slug otherwise. */
  slug?: 'transliterated';
  /** Saved, not published: the admin shows a draft waiting. */
  draft?: true;
};

export type DemoTranslation = { en: string; hi?: DemoLanguageText; mr?: DemoLanguageText };

export const demoTranslations: { [K in ListedKind]: readonly DemoTranslation[] } = {
  news: newsTranslations,
  blogs: blogTranslations,
  investors: investorTranslations,
  testimonials: testimonialTranslations,
};
