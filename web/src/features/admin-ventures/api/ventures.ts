// The ventures admin calls (SPEC §7 "Venture writes"): the paged list, one venture's details, add
// and edit as multipart, and delete of a venture or of one of its rows. Reads go through
// /backend/admin/items/ventures, which has drafts and scheduled ventures too (issue 22).
import type { Paged, VentureAddReply, VentureAdmin, VentureDeleteReply, VentureDeleteType, VentureDetails, VentureEditReply } from '@common/api-types';
import type { EditorialFields, ItemStatus } from '@common/editorial';
import type { VentureListSort } from '@common/list-query';
import { adminErrorMessages, successMessages } from '@common/messages';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { StatusCounts } from '@/admin-shared/item-state';
import { type ChangedSince, changedSinceIn } from '@/admin-shared/changed-since';
import type { PageOf } from '@/admin-shared/use-paged-list';

export type AdminVenture = VentureAdmin & Partial<EditorialFields>;
export type AdminVentureDetails = Omit<VentureDetails, 'venture'> & { venture: AdminVenture & { updated_at?: string } };

/** A page of the admin list, and how many ventures each state has; the sort is always named. */
export async function fetchVenturesPage(
  page: number,
  options: { sort: VentureListSort; q?: string; status?: ItemStatus | null; missing?: string | null },
  signal?: AbortSignal,
): Promise<PageOf<AdminVenture> & { counts: StatusCounts | null }> {
  const reply = await apiRequest<Paged<'ventures', AdminVenture> & { counts?: StatusCounts }>('admin/items/ventures', {
    query: { page, sort: options.sort, q: options.q || undefined, status: options.status ?? undefined, missing: options.missing ?? undefined },
    signal,
  });
  return { items: reply.ventures ?? [], totalPages: Number(reply.total_pages) || 0, counts: reply.counts ?? null };
}

export function fetchVentureDetails(id: number): Promise<AdminVentureDetails> {
  return apiRequest<AdminVentureDetails>(`admin/items/ventures/${id}`);
}

export function deleteVenturePart(type: VentureDeleteType, id: number): Promise<VentureDeleteReply> {
  return apiRequest<VentureDeleteReply>('ventures/delete_venture_api.php', { method: 'POST', body: { type, id } });
}

/** What a save came to: ok with an optional warning (oversize gallery files left out), or the text to show. */
/** `id`: the venture added (an edit knows its own). */
/** `changed`: the edit was refused because the venture was saved since the form read it. */
export type VentureSaveOutcome = { ok: true; id?: number; warning?: string } | { ok: false; error: string; changed?: ChangedSince };

/**
 * POST add_venture_api.php. SPEC §8: success is the exact text 'Venture added successfully!';
 * otherwise the server's message, 'An unknown error occurred.' for a reply without one, 'Failed
 * to parse server response.' for a reply that is not JSON, and the generic text for a network failure.
 */
export async function addVenture(form: FormData): Promise<VentureSaveOutcome> {
  let reply: Partial<VentureAddReply> & { error?: string };
  try {
    reply = (await apiRequest<VentureAddReply | undefined>('ventures/add_venture_api.php', { method: 'POST', body: form })) ?? {};
    if (reply.message === undefined && reply.status === undefined) return { ok: false, error: adminErrorMessages.ventureAddParse };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, error: adminErrorMessages.generic };
    if (error.body === undefined) return { ok: false, error: adminErrorMessages.ventureAddParse };
    reply = error.body as typeof reply;
  }
  if (reply.message === successMessages.ventureAddedServer) return { ok: true, id: reply.id, warning: reply.warning };
  return { ok: false, error: reply.message ?? reply.error ?? adminErrorMessages.ventureAddUnknown };
}

/** POST edit_venture_api.php: success is status 'success'; else the server's error or SPEC §8's text. */
export async function editVenture(form: FormData): Promise<VentureSaveOutcome> {
  try {
    const reply = await apiRequest<VentureEditReply | undefined>('ventures/edit_venture_api.php', { method: 'POST', body: form });
    if (reply?.status === 'success') return { ok: true, warning: reply.warning };
    return { ok: false, error: (reply && 'error' in reply && reply.error) || adminErrorMessages.ventureUpdate };
  } catch (error) {
    const changed = changedSinceIn(error);
    if (changed) return { ok: false, error: changed.message, changed };
    const body = error instanceof ApiError ? (error.body as { error?: unknown } | undefined) : undefined;
    return { ok: false, error: typeof body?.error === 'string' && body.error ? body.error : adminErrorMessages.ventureUpdate };
  }
}
