// GET /backend/investors/investors_api.php?page= (SPEC §7).
import type { InvestorItem, Paged } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { InitialState } from '@/lib/initial-data';
import type { Page } from '@/lib/use-load-more';

type InvestorsReply = Paged<'investors', InvestorItem>;

function toInvestorsPage(reply: InvestorsReply): Page<InvestorItem> {
  return { items: reply.investors ?? [], totalPages: reply.total_pages ?? 0 };
}

export async function getInvestorsPage(page: number, signal?: AbortSignal): Promise<Page<InvestorItem>> {
  try {
    return toInvestorsPage(await apiRequest<InvestorsReply>(backendPaths.investors, { query: { page }, signal }));
  } catch (error) {
    if (error instanceof ApiError) throw new Error(publicErrorMessages.investorsFetch, { cause: error });
    throw error;
  }
}

/** Page 1 of the list, from the server's render of the page. */
export const initialInvestorsPage: InitialState<Page<InvestorItem>> = (peek) => {
  const reply = peek<InvestorsReply>(backendPaths.investors, { page: 1 });
  return reply && toInvestorsPage(reply);
};
