// Testimonials: name, position, a star rating and a review, through the shared content lifecycle.
import type { TestimonialItem } from '../../../common/api-types.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { contentMessages } from '../../../common/messages.js';
import { createContent, updateContentItem, type ContentDeps, type ContentKind } from '../content/content.service.js';
import type { TestimonialRow } from '../db/schema.js';
import type { ImageSource } from '../media/library-choice.js';
import { plainWrite, type WriteContext } from '../editorial/item-history.js';

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

type TestimonialInput = { name: string; position: string; stars: number; review: string };

// The image is optional on both: SPEC §5 says the add form does not mark it required.
export async function addTestimonial(deps: ContentDeps, input: TestimonialInput, image: ImageSource | undefined, write: WriteContext = plainWrite): Promise<number> {
  return createContent(deps, testimonialKind, testimonialWrite(input, image, write));
}

export async function editTestimonial(
  deps: ContentDeps,
  id: number,
  input: TestimonialInput,
  image: ImageSource | undefined,
  write: WriteContext = plainWrite,
): Promise<number> {
  return updateContentItem(deps, testimonialKind, id, testimonialWrite(input, image, write));
}

function testimonialWrite({ name, position, stars, review }: TestimonialInput, image: ImageSource | undefined, write: WriteContext) {
  return { fields: { name, position, stars, review }, slugSource: name, image, write };
}
