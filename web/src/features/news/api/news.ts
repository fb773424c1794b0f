// News calls (SPEC §7): the paged list and one item by slug ({ news: item }, or 404).
import type { NewsItem } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { hasNulCharacter } from '@common/nul-character';
import { ApiError } from '@/lib/api-client';
import { articleIn, itemRead } from '@/lib/item-read';
import { pagedRead } from '@/lib/use-load-more';

export class NewsNotFoundError extends Error {}

const newsNotFound = () => new NewsNotFoundError(publicErrorMessages.newsNotFound);

/** The list: a page at a time, page 1 from the server's render of the page. */
export const newsRead = pagedRead<'news', NewsItem>(backendPaths.news, 'news', {
  fetchFailed: publicErrorMessages.newsFetch,
  toPage: (reply) => {
    if (!Array.isArray(reply?.news)) throw new Error(publicErrorMessages.newsInvalid);
    return { items: reply.news, totalPages: reply.total_pages };
  },
});

/** One item by slug; a slug no item can have (NUL, which the server refuses) is not found. */
export const { useItem: useNewsItem } = itemRead({
  path: backendPaths.news,
  query: (slug) => (!slug ? new NewsNotFoundError(publicErrorMessages.noNews) : hasNulCharacter(slug) ? newsNotFound() : { slug }),
  toItem: articleIn<'news', NewsItem>('news', publicErrorMessages.newsInvalid),
  notFound: newsNotFound,
  noun: 'news item',
  failure: (error) => (error instanceof ApiError ? new Error(publicErrorMessages.newsFetch, { cause: error }) : error),
});
