// GET /backend/team/team_api.php?page= (issue 24): the team in the order staff set.
import { backendPaths } from '@common/backend-urls';
import { teamMessages, type TeamListReply, type TeamMember } from '@common/team';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { InitialState } from '@/lib/initial-data';
import type { Page } from '@/lib/use-load-more';

function toTeamPage(reply: TeamListReply): Page<TeamMember> {
  return { items: reply.team ?? [], totalPages: reply.total_pages ?? 0 };
}

export async function getTeamPage(page: number, signal?: AbortSignal): Promise<Page<TeamMember>> {
  try {
    return toTeamPage(await apiRequest<TeamListReply>(backendPaths.team, { query: { page }, signal }));
  } catch (error) {
    if (error instanceof ApiError) throw new Error(teamMessages.fetchFailed, { cause: error });
    throw error;
  }
}

/** Page 1 of the list, from the server's render of the page. */
export const initialTeamPage: InitialState<Page<TeamMember>> = (peek) => {
  const reply = peek<TeamListReply>(backendPaths.team, { page: 1 });
  return reply && toTeamPage(reply);
};
