// The input and reply shapes of the shared preview link endpoints, for the routes and the OpenAPI document.
import { z } from 'zod';
import { DRAFTABLE_KINDS, editorialMessages } from '../../../common/editorial.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../common/languages.js';
import { PREVIEW_LINK_DEFAULT_DAYS, PREVIEW_LINK_MAX_DAYS, previewLinkMessages } from '../../../common/preview-links.js';

export const previewLinkKindSchema = z.enum(DRAFTABLE_KINDS, { message: editorialMessages.kindInvalid });
export const previewLinkItemIdSchema = z.coerce.number({ message: editorialMessages.itemNotFound }).int().positive().max(2_147_483_647, editorialMessages.itemNotFound);
export const previewLinkIdSchema = z.coerce.number({ message: previewLinkMessages.idInvalid }).int().positive().max(2_147_483_647, previewLinkMessages.idInvalid);

const languageCodes = LANGUAGES.map((language) => language.code);

/** The body of a new link: how many days it lasts and in which language; an empty body (or none) takes the defaults. */
export const createPreviewLinkBody = z
  .object({
    days: z
      .number({ message: previewLinkMessages.daysInvalid })
      .int(previewLinkMessages.daysInvalid)
      .min(1, previewLinkMessages.daysInvalid)
      .max(PREVIEW_LINK_MAX_DAYS, previewLinkMessages.daysInvalid)
      .default(PREVIEW_LINK_DEFAULT_DAYS)
      .describe(`How many days the link works, 1 to ${PREVIEW_LINK_MAX_DAYS} (${PREVIEW_LINK_DEFAULT_DAYS} if left out)`),
    lang: z
      .enum(languageCodes, { message: previewLinkMessages.langInvalid })
      .default(DEFAULT_LANGUAGE)
      .describe("The language the link shows the item in: en (if left out), or a language the site is in, in which the item has a saved text outside the trash"),
  })
  .default({ days: PREVIEW_LINK_DEFAULT_DAYS, lang: DEFAULT_LANGUAGE });

export const previewLinkSummarySchema = z.object({
  id: z.int(),
  lang: z.enum(languageCodes).describe('The language it shows the item in'),
  created_at: z.string(),
  expires_at: z.string(),
  created_by: z.string().nullable().describe('The name of the account that made it; null once that account is deleted'),
});
export const previewLinksReplySchema = z.object({ links: z.array(previewLinkSummarySchema) });
export const previewLinkCreatedSchema = previewLinkSummarySchema.extend({
  url: z.string().describe('/sjg/preview/shared/{token}: shown this once, only its hash is kept'),
  message: z.string(),
});
