// The blog paths in the OpenAPI document, from the schemas that validate them.
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
import { blogsPath } from './blogs.routes.js';
import { blogOneReplySchema, blogsListReplySchema, blogsQuerySchema, blogsWriteSchema } from './blogs.schema.js';

export const blogsOpenApi: OpenApiPaths = {
  [blogsPath]: {
    get: {
      summary: 'Blogs, newest first: a page, every blog (no page), or one blog (slug or id)',
      tags: ['blogs'],
      parameters: queryParameters(blogsQuerySchema, { page: 'From 1', slug: 'Answers { blog: item } or 404', ...contentListQueryDescriptions }),
      responses: {
        200: jsonResponse('A page of blogs, or one blog', blogsListReplySchema.or(blogOneReplySchema)),
        ...errorResponses(400, 404),
      },
    },
    post: {
      summary: 'Add (type insert: title, content, image) or update (type update: id, title, content, optional image) a blog',
      tags: ['blogs'],
      ...adminOnly,
      requestBody: multipartRequestBody(blogsWriteSchema, ['image']),
      responses: { 200: jsonResponse('Saved', writeReplySchema), ...errorResponses(400, 401, 404, 413) },
    },
    delete: {
      summary: 'Delete a blog and its image',
      tags: ['blogs'],
      ...adminOnly,
      requestBody: jsonRequestBody(deleteBodySchema),
      responses: { 200: jsonResponse('Deleted', writeReplySchema), ...errorResponses(400, 401, 404) },
    },
  },
};
