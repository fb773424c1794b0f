// The ventures calls of SPEC §7: the public list (get_venture.php?page=, as summaries: the grid
// shows each venture's logo and title only), one venture by slug (get_venture.php?slug=), and the
// details with gallery (ventures_details_api.php?id=).
import type { Paged, VentureDetails, VenturePublic, VenturePublicReply, VentureSummary } from '@common/api-types';
import { backendPaths, ventureSummariesQuery } from '@common/backend-urls';
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

function toPublicVentures(reply: VenturesReply): VentureSummary[] {
  const list = Array.isArray(reply) ? reply : (reply.ventures ?? []);
  return list.slice(0, PUBLIC_VENTURES_MAX);
}

function toVenture(reply: VenturePublicReply): VenturePublic {
  if (!reply?.venture) throw new NotFoundError(publicErrorMessages.noVenture);
  return reply.venture;
}

function toVentureDetails(reply: VentureDetails): VentureDetails {
  if (!reply?.venture) throw ventureNotFound();
  return reply;
}

export async function getPublicVentures(signal?: AbortSignal): Promise<VentureSummary[]> {
  try {
    return toPublicVentures(await apiRequest<VenturesReply>(backendPaths.ventures, { query: ventureSummariesQuery, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(publicErrorMessages.venturesFetch, { cause: error });
  }
}

// The third argument: the state from the server's render of the page, when it was rendered with the reply.
export const usePublicVentures = () =>
  useAsync((signal) => getPublicVentures(signal), [], (peek) => {
    const reply = peek<VenturesReply>(backendPaths.ventures, ventureSummariesQuery);
    return reply && toPublicVentures(reply);
  });

/** One venture by slug; a slug no venture can have (NUL, which the server refuses) is not found. */
export const { useItem: useVenture } = itemRead({
  path: backendPaths.ventures,
  query: (slug) => (hasNulCharacter(slug) ? ventureNotFound() : { slug }),
  toItem: toVenture,
  notFound: ventureNotFound,
  failure: (error, signal) => (error instanceof NotFoundError || signal?.aborted ? error : new Error(publicErrorMessages.venturesFetch, { cause: error })),
});

/** A venture's details by id; an id that cannot exist is not found (the server's render too). */
export const { useItem: useVentureDetails } = itemRead({
  path: backendPaths.ventureDetails,
  query: (id) => (isRecordId(id) ? { id } : ventureNotFound()),
  toItem: toVentureDetails,
  notFound: ventureNotFound,
  failure: (error, signal) => (error instanceof NotFoundError || signal?.aborted ? error : new Error(publicErrorMessages.ventureDetails, { cause: error })),
});
