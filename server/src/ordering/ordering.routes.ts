// POST /backend/admin/order/{kind}: one move of one item in an ordered list (issue 24).
import type { Router } from 'express';
import { orderingMessages } from '../../../common/ordering.js';
import { bodyFields } from '../http/request-body.js';
import type { ContentRouteDeps } from '../media/file-lifecycle.js';
import { writeReply } from '../http/request-schemas.js';
import { editorOf } from '../http/request-editor.js';
import { backendRouter } from '../http/backend-router.js';
import { requireAdmin } from '../http/require-admin.js';
import { moveSchema, orderKindSchema } from './ordering.schema.js';
import { moveItem } from './ordering.service.js';
import { changesKindShowingList } from '../http/public-effect.js';

export const orderPath = '/admin/order/:kind';

export function orderingRoutes(deps: ContentRouteDeps): Router {
  const router = backendRouter();
  router.post(orderPath, requireAdmin(deps, 'write'), changesKindShowingList('kind'), async (req, res) => {
    const kind = orderKindSchema.parse(req.params.kind);
    const move = moveSchema.parse(bodyFields(req));
    await moveItem(deps, kind, move, editorOf(req));
    res.json(writeReply(orderingMessages.saved, move.id));
  });
  return router;
}
