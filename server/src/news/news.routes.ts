// /backend/news/news_api.php: the public news list and lookup, and the admin writes (SPEC §7).
import { Router } from 'express';
import { IMAGE_LIMIT_1MB } from '../../../common/constants.js';
import { contentMessages, successMessages, validationMessages } from '../../../common/messages.js';
import { bodyFields, uploadedImage, type ContentRouteDeps } from '../content/content-requests.js';
import { contentListQueryDescriptions, deleteBodySchema, writeReply, writeReplySchema } from '../content/content.schema.js';
import { deleteContentItem, findContent, listContentPage } from '../content/content.service.js';
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
import { newsListReplySchema, newsOneReplySchema, newsQuerySchema, newsWriteSchema } from './news.schema.js';
import { addNews, editNews, newsKind } from './news.service.js';

const path = '/news/news_api.php';
const imageRules = [{ field: 'image', maxBytes: IMAGE_LIMIT_1MB, tooLargeMessage: validationMessages.imageTooLarge1MB }];

export function newsRoutes(deps: ContentRouteDeps): Router {
  const router = Router();
  const admin = requireAdmin(deps.config.sessionMaxAgeMs);

  router.get(path, async (req, res) => {
    const query = newsQuerySchema.parse(req.query);
    if (query.slug !== undefined || query.id !== undefined) {
      const key = query.slug !== undefined ? { slug: query.slug } : { id: query.id! };
      res.json({ news: await findContent(deps.db, newsKind, key) });
      return;
    }
    // Without a page: every item (the original clients find an item by slug this way).
    const { items, totalPages } = await listContentPage(deps.db, newsKind, query.page ?? null, { sort: query.sort, q: query.q });
    res.json({ news: items, total_pages: totalPages });
  });

  router.post(path, admin, parseImageUpload(imageRules), async (req, res) => {
    const input = newsWriteSchema.parse(bodyFields(req));
    const image = uploadedImage(req, 'image');
    if (input.type === 'insert') {
      if (!image) throw new ValidationError(contentMessages.newsRequired);
      res.json(writeReply(successMessages.newsAdded, await addNews(deps, input, image)));
    } else {
      res.json(writeReply(successMessages.newsUpdated, await editNews(deps, input.id, input, image)));
    }
  });

  router.delete(path, admin, async (req, res) => {
    const { id } = deleteBodySchema.parse(bodyFields(req));
    await deleteContentItem(deps, newsKind, id);
    res.json(writeReply(successMessages.newsDeleted, id));
  });

  return router;
}

export const newsOpenApi: OpenApiPaths = {
  [path]: {
    get: {
      summary: 'News, newest first: a page, every item (no page), or one item (slug or id)',
      tags: ['news'],
      parameters: queryParameters(newsQuerySchema, { page: 'From 1', slug: 'Answers { news: item } or 404', ...contentListQueryDescriptions }),
      responses: {
        200: jsonResponse('A page of news, or one item', newsListReplySchema.or(newsOneReplySchema)),
        ...errorResponses(400, 404),
      },
    },
    post: {
      summary: 'Add (type insert: title, content, year, image) or update (type update: id, title, year, content, optional image) a news item',
      tags: ['news'],
      ...adminOnly,
      requestBody: multipartRequestBody(newsWriteSchema, ['image']),
      responses: { 200: jsonResponse('Saved', writeReplySchema), ...errorResponses(400, 401, 404, 413) },
    },
    delete: {
      summary: 'Delete a news item and its image',
      tags: ['news'],
      ...adminOnly,
      requestBody: jsonRequestBody(deleteBodySchema),
      responses: { 200: jsonResponse('Deleted', writeReplySchema), ...errorResponses(400, 401, 404) },
    },
  },
};
