// The investor paths in the OpenAPI document, from the schemas that validate them.
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
import { investorsPath } from './investors.routes.js';
import { investorsListReplySchema, investorsQuerySchema, investorsWriteSchema } from './investors.schema.js';

export const investorsOpenApi: OpenApiPaths = {
  [investorsPath]: {
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
