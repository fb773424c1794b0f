// The ordering path in the OpenAPI document.
import { z } from 'zod';
import { ORDER_KINDS } from '../../../common/ordering.js';
import { writeReplySchema } from '../http/request-schemas.js';
import { adminOnly, errorResponses, jsonRequestBody, jsonResponse, type OpenApiPaths } from '../openapi/openapi-document.js';

const requestSchema = z.union([
  z.object({ id: z.int().min(1), after_id: z.int().min(1).nullable().describe('Put the item right after this one; null: first') }),
  z.object({ id: z.int().min(1), before_id: z.int().min(1).nullable().describe('Put the item right before this one; null: last') }),
]);

export const orderingOpenApi: OpenApiPaths = {
  '/admin/order/{kind}': {
    post: {
      summary:
        'Move one item of an ordered list (a kind staff order, or a venture\'s gallery, subcategories or clients, within their venture): one new order key, the rest untouched',
      tags: ['ordering'],
      ...adminOnly,
      parameters: [{ name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: [...ORDER_KINDS] } }],
      requestBody: jsonRequestBody(requestSchema),
      responses: { 200: jsonResponse('Saved', writeReplySchema), ...errorResponses(400, 401, 404) },
    },
  },
};
