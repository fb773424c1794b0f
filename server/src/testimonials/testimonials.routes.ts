// /backend/testimonials/testimonials_api.php: the public testimonial list and the admin writes (SPEC §7).
import { contentMessages, successMessages } from '../../../common/messages.js';
import { contentRoute, contentRoutes } from '../content/content.routes.js';
import { parseTestimonialImage } from './testimonial-image-upload.js';
import { testimonialsQuerySchema, testimonialsWriteSchema } from './testimonials.schema.js';
import { addTestimonial, editTestimonial, testimonialKind } from './testimonials.service.js';

export const testimonialsPath = '/testimonials/testimonials_api.php';

export const testimonialsRoute = contentRoute({
  kind: testimonialKind,
  path: testimonialsPath,
  listKey: 'testimonials',
  querySchema: testimonialsQuerySchema,
  writeSchema: testimonialsWriteSchema,
  parseUpload: parseTestimonialImage,
  imageField: 'image',
  add: addTestimonial,
  edit: editTestimonial,
  messages: {
    added: successMessages.testimonialAdded,
    updated: contentMessages.testimonialUpdated,
    deleted: successMessages.testimonialDeleted,
  },
});

export const testimonialsRoutes = contentRoutes(testimonialsRoute);
