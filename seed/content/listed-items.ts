// The demo items of every listed kind (common/content-kinds.ts LISTED_KINDS), the one place that
// names them: which content file each kind's items come from, the add form's fields and the
// picture made from each, and how long before the seed it was added (news and blogs on their own
// days, investors and testimonials a minute apart in file order, the first the newest).
import type { ListedKind } from '../../common/content-kinds.js';
import { coverSvg, portraitSvg } from '../artwork/editorial-artwork.js';
import { blogs } from './blogs.js';
import { investors } from './investors.js';
import { news } from './news.js';
import { testimonials } from './testimonials.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type ListedDemoItem = {
  /** How long before the seed's time it was added. */
  ageMs: number;
  /** The add form's fields, by their declared names, as the form sends them (text) for an item added at `addedAt`. */
  fields(addedAt: Date): Record<string, string>;
  /** Its picture, as SVG (rendered to a JPEG, the upload the form would send). */
  artwork(): string;
};

/** Every listed kind has its items here: a kind declared without them does not compile. */
export const listedDemoItems: { [K in ListedKind]: readonly ListedDemoItem[] } = {
  news: news.map((item, index) => ({
    ageMs: item.daysAgo * DAY_MS,
    // The year shown with an item is the year it was added.
    fields: (addedAt) => ({ title: item.title, content: item.content, year: String(addedAt.getUTCFullYear()) }),
    artwork: () => coverSvg('News', item.title, index),
  })),
  blogs: blogs.map((item, index) => ({
    ageMs: item.daysAgo * DAY_MS,
    fields: () => ({ title: item.title, content: item.content }),
    artwork: () => coverSvg('Blog', item.title, index + 3),
  })),
  investors: investors.map((investor, index) => ({
    ageMs: index * MINUTE_MS,
    fields: () => ({ investor_name: investor.name }),
    artwork: () => portraitSvg(investor.name, investor.kind, 600, index),
  })),
  testimonials: testimonials.map((testimonial, index) => ({
    ageMs: index * MINUTE_MS,
    fields: () => ({ name: testimonial.name, position: testimonial.position, stars: String(testimonial.stars), review: testimonial.review }),
    artwork: () => portraitSvg(testimonial.name, 'person', 400, index + 2),
  })),
};
