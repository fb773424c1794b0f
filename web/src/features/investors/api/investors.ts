// GET /backend/investors/investors_api.php?page= (SPEC §7).
import type { InvestorItem } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { pagedRead } from '@/lib/use-load-more';

/** The list: a page at a time, page 1 from the server's render of the page. */
export const investorsRead = pagedRead<'investors', InvestorItem>(backendPaths.investors, 'investors', {
  fetchFailed: publicErrorMessages.investorsFetch,
});
