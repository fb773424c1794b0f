// The OpenAPI block of the site's pages and settings (site-settings.routes.ts).
import { z } from 'zod';
import { backendPaths } from '../../../common/backend-urls.js';
import { isSettingSection, SITE_SECTIONS, siteSectionLabels } from '../../../common/site-settings.js';
import { siteSectionSchemas } from '../../../common/site-settings.schema.js';
import { changedSinceFieldSchema } from '../editorial/changed-since.js';
import { SECTION_VERSIONS_SHOWN } from './site-settings.service.js';
import { READ_LANGUAGES } from '../site-languages.js';
import { adminOperation, jsonReplies, jsonRequestBody, operation, type OpenApiPaths } from '../openapi/openapi-document.js';

const tag = 'Site pages and settings';

const settingsSchema = z.object(siteSectionSchemas);

export const siteSettingsOpenApi: OpenApiPaths = {
  [`/${backendPaths.siteSettings}`]: {
    get: operation(tag, 'Every section of the site’s pages and settings, stored or default (public, cached with an ETag); with ?lang= in that language', {
      parameters: [
        {
          name: 'lang',
          in: 'query',
          required: false,
          description: `One of ${READ_LANGUAGES.join(', ')}: the language's texts over English's shared settings, with lang and alternates (the published languages, English first); 404 while the language's site texts are not published. Without it, the reply is exactly SPEC's.`,
          schema: { type: 'string', enum: [...READ_LANGUAGES] },
        },
      ],
      responses: jsonReplies('Every section', settingsSchema, [400, 404]),
    }),
  },
  '/admin/site': {
    get: adminOperation(tag, 'Every section as the public read gives it, with when each was last saved (null: never, at its defaults), from which the forms save', {
      responses: jsonReplies(
        'Every section',
        z.object({ sections: settingsSchema, updated_at: z.object(Object.fromEntries(SITE_SECTIONS.map((section) => [section, z.string().nullable()]))) }),
        [401, 403],
      ),
    }),
  },
  ...Object.fromEntries(
    SITE_SECTIONS.map((section) => [
      `/admin/site/${section}`,
      {
        put: adminOperation(tag, `Saves the ${siteSectionLabels[section]} section (${isSettingSection(section) ? 'owners only' : 'editors and owners'})`, {
          requestBody: jsonRequestBody(siteSectionSchemas[section].extend(changedSinceFieldSchema.shape)),
          responses: jsonReplies('The section as stored', sectionReply(section), [400, 401, 403, 409]),
        }),
      },
    ]),
  ),
  ...Object.fromEntries(
    SITE_SECTIONS.flatMap((section) => [
      [
        `/admin/site/${section}/versions`,
        {
          get: adminOperation(tag, `The saved versions of the ${siteSectionLabels[section]} section, newest first (at most ${SECTION_VERSIONS_SHOWN})`, {
            responses: jsonReplies('The versions', versionsSchema(section), [401, 403]),
          }),
        },
      ],
      [
        `/admin/site/${section}/versions/{id}/restore`,
        {
          post: adminOperation(tag, `Saves a saved version of the ${siteSectionLabels[section]} section again as the newest (${isSettingSection(section) ? 'owners only' : 'editors and owners'})`, {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: jsonReplies('The section as now stored', sectionReply(section), [400, 401, 403, 404]),
          }),
        },
      ],
    ]),
  ),
};

/** A section as stored, in the reply of a write, with its updated_at (the next save's expected_updated_at). */
function sectionReply(section: (typeof SITE_SECTIONS)[number]) {
  return z.object({ section: z.literal(section), content: siteSectionSchemas[section], updated_at: z.string() });
}

function versionsSchema(section: (typeof SITE_SECTIONS)[number]) {
  return z.object({
    versions: z.array(z.object({ id: z.string(), saved_at: z.string(), saved_by: z.string().nullable(), content: siteSectionSchemas[section] })),
  });
}
