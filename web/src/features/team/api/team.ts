// GET /backend/team/team_api.php?page= (issue 24): the team in the order staff set.
import { backendPaths } from '@common/backend-urls';
import { teamMessages, type TeamMember } from '@common/team';
import { pagedRead } from '@/lib/use-load-more';

/** The list: a page at a time, page 1 from the server's render of the page. */
export const teamRead = pagedRead<'team', TeamMember>(backendPaths.team, 'team', {
  fetchFailed: teamMessages.fetchFailed,
});
