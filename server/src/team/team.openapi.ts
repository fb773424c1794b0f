// The team paths in the OpenAPI document, from the schemas that validate them.
import { z } from 'zod';
import { writeReplySchema } from '../http/request-schemas.js';
import {
  adminOnly,
  errorResponses,
  jsonResponse,
  multipartRequestBody,
  queryParameters,
  type OpenApiPaths,
} from '../openapi/openapi-document.js';
import { adminTeamPath, teamPath } from './team.routes.js';
import { teamListReplySchema, teamMemberSchema, teamQuerySchema, teamWriteSchema } from './team.schema.js';
import { pictureFormFieldsSchema } from '../images/image-variants.schema.js';

const tag = 'team';
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

export const teamOpenApi: OpenApiPaths = {
  [teamPath]: {
    get: {
      summary: 'The team in the order staff set: a page of 6, or every member without a page',
      tags: [tag],
      parameters: queryParameters(teamQuerySchema),
      responses: { 200: jsonResponse('Members and the number of pages', teamListReplySchema), ...errorResponses(400) },
    },
  },
  [adminTeamPath]: {
    get: {
      summary: 'Every member, in order (admin)',
      tags: [tag],
      ...adminOnly,
      responses: { 200: jsonResponse('Every member', teamListReplySchema), ...errorResponses(401) },
    },
    post: {
      summary: 'Add a member (name, position, bio, linkedin_url, optional photo up to 1 MB); it goes last',
      tags: [tag],
      ...adminOnly,
      requestBody: multipartRequestBody(teamWriteSchema.extend(pictureFormFieldsSchema(['photo']).shape), ['photo']),
      responses: { 200: jsonResponse('Added', writeReplySchema), ...errorResponses(400, 401, 413, 415) },
    },
  },
  [`${adminTeamPath}/{id}`]: {
    get: {
      summary: 'One member (admin)',
      tags: [tag],
      ...adminOnly,
      parameters: [idParameter],
      responses: { 200: jsonResponse('The member', z.object({ member: teamMemberSchema })), ...errorResponses(400, 401, 404) },
    },
    post: {
      summary: 'Edit a member: the fields replace the stored ones; a photo replaces the old one, remove_photo=1 drops it',
      tags: [tag],
      ...adminOnly,
      parameters: [idParameter],
      requestBody: multipartRequestBody(teamWriteSchema.extend(pictureFormFieldsSchema(['photo']).shape), ['photo']),
      responses: { 200: jsonResponse('Updated', writeReplySchema), ...errorResponses(400, 401, 404, 413, 415) },
    },
    delete: {
      summary: 'Delete a member and their photo',
      tags: [tag],
      ...adminOnly,
      parameters: [idParameter],
      responses: { 200: jsonResponse('Deleted', writeReplySchema), ...errorResponses(400, 401, 404) },
    },
  },
};
