// The OpenAPI block of the admin's translation endpoints (translations.routes.ts).
import { z } from 'zod';
import { changedSinceFieldSchema } from '../editorial/changed-since.js';
import { adminOperation, jsonReplies, jsonRequestBody, pathParameter, type OpenApiPaths } from '../openapi/openapi-document.js';
import { READ_LANGUAGES, TRANSLATION_LANGUAGES } from '../site-languages.js';
import { TRANSLATED_KINDS } from './translation-fields.js';
import { STATUS_IDS_MAX } from './translation-statuses.js';

const tag = 'Translations (admin)';
const base = '/admin/translations/{kind}/{id}';
const one = `${base}/{lang}`;
const itemParameters = [pathParameter('kind', `One of ${TRANSLATED_KINDS.join(', ')}`), pathParameter('id', "The item's id")];
const parameters = [...itemParameters, pathParameter('lang', `One of ${TRANSLATION_LANGUAGES.join(', ')}`)];

const languageState = z.object({
  lang: z.enum(READ_LANGUAGES),
  status: z.enum(['draft', 'scheduled', 'published']).nullable().describe('null: no text in this language yet'),
  publish_at: z.string().nullable(),
  slug: z.string().nullable(),
  fields: z.record(z.string(), z.string()).describe("The kind's translatable fields by name"),
  updated_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  needsUpdate: z.boolean().describe('English changed after this text was last saved'),
  changed: z.array(z.string()).describe("English's fields that changed since (empty unless needsUpdate)"),
});
const stateReply = z.object({ message: z.string(), translation: languageState });
const saveBody = z.object({
  fields: z.record(z.string(), z.string()).optional().describe('Translatable fields by name; blank ones stay blank in a draft'),
  slug: z.string().optional().describe('Kinds with a page: letters, marks and digits of any script and hyphens, NFC, at most 300 bytes; unique per kind and language'),
}).extend(changedSinceFieldSchema.shape);

const listStatus = z.object({
  lang: z.enum(TRANSLATION_LANGUAGES),
  status: z.enum(['draft', 'scheduled', 'published']).nullable().describe('null: no text in this language yet'),
  publish_at: z.string().nullable(),
  trashed: z.boolean(),
  needsUpdate: z.boolean(),
});
const revision = z.object({ id: z.string(), created_at: z.string(), author_name: z.string().nullable(), event: z.string(), status: z.enum(['draft', 'scheduled', 'published']) });

export const translationsOpenApi: OpenApiPaths = {
  '/admin/languages': {
    get: adminOperation(tag, "The site's languages as SITE_LANGUAGES turns them on, English first, with their English names", {
      responses: jsonReplies('The languages', z.object({ languages: z.array(z.object({ code: z.enum(READ_LANGUAGES), name: z.string() })) }), [401]),
    }),
  },
  '/admin/translations': {
    get: adminOperation(tag, 'Per translated kind: its published items and how many have no published text in each language (the dashboard)', {
      responses: jsonReplies(
        'The counts',
        z.object({
          languages: z.array(z.enum(TRANSLATION_LANGUAGES)),
          kinds: z.array(z.object({ kind: z.enum(TRANSLATED_KINDS), label: z.string(), published: z.number().int(), missing: z.record(z.string(), z.number().int()) })),
        }),
        [401],
      ),
    }),
  },
  '/admin/translations/{kind}': {
    get: adminOperation(tag, "Each listed item's state in every translation language (a list's language column); items missing or in the trash are left out", {
      parameters: [
        pathParameter('kind', `One of ${TRANSLATED_KINDS.join(', ')}`),
        { name: 'ids', in: 'query', required: true, description: `Comma-separated item ids, 1 to ${STATUS_IDS_MAX}`, schema: { type: 'string' } },
      ],
      responses: jsonReplies('Their languages', z.object({ kind: z.string(), items: z.array(z.object({ id: z.number().int(), languages: z.array(listStatus) })) }), [400, 401]),
    }),
  },
  [base]: {
    get: adminOperation(tag, "The item's English and each translation: state, address, fields, and whether English changed since", {
      parameters: itemParameters,
      responses: jsonReplies(
        'Its languages',
        z.object({
          kind: z.string(),
          id: z.number().int(),
          languages: z.array(languageState),
          fields: z
            .array(z.object({ name: z.string(), label: z.string(), type: z.string(), optional: z.boolean() }))
            .describe("The fields a translation holds, in the form's order; a venture's child rows' texts are keyed <child>.<row id>.<field>"),
        }),
        [400, 401, 404],
      ),
    }),
  },
  [one]: {
    put: adminOperation(tag, 'Saves the language’s text (a new one is a draft); fields are checked as the English form checks them', {
      parameters,
      requestBody: jsonRequestBody(saveBody),
      responses: jsonReplies('Saved', stateReply, [400, 401, 404, 409]),
    }),
    delete: adminOperation(tag, 'Moves the language’s text to the trash (English and the other languages stay)', {
      parameters,
      responses: jsonReplies('In the trash', stateReply, [400, 401, 404]),
    }),
  },
  [`${one}/copy-from-english`]: {
    post: adminOperation(tag, 'Fills the empty fields from English; text already there is never overwritten', {
      parameters,
      responses: jsonReplies('Copied', stateReply.extend({ copied: z.number().int() }), [400, 401, 404]),
    }),
  },
  [`${one}/publish`]: {
    post: adminOperation(tag, 'Publishes the language now (every translatable field must be filled)', { parameters, responses: jsonReplies('Published', stateReply, [400, 401, 404]) }),
  },
  [`${one}/unpublish`]: {
    post: adminOperation(tag, 'Makes the language a draft again', { parameters, responses: jsonReplies('A draft', stateReply, [400, 401, 404]) }),
  },
  [`${one}/schedule`]: {
    post: adminOperation(tag, 'Schedules the language; the editorial worker publishes it at publishAt', {
      parameters,
      requestBody: jsonRequestBody(z.object({ publishAt: z.string().describe('YYYY-MM-DDTHH:MM in India time, or ISO 8601 with an offset') })),
      responses: jsonReplies('Scheduled', stateReply, [400, 401, 404]),
    }),
  },
  [`${one}/revisions`]: {
    get: adminOperation(tag, 'The language’s revisions, newest first (one per write, the oldest pruned)', {
      parameters,
      responses: jsonReplies('Its revisions', z.object({ revisions: z.array(revision) }), [400, 401, 404]),
    }),
  },
  [`${one}/revisions/{revision}/restore`]: {
    post: adminOperation(tag, 'Saves a revision’s text and address over the language’s own; its state stays', {
      parameters: [...parameters, pathParameter('revision', "The revision's id")],
      responses: jsonReplies('Restored', stateReply, [400, 401, 404, 409]),
    }),
  },
  [`${one}/restore`]: {
    post: adminOperation(tag, 'Restores the language from the trash (a fresh address if another item took its own)', {
      parameters,
      responses: jsonReplies('Restored', stateReply, [400, 401, 404]),
    }),
  },
};
