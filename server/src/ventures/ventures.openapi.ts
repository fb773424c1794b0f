// The ventures paths in the OpenAPI document, from the schemas that validate them.
import {
  adminOnly,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
  multipartRequestBody,
  type OpenApiPaths,
  queryParameters,
} from '../openapi/openapi-document.js';
import {
  adminVentureQuerySchema,
  deleteVentureItemSchema,
  idQuerySchema,
  publicVentureQuerySchema,
  ventureAddReplySchema,
  ventureAdminListReplySchema,
  ventureDeleteReplySchema,
  ventureDetailsSchema,
  ventureEditReplySchema,
  ventureFormFieldsSchema,
  ventureFormFiles,
  venturePublicListReplySchema,
  ventureSummaryListReplySchema,
  venturePublicReplySchema,
} from './ventures.schema.js';

export const ventureOpenApi: OpenApiPaths = {
  '/ventures/ventures_api.php': {
    get: {
      summary: 'Admin list of ventures in display order (or as sorted), a page at a time; on_public_grid says which the public grid shows',
      tags: ['ventures'],
      parameters: queryParameters(adminVentureQuerySchema, {
        page: 'From 1; absent means 1',
        sort: 'List order: position (default, the public display order), newest, oldest, title (A→Z) or -title (Z→A)',
        q: 'Only ventures whose title contains this text, ignoring case',
      }),
      responses: { 200: jsonResponse('A page of ventures', ventureAdminListReplySchema), ...errorResponses(400) },
    },
  },
  '/ventures/get_venture.php': {
    get: {
      summary: 'Public ventures: a page (17 per page, in full or as summaries), or one venture by slug or id',
      tags: ['ventures'],
      parameters: queryParameters(publicVentureQuerySchema, {
        page: 'From 1; absent means 1',
        slug: 'Answers { venture }, 404, or 410 when the venture is in the trash',
        id: 'Answers { venture } or 404',
        view: "With a page: 'summary' lists each venture's id, slug, title, logo and banner only (what a grid or card shows)",
      }),
      responses: {
        200: jsonResponse(
          'A page of ventures (or of summaries), or one venture',
          venturePublicListReplySchema.or(ventureSummaryListReplySchema).or(venturePublicReplySchema),
        ),
        ...errorResponses(400, 404, 410),
      },
    },
  },
  '/ventures/ventures_details_api.php': {
    get: {
      summary: 'One venture with its subcategories, clients and gallery',
      tags: ['ventures'],
      parameters: queryParameters(idQuerySchema),
      responses: { 200: jsonResponse('The venture', ventureDetailsSchema), ...errorResponses(400, 404) },
    },
  },
  '/ventures/add_venture_api.php': {
    post: {
      summary: 'Add a venture; errors also carry `message` (the add form shows it)',
      tags: ['ventures'],
      ...adminOnly,
      requestBody: multipartRequestBody(ventureFormFieldsSchema, ventureFormFiles),
      responses: {
        200: jsonResponse('Added; `warning` when oversize gallery images were dropped', ventureAddReplySchema),
        ...errorResponses(400, 401, 403, 413),
      },
    },
  },
  '/ventures/edit_venture_api.php': {
    post: {
      summary: "Edit a venture; entries with an id update, without one insert; errors also carry status 'error'",
      tags: ['ventures'],
      ...adminOnly,
      requestBody: multipartRequestBody(ventureFormFieldsSchema, ventureFormFiles),
      responses: {
        200: jsonResponse('Updated; `warning` when oversize gallery images were dropped', ventureEditReplySchema),
        ...errorResponses(400, 401, 403, 404, 413),
      },
    },
  },
  '/ventures/delete_venture_api.php': {
    post: {
      summary: 'Delete a venture (with everything it holds) or one subcategory, client or gallery image, and their files',
      tags: ['ventures'],
      ...adminOnly,
      requestBody: jsonRequestBody(deleteVentureItemSchema),
      responses: { 200: jsonResponse('Deleted', ventureDeleteReplySchema), ...errorResponses(400, 401, 403, 404) },
    },
  },
};
