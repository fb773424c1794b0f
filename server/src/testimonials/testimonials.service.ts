// Testimonials: name, position, a star rating and a review, through the shared content lifecycle.
import type { TestimonialItem } from '../../../common/api-types.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { contentMessages } from '../../../common/messages.js';
import type { ContentKind } from '../content/content.service.js';
import type { TestimonialRow } from '../db/schema.js';

export const testimonialKind: ContentKind<'testimonials', TestimonialItem> = {
  table: 'testimonials',
  area: 'testimonials',
  imageColumn: 'image_url',
  pageSize: PAGE_SIZE.testimonials,
  notFoundMessage: contentMessages.testimonialNotFound,
  toItem: (row: TestimonialRow) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    position: row.position,
    // numeric(2,1) arrives as text ('4.5'); the wire carries a number.
    stars: Number(row.stars),
    review: row.review,
    image_url: row.image_url,
    image_variants: imageVariantsOf('testimonials', row.image_url),
  }),
};
