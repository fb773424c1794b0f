// What /backend/testimonials/testimonials_api.php accepts and answers (SPEC §5, §7).
import { z } from 'zod';
import type { Paged, TestimonialItem } from '../../../common/api-types.js';
import { STARS_MAX, STARS_MIN } from '../../../common/constants.js';
import { contentMessages } from '../../../common/messages.js';
import { TESTIMONIAL_LIST_SORTS } from '../../../common/list-query.js';
import { contentListQueryShape, idSchema, listSortSchema, pageParamSchema, requiredText, requiredTitle } from '../content/content.schema.js';
import { imageAltSchema, imageFocusSchema, imageVariantsSchema } from '../images/image-variants.schema.js';

// In the order staff set unless asked otherwise (`order` names it; new ones come first).
export const testimonialsQuerySchema = z.object({ page: pageParamSchema.optional(), ...contentListQueryShape, sort: listSortSchema(TESTIMONIAL_LIST_SORTS) });

/** SPEC §9 stars: 0 to 5 in steps of 0.1, written as a plain decimal ('4', '4.5'; not '4.25', '1e0'). */
export function isStarRating(text: string): boolean {
  if (!/^\d+(\.\d+)?$/.test(text)) return false;
  const value = Number(text);
  const tenths = value * 10;
  return value >= STARS_MIN && value <= STARS_MAX && Math.abs(tenths - Math.round(tenths)) < 1e-9;
}

const stars = requiredText(contentMessages.testimonialRequired)
  .refine(isStarRating, { error: contentMessages.testimonialStars })
  // Kept with one decimal, as the numeric(2,1) column holds it.
  .transform((text) => Math.round(Number(text) * 10) / 10);

const testimonialFields = {
  name: requiredTitle(contentMessages.testimonialRequired, 'name'),
  position: requiredTitle(contentMessages.testimonialRequired, 'position'),
  stars,
  review: requiredText(contentMessages.testimonialRequired),
};

// The insert form also sends `testimonial`, always empty (SPEC §7): unknown fields are dropped.
export const testimonialsWriteSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('insert'), ...testimonialFields }),
    z.object({ type: z.literal('update'), id: idSchema, ...testimonialFields }),
  ],
  { error: contentMessages.badType },
);

export const testimonialItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  position: z.string(),
  stars: z.number().min(STARS_MIN).max(STARS_MAX),
  review: z.string(),
  image_url: z.string().nullable(),
  image_variants: imageVariantsSchema,
  image_alt: imageAltSchema,
  image_focus: imageFocusSchema,
}) satisfies z.ZodType<TestimonialItem>;

export const testimonialsListReplySchema = z.object({
  testimonials: z.array(testimonialItemSchema),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<Paged<'testimonials', TestimonialItem>>;
