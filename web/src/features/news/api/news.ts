// News calls (SPEC §7): the paged list and one item by slug ({ news: item }, or 404).
import type { NewsItem } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { hasNulCharacter } from '@common/nul-character';
import { ApiError, apiRequest } from '@/lib/api-client';
import { initialItem } from '@/lib/initial-data';
import { pagedRead } from '@/lib/use-load-more';
import { useAsync } from '@/lib/use-async';

export class NewsNotFoundError extends Error {}

const newsNotFound = () => new NewsNotFoundError(publicErrorMessages.newsNotFound);

function toNewsItem(reply: { news: NewsItem }): NewsItem {
  const item = reply?.news;
  if (!item || typeof item !== 'object' || typeof item.content !== 'string') throw new Error(publicErrorMessages.newsInvalid);
  return item;
}

/** The list: a page at a time, page 1 from the server's render of the page. */
export const newsRead = pagedRead<'news', NewsItem>(backendPaths.news, 'news', {
  fetchFailed: publicErrorMessages.newsFetch,
  toPage: (reply) => {
    if (!Array.isArray(reply?.news)) throw new Error(publicErrorMessages.newsInvalid);
    return { items: reply.news, totalPages: reply.total_pages };
  },
});

export async function getNewsBySlug(slug: string, signal?: AbortSignal): Promise<NewsItem> {
  if (!slug) throw new NewsNotFoundError(publicErrorMessages.noNews);
  if (hasNulCharacter(slug)) throw newsNotFound();
  try {
    return toNewsItem(await apiRequest<{ news: NewsItem }>(backendPaths.news, { query: { slug }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw newsNotFound();
    if (error instanceof ApiError) throw new Error(publicErrorMessages.newsFetch, { cause: error });
    throw error;
  }
}

export const useNewsItem = (slug: string) =>
  useAsync(
    (signal) => getNewsBySlug(slug, signal),
    [slug],
    // A slug no item can have (NUL, which the server refuses) is not found from the first render.
    hasNulCharacter(slug) ? newsNotFound : initialItem(backendPaths.news, { slug }, toNewsItem, newsNotFound),
  );
