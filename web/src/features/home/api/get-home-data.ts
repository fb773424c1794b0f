// Home's data: news page 1 (SPEC §7 "Home uses page=1") and, only when news exists, the first
// page of ventures for the two venture cards (as summaries: the cards show no more). A failed
// ventures call just leaves them out.
import type { NewsItem, Paged, VentureSummary } from '@common/api-types';
import { backendPaths, ventureSummariesQuery } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { Peek } from '@/lib/initial-data';
import { useAsync } from '@/lib/use-async';

export type HomeData = { news: NewsItem[]; ventures: VentureSummary[] | null };

type NewsReply = Paged<'news', NewsItem>;
type VenturesReply = Paged<'ventures', VentureSummary> | VentureSummary[];

const toHomeNews = (reply: NewsReply): NewsItem[] => reply.news ?? [];
const toHomeVentures = (reply: VenturesReply): VentureSummary[] | null => (Array.isArray(reply) ? reply : (reply.ventures ?? null));

export async function getHomeNews(signal?: AbortSignal): Promise<NewsItem[]> {
  try {
    return toHomeNews(await apiRequest<NewsReply>(backendPaths.news, { query: { page: 1 }, signal }));
  } catch (error) {
    // SPEC §7: a non-ok status raises 'Failed to fetch news data'.
    if (error instanceof ApiError) throw new Error(publicErrorMessages.newsDataFetch, { cause: error });
    throw error;
  }
}

export async function getHomeVentures(signal?: AbortSignal): Promise<VentureSummary[] | null> {
  try {
    return toHomeVentures(await apiRequest<VenturesReply>(backendPaths.ventures, { query: ventureSummariesQuery, signal }));
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

/** Home's data from the server's render of the page: both replies, or news alone when it is empty. */
function initialHomeData(peek: Peek): HomeData | undefined {
  const newsReply = peek<NewsReply>(backendPaths.news, { page: 1 });
  if (!newsReply) return undefined;
  const news = toHomeNews(newsReply);
  if (news.length === 0) return { news, ventures: null };
  const venturesReply = peek<VenturesReply>(backendPaths.ventures, ventureSummariesQuery);
  return venturesReply && { news, ventures: toHomeVentures(venturesReply) };
}

export function useHomeData() {
  return useAsync((signal) => getHomeData(signal), [], initialHomeData);
}
