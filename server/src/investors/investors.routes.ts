// /backend/investors/investors_api.php: the public investor list and the admin writes (SPEC §7).
import { Router } from 'express';
import { IMAGE_LIMIT_600KB } from '../../../common/constants.js';
import { successMessages, validationMessages } from '../../../common/messages.js';
import { bodyFields, uploadedImage, type ContentRouteDeps } from '../content/content-requests.js';
import { contentListQueryDescriptions, deleteBodySchema, writeReply, writeReplySchema } from '../content/content.schema.js';
import {
  createContent,
  deleteContentItem,
  listContentPage,
  updateContentItem,
} from '../content/content.service.js';
import { ValidationError } from '../http/errors.js';
import { parseImageUpload } from '../http/image-upload.js';
import { requireAdmin } from '../http/require-admin.js';
import {
  adminOnly,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
  multipartRequestBody,
  queryParameters,
  type OpenApiPaths,
} from '../openapi/openapi-document.js';
import { investorsListReplySchema, investorsQuerySchema, investorsWriteSchema } from './investors.schema.js';
import { investorKind } from './investors.service.js';

const path = '/investors/investors_api.php';
const imageRules = [
  { field: 'investor_image', maxBytes: IMAGE_LIMIT_600KB, tooLargeMessage: validationMessages.imageTooLarge600KB },
];

export function investorsRoutes(deps: ContentRouteDeps): Router {
  const router = Router();
  const admin = requireAdmin(deps.config.sessionMaxAgeMs);

  router.get(path, async (req, res) => {
    const query = investorsQuerySchema.parse(req.query);
    const { items, totalPages } = await listContentPage(deps.db, investorKind, query.page ?? null, { sort: query.sort, q: query.q });
    res.json({ investors: items, total_pages: totalPages });
  });

  router.post(path, admin, parseImageUpload(imageRules), async (req, res) => {
    const input = investorsWriteSchema.parse(bodyFields(req));
    const image = uploadedImage(req, 'investor_image');
    const write = { fields: { investor_name: input.investor_name }, slugSource: input.investor_name, image };
    if (input.type === 'insert') {
      if (!image) throw new ValidationError(validationMessages.allFieldsRequired);
      res.json(writeReply(successMessages.investorAdded, await createContent(deps, investorKind, write)));
    } else {
      res.json(writeReply(successMessages.investorUpdated, await updateContentItem(deps, investorKind, input.id, write)));
    }
  });

  router.delete(path, admin, async (req, res) => {
    const { id } = deleteBodySchema.parse(bodyFields(req));
    await deleteContentItem(deps, investorKind, id);
    res.json(writeReply(successMessages.investorDeleted, id));
  });

  return router;
}

export const investorsOpenApi: OpenApiPaths = {
  [path]: {
    get: {
      summary: 'Investors, newest first: a page, or every investor without a page',
      tags: ['investors'],
      parameters: queryParameters(investorsQuerySchema, { page: 'From 1', ...contentListQueryDescriptions }),
      responses: { 200: jsonResponse('A page of investors', investorsListReplySchema), ...errorResponses(400) },
    },
    post: {
      summary:
        'Add (type insert: investor_name, investor_image) or update (type update: id, investor_name, optional investor_image) an investor',
      tags: ['investors'],
      ...adminOnly,
      requestBody: multipartRequestBody(investorsWriteSchema, ['investor_image']),
      responses: { 200: jsonResponse('Saved', writeReplySchema), ...errorResponses(400, 401, 404, 413) },
    },
    delete: {
      summary: 'Delete an investor and its image',
      tags: ['investors'],
      ...adminOnly,
      requestBody: jsonRequestBody(deleteBodySchema),
      responses: { 200: jsonResponse('Deleted', writeReplySchema), ...errorResponses(400, 401, 404) },
    },
  },
};
