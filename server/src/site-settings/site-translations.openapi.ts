// The OpenAPI block of the site texts in Hindi and Marathi (site-translations.routes.ts).
import { z } from 'zod';
import { isSettingSection, siteSectionLabels } from '../../../common/site-settings.js';
import { sectionTranslationSchema } from '../../../common/site-translations.schema.js';
import { TRANSLATED_SECTIONS, type TranslatedSection } from '../../../common/site-translations.js';
import { changedSinceFieldSchema } from '../editorial/changed-since.js';
import { adminOperation, jsonReplies, jsonRequestBody, pathParameter, type OpenApiPaths } from '../openapi/openapi-document.js';
import { TRANSLATION_LANGUAGES } from '../site-languages.js';
import { TRANSLATION_VERSIONS_SHOWN } from './site-translations.service.js';

const tag = 'Site pages and settings';
const base = '/admin/site/languages/{lang}';
const langParameter = pathParameter('lang', `One of ${TRANSLATION_LANGUAGES.join(', ')}`);
const who = (section: TranslatedSection) => (isSettingSection(section) ? 'owners only' : 'editors and owners');

const languageState = z.object({
  lang: z.enum(TRANSLATION_LANGUAGES),
  status: z.enum(['draft', 'published']),
  published_at: z.string().nullable(),
});
const sectionTexts = (section: TranslatedSection) =>
  z.object({
    english: sectionTranslationSchema(section).describe('English’s translatable fields, for the editor'),
    translation: sectionTranslationSchema(section),
    missing: z.array(z.string()).describe('Fields still blank where English has text; publishing needs none'),
    updated_at: z.string().nullable().describe('When the translation was last saved (null: never), from which the form saves'),
  });
const savedReply = (section: TranslatedSection) =>
  z.object({ message: z.string(), lang: z.enum(TRANSLATION_LANGUAGES), section: z.literal(section), content: sectionTranslationSchema(section), updated_at: z.string() });

export const siteTranslationsOpenApi: OpenApiPaths = {
  [base]: {
    get: adminOperation(tag, 'The language’s site texts: its state, and per section English’s texts beside the translation and what is still blank', {
      parameters: [langParameter],
      responses: jsonReplies(
        'The language’s texts',
        languageState.extend({ sections: z.object(Object.fromEntries(TRANSLATED_SECTIONS.map((section) => [section, sectionTexts(section)]))) }),
        [400, 401],
      ),
    }),
  },
  [`${base}/publish`]: {
    post: adminOperation(tag, 'Publishes the language’s site texts as a whole (owners only); refused, naming the section and field, while any is blank', {
      parameters: [langParameter],
      responses: jsonReplies('Published', languageState.extend({ message: z.string() }), [400, 401, 403]),
    }),
  },
  [`${base}/unpublish`]: {
    post: adminOperation(tag, 'Makes the language’s site texts a draft again (owners only): its site answers 404', {
      parameters: [langParameter],
      responses: jsonReplies('A draft', languageState.extend({ message: z.string() }), [400, 401, 403]),
    }),
  },
  ...Object.fromEntries(
    TRANSLATED_SECTIONS.flatMap((section) => [
      [
        `${base}/${section}`,
        {
          put: adminOperation(tag, `Saves the ${siteSectionLabels[section]} section’s translation (${who(section)}); blank fields stay blank while the language is a draft`, {
            parameters: [langParameter],
            requestBody: jsonRequestBody(sectionTranslationSchema(section).extend(changedSinceFieldSchema.shape)),
            responses: jsonReplies('The translation as stored', savedReply(section), [400, 401, 403, 409]),
          }),
        },
      ],
      [
        `${base}/${section}/versions`,
        {
          get: adminOperation(tag, `The saved versions of the ${siteSectionLabels[section]} section’s translation, newest first (at most ${TRANSLATION_VERSIONS_SHOWN})`, {
            parameters: [langParameter],
            responses: jsonReplies(
              'The versions',
              z.object({ versions: z.array(z.object({ id: z.string(), saved_at: z.string(), saved_by: z.string().nullable(), content: sectionTranslationSchema(section) })) }),
              [400, 401],
            ),
          }),
        },
      ],
      [
        `${base}/${section}/versions/{id}/restore`,
        {
          post: adminOperation(tag, `Saves a saved version of the ${siteSectionLabels[section]} section’s translation again as the newest (${who(section)})`, {
            parameters: [langParameter, pathParameter('id', 'The version’s id')],
            responses: jsonReplies('The translation as now stored', savedReply(section), [400, 401, 403, 404]),
          }),
        },
      ],
    ]),
  ),
};
