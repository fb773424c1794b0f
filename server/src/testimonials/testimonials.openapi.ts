// The testimonials path in the OpenAPI document, from the schemas that validate it.
import { contentOpenApi } from '../content/content.openapi.js';
import { testimonialsPath } from './testimonials.routes.js';
import { testimonialsListReplySchema, testimonialsQuerySchema, testimonialsWriteSchema } from './testimonials.schema.js';

export const testimonialsOpenApi = contentOpenApi({
  path: testimonialsPath,
  tag: 'testimonials',
  querySchema: testimonialsQuerySchema,
  listReply: { description: 'A page of testimonials', schema: testimonialsListReplySchema },
  writeSchema: testimonialsWriteSchema,
  imageField: 'image',
  summaries: {
    get: 'Testimonials, newest first: a page, or every testimonial without a page',
    post: 'Add (type insert: name, position, stars, review, testimonial (ignored), image) or update (type update: id, name, position, stars, review, optional image) a testimonial',
    delete: 'Delete a testimonial and its image',
  },
});
