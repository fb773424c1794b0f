// What /backend/news/news_api.php accepts and answers (SPEC §5, §7).
import { z } from 'zod';
import type { NewsItem, NewsOneReply, Paged } from '../../../common/api-types.js';
import { NEWS_CONTENT_MAX } from '../../../common/constants.js';
import { contentMessages } from '../../../common/messages.js';
import { isNewsYear } from '../../../common/news-year.js';
import { isBlankHtml } from '../../../common/plain-text.js';
import { contentListQueryShape, formattedDateSchema, idSchema, isoDateSchema, pageParamSchema, requiredText, requiredTitle } from '../content/content.schema.js';
import { imageAltSchema, imageFocusSchema, imageVariantsSchema } from '../images/image-variants.schema.js';

export const newsQuerySchema = z.object({
  page: pageParamSchema.optional(),
  slug: z.string().optional(),
  id: idSchema.optional(),
  ...contentListQueryShape,
});

// The limit counts the HTML as submitted, before sanitizing, so what the admin typed is what is judged.
const newsContent = (message: string) =>
  z
    .string({ error: message })
    .refine((content) => !isBlankHtml(content), { error: message })
    .pipe(z.string().max(NEWS_CONTENT_MAX, { error: contentMessages.newsContentTooLong }));

export const newsInsertSchema = z.object({
  type: z.literal('insert'),
  title: requiredTitle(contentMessages.newsRequired),
  content: newsContent(contentMessages.newsRequired),
  // Free text on add (SPEC §5).
  year: requiredText(contentMessages.newsRequired),
});

export const newsUpdateSchema = z.object({
  type: z.literal('update'),
  id: idSchema,
  title: requiredTitle(contentMessages.newsUpdateRequired),
  // Left out, they keep their values.
  content: z.string().max(NEWS_CONTENT_MAX, { error: contentMessages.newsContentTooLong }).optional(),
  // A number on edit (SPEC §5): four digits; left out or blank, it keeps its value.
  year: z
    .string()
    .trim()
    .refine((year) => year === '' || isNewsYear(year), { error: contentMessages.newsYear })
    .optional()
    .transform((year) => (year === '' ? undefined : year)),
});

export const newsWriteSchema = z.discriminatedUnion('type', [newsInsertSchema, newsUpdateSchema], {
  error: contentMessages.badType,
});

export const newsItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  year: z.string(),
  image_url: z.string().nullable(),
  image_variants: imageVariantsSchema,
  image_alt: imageAltSchema,
  image_focus: imageFocusSchema,
  formattedDate: formattedDateSchema,
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
}) satisfies z.ZodType<NewsItem>;

export const newsListReplySchema = z.object({
  news: z.array(newsItemSchema),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<Paged<'news', NewsItem>>;

export const newsOneReplySchema = z.object({ news: newsItemSchema }) satisfies z.ZodType<NewsOneReply>;
