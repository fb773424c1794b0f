// The ventures calls of SPEC §7: the public list (get_venture.php?page=, as summaries: the grid
// shows each venture's logo and title only, page 1's, at most 17; the later pages' are named under
// it), one venture by slug (get_venture.php?slug=), and the details with gallery
// (ventures_details_api.php?id=).
import type { Paged, VentureDetails, VenturePublic, VenturePublicReply, VentureSummary } from '@common/api-types';
import { backendPaths, moreVentureSummariesQuery, ventureSummariesQuery } from '@common/backend-urls';
import { PUBLIC_VENTURES_MAX } from '@common/constants';
import { publicErrorMessages } from '@common/messages';
import { hasNulCharacter } from '@common/nul-character';
import { isRecordId } from '@common/record-id';
import { apiRequest } from '@/lib/api-client';
import { itemRead } from '@/lib/item-read';
import { useAsync } from '@/lib/use-async';

/** A lookup that found nothing: the page shows the not-found view. */
export class NotFoundError extends Error {}

const ventureNotFound = () => new NotFoundError(publicErrorMessages.ventureNotFound);

type VenturesReply = Paged<'ventures', VentureSummary> | VentureSummary[];

/** The grid's ventures (SPEC §2: at most 17) and the group's others, which the page names under it. */
export type PublicVentures = { shown: VentureSummary[]; more: VentureSummary[] };

const listOf = (reply: VenturesReply) => (Array.isArray(reply) ? reply : (reply.ventures ?? []));
/** An array reply (SPEC §7 allows one) is the whole list. */
const pagesOf = (reply: VenturesReply) => (Array.isArray(reply) ? 1 : reply.total_pages || 1);

function toPublicVentures(first: VenturesReply, later: VenturesReply[]): PublicVentures {
  const list = listOf(first);
  return { shown: list.slice(0, PUBLIC_VENTURES_MAX), more: [...list.slice(PUBLIC_VENTURES_MAX), ...later.flatMap(listOf)] };
}

const summariesPage = (page: number) => (page === 2 ? moreVentureSummariesQuery : { ...ventureSummariesQuery, page });

function toVenture(reply: VenturePublicReply): VenturePublic {
  if (!reply?.venture) throw new NotFoundError(publicErrorMessages.noVenture);
  return reply.venture;
}

function toVentureDetails(reply: VentureDetails): VentureDetails {
  if (!reply?.venture) throw ventureNotFound();
  return reply;
}

export async function getPublicVentures(signal?: AbortSignal): Promise<PublicVentures> {
  const read = (page: number) => apiRequest<VenturesReply>(backendPaths.ventures, { query: summariesPage(page), signal });
  try {
    const first = await read(1);
    const later = Array.from({ length: pagesOf(first) - 1 }, (_, index) => read(index + 2));
    return toPublicVentures(first, await Promise.all(later));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(publicErrorMessages.venturesFetch, { cause: error });
  }
}

// The third argument: the state from the server's render of the page, when it was rendered with the reply.
export const usePublicVentures = () =>
  useAsync((signal) => getPublicVentures(signal), [], (peek) => {
    const first = peek<VenturesReply>(backendPaths.ventures, ventureSummariesQuery);
    if (!first) return undefined;
    if (pagesOf(first) === 1) return toPublicVentures(first, []);
    // The server reads page 2 with page 1; a list longer than that is fetched whole.
    const second = pagesOf(first) === 2 ? peek<VenturesReply>(backendPaths.ventures, moreVentureSummariesQuery) : undefined;
    return second && toPublicVentures(first, [second]);
  });

/** One venture by slug; a slug no venture can have (NUL, which the server refuses) is not found. */
export const { useItem: useVenture } = itemRead({
  path: backendPaths.ventures,
  query: (slug) => (hasNulCharacter(slug) ? ventureNotFound() : { slug }),
  toItem: toVenture,
  notFound: ventureNotFound,
  noun: 'venture',
  failure: (error, signal) => (error instanceof NotFoundError || signal?.aborted ? error : new Error(publicErrorMessages.venturesFetch, { cause: error })),
});

/** A venture's details by id; an id that cannot exist is not found (the server's render too). */
export const { useItem: useVentureDetails } = itemRead({
  path: backendPaths.ventureDetails,
  query: (id) => (isRecordId(id) ? { id } : ventureNotFound()),
  toItem: toVentureDetails,
  notFound: ventureNotFound,
  noun: 'venture',
  failure: (error, signal) => (error instanceof NotFoundError || signal?.aborted ? error : new Error(publicErrorMessages.ventureDetails, { cause: error })),
});
