// What the media library's endpoints accept and answer (issue 24): the list's filters, an edit of
// a picture's details, an upload's text fields, and the reply shapes for the OpenAPI document.
import { z } from 'zod';
import {
  MEDIA_ALT_MAX,
  MEDIA_CAPTION_MAX,
  MEDIA_CREDIT_MAX,
  MEDIA_QUERY_MAX,
  MEDIA_TITLE_MAX,
  MEDIA_USE_KINDS,
  mediaMessages,
  type MediaDetailReply,
  type MediaItem,
  type MediaListReply,
  type MediaUse,
} from '../../../common/media.js';
import { serverMessages } from '../../../common/messages.js';
import { pageParamSchema } from '../http/request-schemas.js';
import { imageVariantsSchema } from '../images/image-variants.schema.js';

export const mediaQuerySchema = z.object({
  page: pageParamSchema.optional(),
  // A repeated key arrives as an array and is refused with the same message.
  q: z
    .string({ error: mediaMessages.queryTooLong })
    .max(MEDIA_QUERY_MAX, { error: mediaMessages.queryTooLong })
    .transform((q) => q.trim())
    .optional(),
  used: z.enum(['used', 'unused'], { error: mediaMessages.usedFilterInvalid }).optional(),
  kind: z.enum(MEDIA_USE_KINDS, { error: mediaMessages.kindFilterInvalid }).optional(),
});

export type MediaQuery = z.infer<typeof mediaQuerySchema>;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });

const focalCoordinate = z.number({ error: mediaMessages.focalInvalid }).min(0, { error: mediaMessages.focalInvalid }).max(100, { error: mediaMessages.focalInvalid });

export const focalPointSchema = z.object({ x: focalCoordinate, y: focalCoordinate }, { error: mediaMessages.focalInvalid });

/** PATCH's JSON body: any of the details; what is absent stays as it is. */
export const mediaEditSchema = z.object(
  {
    title: text(MEDIA_TITLE_MAX, mediaMessages.titleTooLong).optional(),
    alt_text: text(MEDIA_ALT_MAX, mediaMessages.altTooLong).optional(),
    decorative: z.boolean({ error: mediaMessages.decorativeInvalid }).optional(),
    caption: text(MEDIA_CAPTION_MAX, mediaMessages.captionTooLong).optional(),
    credit: text(MEDIA_CREDIT_MAX, mediaMessages.creditTooLong).optional(),
    focal_point: focalPointSchema.nullable().optional(),
  },
  { error: serverMessages.badJson },
);

export type MediaEditInput = z.infer<typeof mediaEditSchema>;

/** The text fields beside an upload's `file`: a multipart form sends text. */
export const mediaUploadSchema = z.object({
  /** The uploaded file's name made readable (the admin sends titleFromFileName's). */
  title: text(MEDIA_TITLE_MAX, mediaMessages.titleTooLong).optional().default(''),
  alt_text: text(MEDIA_ALT_MAX, mediaMessages.altTooLong).optional().default(''),
  decorative: z
    .enum(['true', 'false', '1', '0', ''], { error: mediaMessages.decorativeInvalid })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export type MediaUploadInput = z.infer<typeof mediaUploadSchema>;

export const mediaItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  variants: imageVariantsSchema.unwrap(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  bytes: z.int().nullable(),
  format: z.string(),
  alt_text: z.string(),
  decorative: z.boolean(),
  caption: z.string(),
  credit: z.string(),
  focal_point: z.object({ x: z.number(), y: z.number() }).nullable(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  use_count: z.int(),
}) satisfies z.ZodType<MediaItem>;

export const mediaUseSchema = z.object({
  kind: z.enum(MEDIA_USE_KINDS),
  item_id: z.int().nullable(),
  label: z.string().nullable(),
  in_trash: z.boolean(),
  in_history: z.boolean(),
}) satisfies z.ZodType<MediaUse>;

export const mediaListReplySchema = z.object({
  items: z.array(mediaItemSchema),
  total: z.int(),
  page: z.int(),
  total_pages: z.int(),
}) satisfies z.ZodType<MediaListReply>;

export const mediaDetailReplySchema = z.object({ item: mediaItemSchema, uses: z.array(mediaUseSchema) }) satisfies z.ZodType<MediaDetailReply>;

export const mediaWriteReplySchema = z.object({ message: z.string(), item: mediaItemSchema });
export const mediaDeleteReplySchema = z.object({ message: z.string() });
export const mediaInUseReplySchema = z.object({ error: z.string(), code: z.literal('media_in_use'), uses: z.array(mediaUseSchema) });
