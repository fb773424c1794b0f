// GET /backend/testimonials/testimonials_api.php?page= (SPEC §7); About groups them in pairs.
import type { TestimonialItem } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { pagedRead, useLoadMore } from '@/lib/use-load-more';

const testimonialsRead = pagedRead<'testimonials', TestimonialItem>(backendPaths.testimonials, 'testimonials', {
  // SPEC §8: any failure reads 'Network response was not ok'.
  fetchFailed: publicErrorMessages.testimonials,
  everyFailure: true,
});

/** [a, b, c] → [[a, b], [c]] */
export function inPairs<T>(items: T[]): T[][] {
  const pairs: T[][] = [];
  for (let index = 0; index < items.length; index += 2) pairs.push(items.slice(index, index + 2));
  return pairs;
}

export const useTestimonials = () => useLoadMore(testimonialsRead.getPage, testimonialsRead.initialPage);
