// GET /backend/investors/investors_api.php?page= (SPEC §7).
import type { InvestorItem, Paged } from '../../../../../common/api-types';
import { publicErrorMessages } from '../../../../../common/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/use-load-more';

export async function getInvestorsPage(page: number, signal?: AbortSignal): Promise<Page<InvestorItem>> {
  try {
    const reply = await apiRequest<Paged<'investors', InvestorItem>>('investors/investors_api.php', { query: { page }, signal });
    return { items: reply.investors ?? [], totalPages: reply.total_pages ?? 0 };
  } catch (error) {
    if (error instanceof ApiError) throw new Error(publicErrorMessages.investorsFetch, { cause: error });
    throw error;
  }
}
