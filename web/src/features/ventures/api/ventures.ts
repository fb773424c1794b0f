// The ventures calls of SPEC §7: the public list (get_venture.php?page=), one venture by slug
// (get_venture.php?slug=), and the details with gallery (ventures_details_api.php?id=).
import type { Paged, VentureDetails, VenturePublic, VenturePublicReply } from '../../../../../common/api-types';
import { PUBLIC_VENTURES_MAX } from '../../../../../common/constants';
import { publicErrorMessages } from '../../../../../common/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';

/** A lookup that found nothing: the page shows the not-found view. */
export class NotFoundError extends Error {}

export async function getPublicVentures(signal?: AbortSignal): Promise<VenturePublic[]> {
  try {
    const reply = await apiRequest<Paged<'ventures', VenturePublic> | VenturePublic[]>('ventures/get_venture.php', { query: { page: 1 }, signal });
    const list = Array.isArray(reply) ? reply : (reply.ventures ?? []);
    return list.slice(0, PUBLIC_VENTURES_MAX);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(publicErrorMessages.venturesFetch, { cause: error });
  }
}

export async function getVentureBySlug(slug: string, signal?: AbortSignal): Promise<VenturePublic> {
  try {
    const reply = await apiRequest<VenturePublicReply>('ventures/get_venture.php', { query: { slug }, signal });
    if (!reply?.venture) throw new NotFoundError(publicErrorMessages.noVenture);
    return reply.venture;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new NotFoundError(publicErrorMessages.ventureNotFound);
    if (error instanceof NotFoundError || signal?.aborted) throw error;
    throw new Error(publicErrorMessages.venturesFetch, { cause: error });
  }
}

export async function getVentureDetails(id: string, signal?: AbortSignal): Promise<VentureDetails> {
  if (!/^[1-9]\d*$/.test(id)) throw new NotFoundError(publicErrorMessages.ventureNotFound);
  try {
    const reply = await apiRequest<VentureDetails>('ventures/ventures_details_api.php', { query: { id }, signal });
    if (!reply?.venture) throw new NotFoundError(publicErrorMessages.ventureNotFound);
    return reply;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new NotFoundError(publicErrorMessages.ventureNotFound);
    if (error instanceof NotFoundError || signal?.aborted) throw error;
    throw new Error(publicErrorMessages.ventureDetails, { cause: error });
  }
}

export const usePublicVentures = () => useAsync((signal) => getPublicVentures(signal), []);
export const useVenture = (slug: string) => useAsync((signal) => getVentureBySlug(slug, signal), [slug]);
export const useVentureDetails = (id: string) => useAsync((signal) => getVentureDetails(id, signal), [id]);
