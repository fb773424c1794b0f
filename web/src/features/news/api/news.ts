// News calls (SPEC §7): the paged list and one item by slug ({ news: item }, or 404).
import type { NewsItem, Paged } from '../../../../../common/api-types';
import { publicErrorMessages } from '../../../../../common/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';
import type { Page } from '../../../lib/use-load-more';

export class NewsNotFoundError extends Error {}

export async function getNewsPage(page: number, signal?: AbortSignal): Promise<Page<NewsItem>> {
  try {
    const reply = await apiRequest<Paged<'news', NewsItem>>('news/news_api.php', { query: { page }, signal });
    if (!Array.isArray(reply?.news)) throw new Error(publicErrorMessages.newsInvalid);
    return { items: reply.news, totalPages: reply.total_pages };
  } catch (error) {
    if (error instanceof ApiError) throw new Error(publicErrorMessages.newsFetch, { cause: error });
    throw error;
  }
}

export async function getNewsBySlug(slug: string, signal?: AbortSignal): Promise<NewsItem> {
  if (!slug) throw new NewsNotFoundError(publicErrorMessages.noNews);
  try {
    const reply = await apiRequest<{ news: NewsItem }>('news/news_api.php', { query: { slug }, signal });
    const item = reply?.news;
    if (!item || typeof item !== 'object' || typeof item.content !== 'string') throw new Error(publicErrorMessages.newsInvalid);
    return item;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new NewsNotFoundError(publicErrorMessages.newsNotFound);
    if (error instanceof ApiError) throw new Error(publicErrorMessages.newsFetch, { cause: error });
    throw error;
  }
}

export const useNewsItem = (slug: string) => useAsync((signal) => getNewsBySlug(slug, signal), [slug]);
