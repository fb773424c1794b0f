// The media library's paths in the OpenAPI document, from the schemas that validate them.
import { changedSinceFieldSchema } from '../editorial/changed-since.js';
import { adminOperation, errorResponses, jsonReplies, jsonRequestBody, jsonResponse, multipartRequestBody, queryParameters, type OpenApiPaths } from '../openapi/openapi-document.js';
import { adminMediaPath } from './media.routes.js';
import {
  mediaDeleteReplySchema,
  mediaDetailReplySchema,
  mediaEditSchema,
  mediaInUseReplySchema,
  mediaListReplySchema,
  mediaQuerySchema,
  mediaUploadSchema,
  mediaWriteReplySchema,
} from './media.schema.js';

const tag = 'media';
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

export const mediaOpenApi: OpenApiPaths = {
  [adminMediaPath]: {
    get: adminOperation(tag, 'A page of library pictures, newest first, with their use counts (admin)', {
      parameters: queryParameters(mediaQuerySchema, {
        q: 'Only pictures whose alt text, caption, credit, file name or using item contains this text, ignoring case',
        used: 'used: pictures something uses; unused: the others',
        kind: 'Only pictures used by this type of item',
      }),
      responses: jsonReplies('Pictures, their total and the number of pages', mediaListReplySchema, [400, 401]),
    }),
    post: adminOperation(tag, 'Upload a picture (up to 1 MB) to the library, with optional alt text and decorative mark', {
      requestBody: multipartRequestBody(mediaUploadSchema, ['file']),
      responses: jsonReplies('Added', mediaWriteReplySchema, [400, 401, 413, 415], 201),
    }),
  },
  [`${adminMediaPath}/{id}`]: {
    get: adminOperation(tag, 'One picture and what uses it: live items, then the trash, then earlier versions (admin)', {
      parameters: [idParameter],
      responses: jsonReplies('The picture and its uses', mediaDetailReplySchema, [400, 401, 404]),
    }),
    patch: adminOperation(tag, "Edit a picture's alt text, decorative mark, caption, credit or focal point (per cent); absent fields stay", {
      parameters: [idParameter],
      requestBody: jsonRequestBody(mediaEditSchema.extend(changedSinceFieldSchema.shape)),
      responses: jsonReplies('Saved', mediaWriteReplySchema, [400, 401, 404, 409]),
    }),
    delete: adminOperation(tag, 'Delete an unused picture and its files; refused while anything uses it', {
      parameters: [idParameter],
      responses: {
        200: jsonResponse('Deleted', mediaDeleteReplySchema),
        409: jsonResponse('The picture is in use: the uses', mediaInUseReplySchema),
        ...errorResponses(400, 401, 404),
      },
    }),
  },
};
