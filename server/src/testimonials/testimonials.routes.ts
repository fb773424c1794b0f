// /backend/testimonials/testimonials_api.php: the public testimonial list and the admin writes (SPEC §7).
import { Router, type RequestHandler } from 'express';
import { IMAGE_LIMIT_1MB, IMAGE_LIMIT_600KB } from '../../../common/constants.js';
import { contentMessages, successMessages, validationMessages } from '../../../common/messages.js';
import { bodyFields, uploadedImage, type ContentRouteDeps } from '../content/content-requests.js';
import { contentListQueryDescriptions, deleteBodySchema, writeReply, writeReplySchema } from '../content/content.schema.js';
import {
  createContent,
  deleteContentItem,
  listContentPage,
  updateContentItem,
} from '../content/content.service.js';
import { PayloadTooLargeError } from '../http/errors.js';
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
import { testimonialsListReplySchema, testimonialsQuerySchema, testimonialsWriteSchema } from './testimonials.schema.js';
import { testimonialKind } from './testimonials.service.js';

const path = '/testimonials/testimonials_api.php';

export function testimonialsRoutes(deps: ContentRouteDeps): Router {
  const router = Router();
  const admin = requireAdmin(deps.config.sessionMaxAgeMs);

  router.get(path, async (req, res) => {
    const query = testimonialsQuerySchema.parse(req.query);
    const { items, totalPages } = await listContentPage(deps.db, testimonialKind, query.page ?? null, { sort: query.sort, q: query.q });
    res.json({ testimonials: items, total_pages: totalPages });
  });

  router.post(path, admin, parseTestimonialImage(), async (req, res) => {
    const input = testimonialsWriteSchema.parse(bodyFields(req));
    const { name, position, stars, review } = input;
    // Optional on both: SPEC §5 says the add form does not mark the image required.
    const write = { fields: { name, position, stars, review }, slugSource: name, image: uploadedImage(req, 'image') };
    if (input.type === 'insert') {
      res.json(writeReply(successMessages.testimonialAdded, await createContent(deps, testimonialKind, write)));
    } else {
      res.json(writeReply(contentMessages.testimonialUpdated, await updateContentItem(deps, testimonialKind, input.id, write)));
    }
  });

  router.delete(path, admin, async (req, res) => {
    const { id } = deleteBodySchema.parse(bodyFields(req));
    await deleteContentItem(deps, testimonialKind, id);
    res.json(writeReply(successMessages.testimonialDeleted, id));
  });

  return router;
}

/**
 * SPEC §5: 1 MB with 'Image file size exceeds 1 MB limit.' on add, 600 KB with 'Image file size
 * exceeds 600KB limit.' on edit. The limit depends on `type`, a text field that may come before or
 * after the file, so the body is read with the larger limit and the edit limit applied afterwards.
 * (A file over 1 MB sent before `type` on an edit stops the parse early and gets the 1 MB text.)
 */
function parseTestimonialImage(): RequestHandler {
  const parse = parseImageUpload([
    { field: 'image', maxBytes: IMAGE_LIMIT_1MB, tooLargeMessage: validationMessages.imageTooLarge1MB },
  ]);
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      const isUpdate = (req.body as { type?: unknown } | undefined)?.type === 'update';
      const tooLarge = error instanceof PayloadTooLargeError && error.message === validationMessages.imageTooLarge1MB;
      const overEditLimit = !error && (uploadedImage(req, 'image')?.bytes.length ?? 0) > IMAGE_LIMIT_600KB;
      if (isUpdate && (tooLarge || overEditLimit)) {
        next(new PayloadTooLargeError(validationMessages.testimonialEditImageTooLarge));
        return;
      }
      next(error);
    });
  };
}

export const testimonialsOpenApi: OpenApiPaths = {
  [path]: {
    get: {
      summary: 'Testimonials, newest first: a page, or every testimonial without a page',
      tags: ['testimonials'],
      parameters: queryParameters(testimonialsQuerySchema, { page: 'From 1', ...contentListQueryDescriptions }),
      responses: { 200: jsonResponse('A page of testimonials', testimonialsListReplySchema), ...errorResponses(400) },
    },
    post: {
      summary:
        'Add (type insert: name, position, stars, review, testimonial (ignored), image) or update (type update: id, name, position, stars, review, optional image) a testimonial',
      tags: ['testimonials'],
      ...adminOnly,
      requestBody: multipartRequestBody(testimonialsWriteSchema, ['image']),
      responses: { 200: jsonResponse('Saved', writeReplySchema), ...errorResponses(400, 401, 404, 413) },
    },
    delete: {
      summary: 'Delete a testimonial and its image',
      tags: ['testimonials'],
      ...adminOnly,
      requestBody: jsonRequestBody(deleteBodySchema),
      responses: { 200: jsonResponse('Deleted', writeReplySchema), ...errorResponses(400, 401, 404) },
    },
  },
};
