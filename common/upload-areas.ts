// Where each kind of uploaded image is published under /backend (SPEC §7 "Image locations"),
// how large an upload to it may be (SPEC §5), its folder in storage (under UPLOADS_DIR, and the
// key prefix in the bucket), the picture shown in place of a missing or broken one (SPEC §8: the
// default news banner for news and ventures, a placeholder for blogs and the rest), and whether it
// is drawn whole (logos and investors' pictures fit their box, so they keep no focal point). The
// stored field holds what follows the prefix, so `${prefix}${field}` is the image's URL.
import { IMAGE_LIMIT_1MB, IMAGE_LIMIT_600KB } from './constants.js';

export const uploadAreas = {
  news: { urlPrefix: '/backend/news/', fieldPrefix: 'uploads/', maxBytes: IMAGE_LIMIT_1MB, folder: 'news', missing: 'newsBanner' },
  blogs: { urlPrefix: '/backend/blogs/', fieldPrefix: 'uploads/', maxBytes: IMAGE_LIMIT_1MB, folder: 'blogs', missing: 'placeholder' },
  investors: { urlPrefix: '/backend/investors/investor_uploads/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_600KB, folder: 'investors', missing: 'placeholder', drawnWhole: true },
  // On add; an edit's new picture may be 600 KB at most (SPEC §5).
  testimonials: { urlPrefix: '/backend/testimonials/', fieldPrefix: 'uploads/', maxBytes: IMAGE_LIMIT_1MB, folder: 'testimonials', missing: 'placeholder' },
  ventureLogos: { urlPrefix: '/backend/ventures/uploads/logos/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_1MB, folder: 'ventures/logos', missing: 'newsBanner', drawnWhole: true },
  ventureImages: { urlPrefix: '/backend/ventures/uploads/venture_uploads/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_1MB, folder: 'ventures/venture_uploads', missing: 'newsBanner' },
  ventureStats: { urlPrefix: '/backend/ventures/uploads/stats/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_1MB, folder: 'ventures/stats', missing: 'newsBanner' },
  ventureCategories: { urlPrefix: '/backend/ventures/uploads/categories/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_600KB, folder: 'ventures/categories', missing: 'newsBanner' },
  ventureClients: { urlPrefix: '/backend/ventures/uploads/clients/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_600KB, folder: 'ventures/clients', missing: 'placeholder', drawnWhole: true },
  ventureGallery: { urlPrefix: '/backend/ventures/uploads/gallery/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_600KB, folder: 'ventures/gallery', missing: 'newsBanner' },
  team: { urlPrefix: '/backend/team/uploads/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_1MB, folder: 'team', missing: 'placeholder' },
  /** Pictures uploaded to the media library itself (issue 24); items in any area may use them. */
  media: { urlPrefix: '/backend/media/uploads/', fieldPrefix: '', maxBytes: IMAGE_LIMIT_1MB, folder: 'media', missing: 'placeholder' },
} as const;

export type UploadArea = keyof typeof uploadAreas;

/**
 * Every file name the app stores (random base64url names, processed originals and their variants):
 * letters, digits, '_' and '-' before one image extension, so no dot, slash or '..' gets through.
 */
export const STORED_FILE_NAME = /^[A-Za-z0-9_-]{8,64}\.(jpg|png|webp|gif|avif)$/;

/** The public URL of a stored image field; full URLs (SPEC §3 allows them for blogs) pass through. */
export function uploadUrl(area: UploadArea, field: string | null | undefined): string | null {
  if (!field) return null;
  if (/^https?:\/\//i.test(field)) return field;
  return `${uploadAreas[area].urlPrefix}${field}`;
}
