// The news paths in the OpenAPI document, from the schemas that validate them.
import { contentListQueryDescriptions, deleteBodySchema, writeReplySchema } from '../content/content.schema.js';
import {
  adminOnly,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
  multipartRequestBody,
  queryParameters,
  type OpenApiPaths,
} from '../openapi/openapi-document.js';
import { newsPath } from './news.routes.js';
import { newsListReplySchema, newsOneReplySchema, newsQuerySchema, newsWriteSchema } from './news.schema.js';

export const newsOpenApi: OpenApiPaths = {
  [newsPath]: {
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
