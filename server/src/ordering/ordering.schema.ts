// What POST /backend/admin/order/{kind} accepts.
import { z } from 'zod';
import { ORDER_KINDS, orderingMessages } from '../../../common/ordering.js';
import { idSchema } from '../http/request-schemas.js';

export const orderKindSchema = z.enum(ORDER_KINDS, { error: orderingMessages.badKind });

const anchor = z.union([idSchema, z.null()]);

export const moveSchema = z
  .object({ id: idSchema, after_id: anchor.optional(), before_id: anchor.optional() })
  .refine((body) => (body.after_id === undefined) !== (body.before_id === undefined), { error: orderingMessages.oneAnchor })
  .transform((body) =>
    body.after_id !== undefined ? { id: body.id, afterId: body.after_id } : { id: body.id, beforeId: body.before_id ?? null },
  );
