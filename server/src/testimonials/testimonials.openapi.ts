// The testimonial paths in the OpenAPI document, from the schemas that validate them.
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
import { testimonialsPath } from './testimonials.routes.js';
import { testimonialsListReplySchema, testimonialsQuerySchema, testimonialsWriteSchema } from './testimonials.schema.js';

export const testimonialsOpenApi: OpenApiPaths = {
  [testimonialsPath]: {
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
