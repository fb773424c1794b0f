// What /backend/blogs/blogs_api.php accepts and answers (SPEC §5, §7).
import { z } from 'zod';
import type { BlogItem, BlogOneReply, Paged } from '../../../common/api-types.js';
import { BLOG_CONTENT_MAX } from '../../../common/constants.js';
import { contentMessages } from '../../../common/messages.js';
import { isBlankHtml } from '../../../common/plain-text.js';
import { contentListQueryShape, formattedDateSchema, idSchema, isoDateSchema, pageParamSchema, requiredTitle } from '../content/content.schema.js';
import { imageAltSchema, imageFocusSchema, imageVariantsSchema } from '../images/image-variants.schema.js';

export const blogsQuerySchema = z.object({
  page: pageParamSchema.optional(),
  slug: z.string().optional(),
  id: idSchema.optional(),
  ...contentListQueryShape,
});

// SPEC §9 limits blog content to 2000 characters. The editor counts its text; the server cannot
// see that text, so it judges the HTML as submitted (before sanitizing), the stricter reading.
const blogContent = z
  .string({ error: contentMessages.blogRequired })
  .refine((content) => !isBlankHtml(content), { error: contentMessages.blogRequired })
  .pipe(z.string().max(BLOG_CONTENT_MAX, { error: contentMessages.blogContentTooLong }));

const blogFields = {
  title: requiredTitle(contentMessages.blogRequired),
  content: blogContent,
};

export const blogsWriteSchema = z.discriminatedUnion(
  'type',
  [z.object({ type: z.literal('insert'), ...blogFields }), z.object({ type: z.literal('update'), id: idSchema, ...blogFields })],
  { error: contentMessages.badType },
);

export const blogItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  image_url: z.string().nullable(),
  image_variants: imageVariantsSchema,
  image_alt: imageAltSchema,
  image_focus: imageFocusSchema,
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  formattedDate: formattedDateSchema,
}) satisfies z.ZodType<BlogItem>;

export const blogsListReplySchema = z.object({
  blogs: z.array(blogItemSchema),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<Paged<'blogs', BlogItem>>;

export const blogOneReplySchema = z.object({ blog: blogItemSchema }) satisfies z.ZodType<BlogOneReply>;
