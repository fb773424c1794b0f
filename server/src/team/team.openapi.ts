// The team paths in the OpenAPI document, from the schemas that validate them.
import { z } from 'zod';
import { writeReplySchema } from '../http/request-schemas.js';
import { adminOperation, jsonReplies, multipartRequestBody, operation, queryParameters, type OpenApiPaths } from '../openapi/openapi-document.js';
import { adminTeamPath, teamPath } from './team.routes.js';
import { adminTeamListReplySchema, adminTeamMemberSchema, teamListReplySchema, teamQuerySchema, teamWriteSchema } from './team.schema.js';
import { changedSinceFieldSchema } from '../editorial/changed-since.js';
import { pictureFormFieldsSchema } from '../images/image-variants.schema.js';
import { READ_LANGUAGES } from '../site-languages.js';
import { missingParameter } from '../editorial/editorial.openapi.js';

const tag = 'team';
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

export const teamOpenApi: OpenApiPaths = {
  [teamPath]: {
    get: operation(tag, 'The team in the order staff set: a page of 6, or every member without a page', {
      // ?lang= is answered around the public read (translations/translated-own-read.ts).
      parameters: queryParameters(teamQuerySchema.extend({ lang: z.enum(READ_LANGUAGES).optional() }), {
        lang: "hi or mr: only members published in that language, in its words, with `lang`; en: today's reply with `lang`",
      }),
      responses: jsonReplies('Members and the number of pages', teamListReplySchema, [400]),
    }),
  },
  [adminTeamPath]: {
    get: adminOperation(tag, 'Every member, in order (admin); ?missing= narrows to those with no published text in a language', {
      parameters: [missingParameter],
      responses: jsonReplies('Every member, with `updated_at`', adminTeamListReplySchema, [400, 401]),
    }),
    post: adminOperation(tag, 'Add a member (name, position, bio, linkedin_url, optional photo up to 1 MB); it goes last', {
      requestBody: multipartRequestBody(teamWriteSchema.extend(pictureFormFieldsSchema(['photo']).shape), ['photo']),
      responses: jsonReplies('Added', writeReplySchema, [400, 401, 413, 415]),
    }),
  },
  [`${adminTeamPath}/{id}`]: {
    get: adminOperation(tag, 'One member (admin)', {
      parameters: [idParameter],
      responses: jsonReplies('The member, with `updated_at`', z.object({ member: adminTeamMemberSchema }), [400, 401, 404]),
    }),
    post: adminOperation(tag, 'Edit a member: the fields replace the stored ones; a photo replaces the old one, remove_photo=1 drops it', {
      parameters: [idParameter],
      requestBody: multipartRequestBody(teamWriteSchema.extend(pictureFormFieldsSchema(['photo']).shape).extend(changedSinceFieldSchema.shape), ['photo']),
      responses: jsonReplies('Updated', writeReplySchema, [400, 401, 404, 409, 413, 415]),
    }),
    delete: adminOperation(tag, 'Delete a member and their photo', {
      parameters: [idParameter],
      responses: jsonReplies('Deleted', writeReplySchema, [400, 401, 404]),
    }),
  },
};
