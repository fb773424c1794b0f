// POST /backend/admin/order/{kind}: one move, one request (issue 24).
import type { ContentWriteReply } from '@common/api-types';
import type { OrderKind } from '@common/ordering';
import { apiRequest } from '@/lib/api-client';

/** Where a moved item now stands: right after one item, or (at the top of what is shown) right before one. */
export type MoveTo = { afterId: number | null } | { beforeId: number | null };

export function saveMove(kind: OrderKind, id: number, to: MoveTo): Promise<ContentWriteReply> {
  const body = 'afterId' in to ? { id, after_id: to.afterId } : { id, before_id: to.beforeId };
  return apiRequest<ContentWriteReply>(`admin/order/${kind}`, { method: 'POST', body });
}
