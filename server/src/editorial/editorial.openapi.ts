// The OpenAPI block of the admin's editorial endpoints (editorial.routes.ts, and the admin item
// reads of content.routes.ts and ventures.routes.ts).
import { z } from 'zod';
import { compositionOf } from '../../../common/content-kinds.js';
import { EDITORIAL_KINDS, ITEM_STATUSES } from '../../../common/editorial.js';
import { adminOnly, errorResponses, jsonRequestBody, jsonResponse, type OpenApiPaths, pathParameter } from '../openapi/openapi-document.js';

const tag = 'Editorial (admin)';
const status = z.enum(ITEM_STATUSES);
const kind = z.enum(EDITORIAL_KINDS);
const message = z.object({ message: z.string() });

const kindParameter = pathParameter('kind', `One of ${EDITORIAL_KINDS.join(', ')}`);
const idParameter = pathParameter('id', "The item's id");

const counts = z.object({ draft: z.number().int(), scheduled: z.number().int(), published: z.number().int() });
const listReply = z
  .object({ total_pages: z.number().int(), counts })
  .catchall(z.unknown())
  .describe('The list under the kind’s key (each kind with revisions): the public item shape plus `status` and `publish_at`');
const statusRequest = z.object({ status, publish_at: z.string().optional().describe("With 'scheduled': YYYY-MM-DDTHH:MM in India time, or ISO 8601 with an offset") });
const statusReply = z.object({ message: z.string(), status, publish_at: z.string().nullable() });
const trashEntry = z.object({ kind, id: z.number().int(), title: z.string(), deleted_at: z.string(), deleted_by: z.string().nullable(), purge_at: z.string() });
const revisionSummary = z.object({ id: z.string(), created_at: z.string(), author: z.string().nullable(), event: z.string(), status });
const revisionDetail = revisionSummary.extend({
  kind,
  item_id: z.number().int(),
  fields: z.record(z.string(), z.string()),
  images: z.record(z.string(), z.string().nullable()),
});
const autosaveBody = z.object({ fields: z.record(z.string(), z.unknown()) });
const autosaveReply = z.object({ autosave: z.object({ fields: z.record(z.string(), z.unknown()), saved_at: z.string() }).nullable() });

export const editorialOpenApi: OpenApiPaths = {
  // One path per kind, as the routes are (content.routes.ts, ventures.routes.ts).
  ...Object.fromEntries(
    EDITORIAL_KINDS.flatMap((name) => [
      [
        `/admin/items/${name}`,
        {
          get: {
            summary: `Every ${name} item outside the trash, in any state (?page, sort, q as the public list; ?status filters)`,
            tags: [tag],
            ...adminOnly,
            parameters: [{ name: 'status', in: 'query', required: false, schema: { type: 'string', enum: [...ITEM_STATUSES] } }],
            responses: { 200: jsonResponse('A page with counts by state', listReply), ...errorResponses(400, 401) },
          },
        },
      ],
      [
        `/admin/items/${name}/{id}`,
        {
          get: {
            summary: `One ${name} item in any state${compositionOf(name) ? ' (the details shape)' : ''}`,
            tags: [tag],
            ...adminOnly,
            parameters: [idParameter],
            responses: { 200: jsonResponse('The item with `status` and `publish_at`', z.object({}).catchall(z.unknown())), ...errorResponses(400, 401, 404) },
          },
        },
      ],
    ]),
  ),
  '/admin/items/{kind}/{id}/status': {
    post: {
      summary: 'Publish now, unpublish (draft), schedule or unschedule; kept as a revision',
      tags: [tag],
      ...adminOnly,
      parameters: [kindParameter, idParameter],
      requestBody: jsonRequestBody(statusRequest),
      responses: { 200: jsonResponse('The state after', statusReply), ...errorResponses(400, 401, 404) },
    },
  },
  '/admin/items/{kind}/{id}/revisions': {
    get: {
      summary: "The item's revisions, newest first (at most 50)",
      tags: [tag],
      ...adminOnly,
      parameters: [kindParameter, idParameter],
      responses: { 200: jsonResponse('Revisions', z.object({ revisions: z.array(revisionSummary) })), ...errorResponses(400, 401, 404) },
    },
  },
  '/admin/revisions/{id}': {
    get: {
      summary: "A revision's text fields and images, labelled",
      tags: [tag],
      ...adminOnly,
      parameters: [pathParameter('id', 'The revision id')],
      responses: { 200: jsonResponse('The revision', z.object({ revision: revisionDetail })), ...errorResponses(400, 401, 404) },
    },
  },
  '/admin/revisions/{id}/restore': {
    post: {
      summary: 'Restores a revision over its item: as a draft (a kind with drafts) or live (a kind without)',
      tags: [tag],
      ...adminOnly,
      parameters: [pathParameter('id', 'The revision id')],
      responses: { 200: jsonResponse('Restored', message), ...errorResponses(400, 401, 404) },
    },
  },
  '/admin/trash': {
    get: {
      summary: 'Every trashed item, newest deletion first',
      tags: [tag],
      ...adminOnly,
      responses: { 200: jsonResponse('The trash', z.object({ items: z.array(trashEntry) })), ...errorResponses(401) },
    },
  },
  '/admin/trash/{kind}/{id}/restore': {
    post: {
      summary: 'Puts a trashed item back in the state it had (a fresh slug if its own was taken meanwhile)',
      tags: [tag],
      ...adminOnly,
      parameters: [kindParameter, idParameter],
      responses: { 200: jsonResponse('Restored', message.extend({ slug: z.string() })), ...errorResponses(400, 401, 404) },
    },
  },
  '/admin/trash/{kind}/{id}': {
    delete: {
      summary: 'Deletes a trashed item forever, with its revisions and files',
      tags: [tag],
      ...adminOnly,
      parameters: [kindParameter, idParameter],
      responses: { 200: jsonResponse('Deleted forever', message), ...errorResponses(400, 401, 404) },
    },
  },
  '/admin/autosaves/{kind}/{key}': {
    get: {
      summary: "The signed-in admin's autosave of a form (key: the item id, or new)",
      tags: [tag],
      ...adminOnly,
      parameters: [kindParameter, pathParameter('key', 'The item id, or new')],
      responses: { 200: jsonResponse('The autosave, or null', autosaveReply), ...errorResponses(400, 401) },
    },
    put: {
      summary: "Keeps the form's fields as the signed-in admin's autosave",
      tags: [tag],
      ...adminOnly,
      parameters: [kindParameter, pathParameter('key', 'The item id, or new')],
      requestBody: jsonRequestBody(autosaveBody),
      responses: { 200: jsonResponse('Saved', z.object({ saved_at: z.string() })), ...errorResponses(400, 401) },
    },
    delete: {
      summary: 'Discards the autosave',
      tags: [tag],
      ...adminOnly,
      parameters: [kindParameter, pathParameter('key', 'The item id, or new')],
      responses: { 200: jsonResponse('Discarded', message), ...errorResponses(400, 401) },
    },
  },
};
