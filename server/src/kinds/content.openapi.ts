// The OpenAPI block of a content kind's path (each listed kind): the same
// GET/POST/DELETE as contentRoutes serves, described from the kind's own schemas and words.
import { z } from 'zod';
import { adminOperation, errorResponses, jsonReplies, jsonRequestBody, jsonResponse, multipartRequestBody, operation, queryParameters, type OpenApiPaths } from '../openapi/openapi-document.js';
import { contentListQueryDescriptions, deleteBodySchema, writeReplySchema } from '../http/request-schemas.js';
import { pictureFormFieldsSchema } from '../images/image-variants.schema.js';
import { changedSinceFieldSchema } from '../editorial/changed-since.js';

export type ContentOpenApi = {
  path: string;
  tag: string;
  querySchema: z.ZodObject;
  /** The reply of GET: a page, or (for kinds found by slug) a page or one item. */
  listReply: { description: string; schema: z.ZodType };
  /** How ?slug= answers, for kinds that find one item. */
  slugDescription?: string;
  writeSchema: z.ZodType;
  imageField: string;
  summaries: { get: string; post: string; delete: string };
};

export function contentOpenApi(kind: ContentOpenApi): OpenApiPaths {
  const { tag, summaries } = kind;
  const slug = kind.slugDescription;
  return {
    [kind.path]: {
      get: operation(tag, summaries.get, {
        parameters: queryParameters(kind.querySchema, {
          page: 'From 1',
          ...(slug !== undefined ? { slug } : {}),
          ...contentListQueryDescriptions,
          lang: 'en, hi or mr: only the items published in that language, its texts, and `lang` (and for one item `alternates`, the languages it is published in) in the reply; no fallback',
        }),
        responses: {
          200: jsonResponse(kind.listReply.description, kind.listReply.schema),
          ...(slug !== undefined ? errorResponses(400, 404, 410) : errorResponses(400)),
        },
      }),
      post: adminOperation(tag, summaries.post, {
        requestBody: multipartRequestBody(z.intersection(z.intersection(kind.writeSchema, pictureFormFieldsSchema([kind.imageField])), changedSinceFieldSchema), [kind.imageField]),
        responses: jsonReplies('Saved', writeReplySchema, [400, 401, 404, 409, 413]),
      }),
      delete: adminOperation(tag, summaries.delete, {
        requestBody: jsonRequestBody(deleteBodySchema),
        responses: jsonReplies('Deleted', writeReplySchema, [400, 401, 404]),
      }),
    },
  };
}
