// Home's data: news page 1 (SPEC §7 "Home uses page=1") and, only when news exists, the first
// page of ventures for the two venture cards. A failed ventures call just leaves them out.
import type { NewsItem, Paged, VenturePublic } from '../../../../../common/api-types';
import { publicErrorMessages } from '../../../../../common/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';

export type HomeData = { news: NewsItem[]; ventures: VenturePublic[] | null };

export async function getHomeNews(signal?: AbortSignal): Promise<NewsItem[]> {
  try {
    const reply = await apiRequest<Paged<'news', NewsItem>>('news/news_api.php', { query: { page: 1 }, signal });
    return reply.news ?? [];
  } catch (error) {
    // SPEC §7: a non-ok status raises 'Failed to fetch news data'.
    if (error instanceof ApiError) throw new Error(publicErrorMessages.newsDataFetch, { cause: error });
    throw error;
  }
}

export async function getHomeVentures(signal?: AbortSignal): Promise<VenturePublic[] | null> {
  try {
    const reply = await apiRequest<Paged<'ventures', VenturePublic> | VenturePublic[]>('ventures/get_venture.php', { query: { page: 1 }, signal });
    return Array.isArray(reply) ? reply : (reply.ventures ?? null);
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export async function getHomeData(signal?: AbortSignal): Promise<HomeData> {
  const news = await getHomeNews(signal);
  const ventures = news.length > 0 ? await getHomeVentures(signal) : null;
  return { news, ventures };
}

export function useHomeData() {
  return useAsync((signal) => getHomeData(signal), []);
}
