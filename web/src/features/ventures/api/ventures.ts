// The ventures calls of SPEC §7: the public list (get_venture.php?page=, as summaries: the grid
// shows each venture's logo and title only), one venture by slug (get_venture.php?slug=), and the
// details with gallery (ventures_details_api.php?id=).
import type { Paged, VentureDetails, VenturePublic, VenturePublicReply, VentureSummary } from '@common/api-types';
import { backendPaths, ventureSummariesQuery } from '@common/backend-urls';
import { PUBLIC_VENTURES_MAX } from '@common/constants';
import { publicErrorMessages } from '@common/messages';
import { hasNulCharacter } from '@common/nul-character';
import { isRecordId } from '@common/record-id';
import { ApiError, apiRequest } from '@/lib/api-client';
import { initialItem } from '@/lib/initial-data';
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

export async function getVentureBySlug(slug: string, signal?: AbortSignal): Promise<VenturePublic> {
  if (hasNulCharacter(slug)) throw ventureNotFound();
  try {
    return toVenture(await apiRequest<VenturePublicReply>(backendPaths.ventures, { query: { slug }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw ventureNotFound();
    if (error instanceof NotFoundError || signal?.aborted) throw error;
    throw new Error(publicErrorMessages.venturesFetch, { cause: error });
  }
}

export async function getVentureDetails(id: string, signal?: AbortSignal): Promise<VentureDetails> {
  if (!isRecordId(id)) throw ventureNotFound();
  try {
    return toVentureDetails(await apiRequest<VentureDetails>(backendPaths.ventureDetails, { query: { id }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw ventureNotFound();
    if (error instanceof NotFoundError || signal?.aborted) throw error;
    throw new Error(publicErrorMessages.ventureDetails, { cause: error });
  }
}

// The third argument: the state from the server's render of the page, when it was rendered with the reply
// (or that the server's read found nothing: the page then starts with its not-found view).
export const usePublicVentures = () =>
  useAsync((signal) => getPublicVentures(signal), [], (peek) => {
    const reply = peek<VenturesReply>(backendPaths.ventures, ventureSummariesQuery);
    return reply && toPublicVentures(reply);
  });

export const useVenture = (slug: string) =>
  useAsync(
    (signal) => getVentureBySlug(slug, signal),
    [slug],
    // A slug no venture can have (NUL, which the server refuses) is not found from the first render.
    hasNulCharacter(slug) ? ventureNotFound : initialItem(backendPaths.ventures, { slug }, toVenture, ventureNotFound),
  );

// An id that cannot exist is not found from the first render (the server's too), with no request.
export const useVentureDetails = (id: string) =>
  useAsync(
    (signal) => getVentureDetails(id, signal),
    [id],
    isRecordId(id) ? initialItem(backendPaths.ventureDetails, { id }, toVentureDetails, ventureNotFound) : ventureNotFound,
  );
