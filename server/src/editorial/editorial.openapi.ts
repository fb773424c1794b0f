// The OpenAPI block of the admin's editorial endpoints (editorial.routes.ts, and the admin item
// reads of content.routes.ts and ventures.routes.ts).
import { z } from 'zod';
import { compositionOf, LISTED_KINDS } from '../../../common/content-kinds.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../common/languages.js';
import { EDITORIAL_KINDS, ITEM_STATUSES } from '../../../common/editorial.js';
import { adminOperation, jsonReplies, jsonRequestBody, pathParameter, type OpenApiPaths } from '../openapi/openapi-document.js';

const tag = 'Editorial (admin)';
const status = z.enum(ITEM_STATUSES);
const kind = z.enum(EDITORIAL_KINDS);
const message = z.object({ message: z.string() });

const kindParameter = pathParameter('kind', `One of ${EDITORIAL_KINDS.join(', ')}`);
const idParameter = pathParameter('id', "The item's id");

const editorialFieldsInProse =
  '`status`, `publish_at`, `updated_at` and `missed_schedule_at` (when the scheduler found the draft short of what publishing needs at its scheduled time and made it a draft again; null once it has been saved since)';
const counts = z.object({ draft: z.number().int(), scheduled: z.number().int(), published: z.number().int() });
const listReply = z
  .object({ total_pages: z.number().int(), counts })
  .catchall(z.unknown())
  .describe(`The list under the kind’s key (each kind with revisions): the public item shape plus ${editorialFieldsInProse}`);
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

/** ?missing= of a listed kind's, the ventures' and the team's lists: the overview's missing-language count as a list (content.routes.ts). */
export const missingParameter = {
  name: 'missing',
  in: 'query',
  required: false,
  description: "Only the published items with no published text in this language; one of the site's languages (SITE_LANGUAGES) but English, else 400",
  schema: { type: 'string', enum: LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LANGUAGE) },
};

export const editorialOpenApi: OpenApiPaths = {
  // One path per kind, as the routes are (content.routes.ts, ventures.routes.ts).
  ...Object.fromEntries(
    EDITORIAL_KINDS.flatMap((name) => [
      [
        `/admin/items/${name}`,
        {
          get: adminOperation(tag, `Every ${name} item outside the trash, in any state (?page, sort, q as the public list; ?status filters)`, {
            parameters: [
              { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: [...ITEM_STATUSES] } },
              ...(([...LISTED_KINDS, 'ventures'] as readonly string[]).includes(name) ? [missingParameter] : []),
            ],
            responses: jsonReplies('A page with counts by state', listReply, [400, 401]),
          }),
        },
      ],
      [
        `/admin/items/${name}/{id}`,
        {
          get: adminOperation(tag, `One ${name} item in any state${compositionOf(name) ? ' (the details shape)' : ''}`, {
            parameters: [idParameter],
            responses: jsonReplies(`The item with ${editorialFieldsInProse}`, z.object({}).catchall(z.unknown()), [400, 401, 404]),
          }),
        },
      ],
    ]),
  ),
  '/admin/items/{kind}/{id}/status': {
    post: adminOperation(tag, 'Publish now, unpublish (draft), schedule or unschedule; kept as a revision. A scheduled item that lacks what publishing needs when it comes due becomes a draft again (revision event `not_published`), and whoever scheduled it is e-mailed', {
      parameters: [kindParameter, idParameter],
      requestBody: jsonRequestBody(statusRequest),
      responses: jsonReplies('The state after', statusReply, [400, 401, 404]),
    }),
  },
  '/admin/items/{kind}/{id}/revisions': {
    get: adminOperation(tag, "The item's revisions, newest first (at most 50)", {
      parameters: [kindParameter, idParameter],
      responses: jsonReplies('Revisions', z.object({ revisions: z.array(revisionSummary) }), [400, 401, 404]),
    }),
  },
  '/admin/revisions/{id}': {
    get: adminOperation(tag, "A revision's text fields and images, labelled", {
      parameters: [pathParameter('id', 'The revision id')],
      responses: jsonReplies('The revision', z.object({ revision: revisionDetail }), [400, 401, 404]),
    }),
  },
  '/admin/revisions/{id}/restore': {
    post: adminOperation(tag, 'Restores a revision over its item: as a draft (a kind with drafts) or live (a kind without)', {
      parameters: [pathParameter('id', 'The revision id')],
      responses: jsonReplies('Restored', message, [400, 401, 404]),
    }),
  },
  '/admin/trash': {
    get: adminOperation(tag, 'Every trashed item, newest deletion first', {
      responses: jsonReplies('The trash', z.object({ items: z.array(trashEntry) }), [401]),
    }),
  },
  '/admin/trash/{kind}/{id}/restore': {
    post: adminOperation(tag, 'Puts a trashed item back in the state it had (a fresh slug if its own was taken meanwhile)', {
      parameters: [kindParameter, idParameter],
      responses: jsonReplies('Restored', message.extend({ slug: z.string() }), [400, 401, 404]),
    }),
  },
  '/admin/trash/{kind}/{id}': {
    delete: adminOperation(tag, 'Deletes a trashed item forever, with its revisions and files', {
      parameters: [kindParameter, idParameter],
      responses: jsonReplies('Deleted forever', message, [400, 401, 404]),
    }),
  },
  '/admin/autosaves/{kind}/{key}': {
    get: adminOperation(tag, "The signed-in admin's autosave of a form (key: the item id, or new)", {
      parameters: [kindParameter, pathParameter('key', 'The item id, or new')],
      responses: jsonReplies('The autosave, or null', autosaveReply, [400, 401]),
    }),
    put: adminOperation(tag, "Keeps the form's fields as the signed-in admin's autosave", {
      parameters: [kindParameter, pathParameter('key', 'The item id, or new')],
      requestBody: jsonRequestBody(autosaveBody),
      responses: jsonReplies('Saved', z.object({ saved_at: z.string() }), [400, 401]),
    }),
    delete: adminOperation(tag, 'Discards the autosave', {
      parameters: [kindParameter, pathParameter('key', 'The item id, or new')],
      responses: jsonReplies('Discarded', message, [400, 401]),
    }),
  },
};
