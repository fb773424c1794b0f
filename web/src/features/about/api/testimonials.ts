// GET /backend/testimonials/testimonials_api.php?page= (SPEC §7); About groups them in pairs.
import type { Paged, TestimonialItem } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { apiRequest } from '@/lib/api-client';
import { useLoadMore, type Page } from '@/lib/use-load-more';

type TestimonialsReply = Paged<'testimonials', TestimonialItem>;

function toTestimonialsPage(reply: TestimonialsReply): Page<TestimonialItem> {
  return { items: reply.testimonials ?? [], totalPages: reply.total_pages ?? 0 };
}

export async function getTestimonialsPage(page: number, signal?: AbortSignal): Promise<Page<TestimonialItem>> {
  try {
    return toTestimonialsPage(await apiRequest<TestimonialsReply>(backendPaths.testimonials, { query: { page }, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    // SPEC §8: any failure reads 'Network response was not ok'.
    throw new Error(publicErrorMessages.testimonials, { cause: error });
  }
}

/** [a, b, c] → [[a, b], [c]] */
export function inPairs<T>(items: T[]): T[][] {
  const pairs: T[][] = [];
  for (let index = 0; index < items.length; index += 2) pairs.push(items.slice(index, index + 2));
  return pairs;
}

export const useTestimonials = () =>
  useLoadMore(getTestimonialsPage, (peek) => {
    const reply = peek<TestimonialsReply>(backendPaths.testimonials, { page: 1 });
    return reply && toTestimonialsPage(reply);
  });
