// Where each kind of uploaded image is published under /backend (SPEC §7 "Image locations").
// The stored field holds what follows the prefix, so `${prefix}${field}` is the image's URL.

export const uploadAreas = {
  news: { urlPrefix: '/backend/news/', fieldPrefix: 'uploads/' },
  blogs: { urlPrefix: '/backend/blogs/', fieldPrefix: 'uploads/' },
  investors: { urlPrefix: '/backend/investors/investor_uploads/', fieldPrefix: '' },
  testimonials: { urlPrefix: '/backend/testimonials/', fieldPrefix: 'uploads/' },
  ventureLogos: { urlPrefix: '/backend/ventures/uploads/logos/', fieldPrefix: '' },
  ventureImages: { urlPrefix: '/backend/ventures/uploads/venture_uploads/', fieldPrefix: '' },
  ventureStats: { urlPrefix: '/backend/ventures/uploads/stats/', fieldPrefix: '' },
  ventureCategories: { urlPrefix: '/backend/ventures/uploads/categories/', fieldPrefix: '' },
  ventureClients: { urlPrefix: '/backend/ventures/uploads/clients/', fieldPrefix: '' },
  ventureGallery: { urlPrefix: '/backend/ventures/uploads/gallery/', fieldPrefix: '' },
  team: { urlPrefix: '/backend/team/uploads/', fieldPrefix: '' },
  /** Pictures uploaded to the media library itself (issue 24); items in any area may use them. */
  media: { urlPrefix: '/backend/media/uploads/', fieldPrefix: '' },
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
