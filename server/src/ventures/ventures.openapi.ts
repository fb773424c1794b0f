// The ventures paths in the OpenAPI document, from the schemas that validate them.
import { z } from 'zod';
import { READ_LANGUAGES } from '../site-languages.js';
import { changedSinceFieldSchema } from '../editorial/changed-since.js';
import { adminOperation, errorResponses, jsonReplies, jsonRequestBody, jsonResponse, multipartRequestBody, operation, queryParameters, type OpenApiPaths } from '../openapi/openapi-document.js';
import {
  adminVentureQuerySchema,
  bannerVenturesReplySchema,
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

// ?lang= is answered around the public reads (translations/translated-own-read.ts); without it, the reply is SPEC §7's.
const lang = z.enum(READ_LANGUAGES).optional();
const langDescription = "hi or mr: only ventures published in that language, in its words (404 otherwise), with `lang` and, for one venture, `alternates` [{lang, slug}]; en: today's reply with `lang` (and `alternates`)";

export const ventureOpenApi: OpenApiPaths = {
  '/ventures/ventures_api.php': {
    get: operation('ventures', 'Admin list of ventures in display order (or as sorted), a page at a time; on_public_grid says which the public grid shows', {
      parameters: queryParameters(adminVentureQuerySchema, {
        page: 'From 1; absent means 1',
        sort: 'List order: position (default, the public display order), newest, oldest, title (A→Z) or -title (Z→A)',
        q: 'Only ventures whose title contains this text, ignoring case',
      }),
      responses: jsonReplies('A page of ventures', ventureAdminListReplySchema, [400]),
    }),
  },
  '/ventures/get_venture.php': {
    get: operation('ventures', 'Public ventures: a page (17 per page, in full or as summaries), or one venture by slug or id', {
      parameters: queryParameters(publicVentureQuerySchema.extend({ lang }), {
        lang: langDescription,
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
    }),
  },
  '/ventures/banner_api.php': {
    get: operation('ventures', "Where each of the Home banner's 20 fixed ventures has its page: its current slug, in the banner's order, or null where it has no public page in that language", {
      parameters: queryParameters(z.object({ lang }), { lang: "hi, mr or en: that language's addresses, with `lang`; absent: English's" }),
      responses: jsonReplies('The addresses', bannerVenturesReplySchema.extend({ lang: lang }), [400]),
    }),
  },
  '/ventures/ventures_details_api.php': {
    get: operation('ventures', 'One venture with its subcategories, clients and gallery', {
      parameters: queryParameters(idQuerySchema.extend({ lang }), { lang: langDescription }),
      responses: jsonReplies('The venture', ventureDetailsSchema, [400, 404]),
    }),
  },
  '/ventures/add_venture_api.php': {
    post: adminOperation('ventures', "Add a venture; with status=draft only the title and a client's name are required, and the rest is asked for when it is published or scheduled; errors also carry `message` (the add form shows it)", {
      requestBody: multipartRequestBody(ventureFormFieldsSchema, ventureFormFiles),
      responses: jsonReplies('Added; `warning` when oversize gallery images were dropped', ventureAddReplySchema, [400, 401, 403, 413]),
    }),
  },
  '/ventures/edit_venture_api.php': {
    post: adminOperation('ventures', "Edit a venture; entries with an id update, without one insert. A live venture needs only its title (SPEC §5); a draft going out, or a scheduled venture, needs everything its add requires. Errors also carry status 'error'", {
      requestBody: multipartRequestBody(ventureFormFieldsSchema.extend(changedSinceFieldSchema.shape), ventureFormFiles),
      responses: jsonReplies('Updated; `warning` when oversize gallery images were dropped', ventureEditReplySchema, [400, 401, 403, 404, 409, 413]),
    }),
  },
  '/ventures/delete_venture_api.php': {
    post: adminOperation('ventures', 'Delete a venture (with everything it holds) or one subcategory, client or gallery image, and their files', {
      requestBody: jsonRequestBody(deleteVentureItemSchema),
      responses: jsonReplies('Deleted', ventureDeleteReplySchema, [400, 401, 403, 404]),
    }),
  },
};
