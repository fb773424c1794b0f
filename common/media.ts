// The media library (issue 24): a stored image's details, the wire shapes of the admin's Media
// screen and of the library chooser, the limits and messages, shared by the server and the SPA.
import { CONTENT_KINDS, contentKinds, type ContentKind } from './content-kinds.js';
import type { ImageVariants } from './image-variants.js';
import { uploadAreas, uploadUrl } from './upload-areas.js';

export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_ALT_MAX = 250;
export const MEDIA_CAPTION_MAX = 300;
export const MEDIA_CREDIT_MAX = 150;
export const MEDIA_TITLE_MAX = 200;
export const MEDIA_QUERY_MAX = 100;
/** A picture uploaded to the library itself: the largest limit any form takes. */
export const MEDIA_UPLOAD_MAX_BYTES = uploadAreas.media.maxBytes;

/** The kinds of item that use pictures, for the "type of item" filter and the usage list: every content kind, and the site's sections. */
export const MEDIA_USE_KINDS = [...CONTENT_KINDS, 'site'] as const;
export type MediaUseKind = ContentKind | 'site';

export const mediaUseKindLabels: Record<MediaUseKind, string> = {
  ...(Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, contentKinds[kind].labels.many])) as Record<ContentKind, string>),
  site: 'Site settings',
};

/** One item (or earlier version of it, or site section) that uses a picture. */
export type MediaUse = {
  kind: MediaUseKind;
  /** The item's id; null for a site section. */
  item_id: number | null;
  /** The item's title, or the section's name; null for an earlier version of an item since deleted. */
  label: string | null;
  in_trash: boolean;
  /** Only an earlier version in the item's history uses it. */
  in_history: boolean;
};

/** The focal point in per cent of the width and height (0 to 100); null: the centre. */
export type FocalPoint = { x: number; y: number };

/** A library picture as the admin reads it. */
export type MediaItem = {
  id: number;
  /** The file name, unique in the library: what an item stores (after its area's prefix). */
  name: string;
  /** The uploaded file's own name made readable ("Harbour at dusk" for harbour-at-dusk.jpg); '' when unknown. */
  title: string;
  /** The original's URL (under the area whose folder holds it). */
  url: string;
  /** A small version for grids (the narrowest variant), else the original. */
  thumbnail_url: string;
  variants: ImageVariants | null;
  width: number | null;
  height: number | null;
  /** Bytes of the original; null while unknown. */
  bytes: number | null;
  /** jpg, png, webp, gif or avif. */
  format: string;
  alt_text: string;
  decorative: boolean;
  caption: string;
  credit: string;
  focal_point: FocalPoint | null;
  uploaded_by: string | null;
  created_at: string;
  updated_at: string;
  /** How many uses (items, earlier versions, site sections). */
  use_count: number;
};

export type MediaListReply = { items: MediaItem[]; total: number; page: number; total_pages: number };
export type MediaDetailReply = { item: MediaItem; uses: MediaUse[] };

/** `used`: any use at all; `unused`: none. */
export type MediaUsedFilter = 'used' | 'unused';

/** What PATCH /backend/admin/media/:id takes: any of these. */
export type MediaEdit = {
  title?: string;
  alt_text?: string;
  decorative?: boolean;
  caption?: string;
  credit?: string;
  focal_point?: FocalPoint | null;
  /** The picture's updated_at as the form read it: a save since then is not overwritten (409 changed_since). */
  expected_updated_at?: string;
};

/** The public details of an image beside its field in a reply (`<base>_alt`, `<base>_focus`). */
export type ImageDetails = {
  /** The alt text; '' for a decorative picture; null when the picture is not in the library. */
  alt: string | null;
  /** CSS object-position for crops ("30% 70%"), null for the centre. */
  focus: string | null;
};

/** The URL of a library file by its name: every area's uploads route finds it, the library's own is this. */
export function libraryFileUrl(name: string): string {
  return uploadUrl('media', name)!;
}

/** The CSS object-position of a focal point: the point lands at the same fraction of the box, so a crop never cuts it off. */
export function objectPositionOf(focal: FocalPoint | null | undefined): string | null {
  if (!focal) return null;
  const percent = (value: number) => `${Math.round(Math.min(100, Math.max(0, value)) * 10) / 10}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
}

export const mediaMessages = {
  notFound: 'Picture not found in the library.',
  altTooLong: `The alt text must be at most ${MEDIA_ALT_MAX} characters.`,
  captionTooLong: `The caption must be at most ${MEDIA_CAPTION_MAX} characters.`,
  titleTooLong: `The title must be at most ${MEDIA_TITLE_MAX} characters.`,
  creditTooLong: `The credit must be at most ${MEDIA_CREDIT_MAX} characters.`,
  focalInvalid: 'The focal point must be two numbers from 0 to 100.',
  queryTooLong: `The search must be at most ${MEDIA_QUERY_MAX} characters.`,
  usedFilterInvalid: 'used must be used or unused.',
  kindFilterInvalid: `kind must be one of ${MEDIA_USE_KINDS.join(', ')}.`,
  fileRequired: 'Choose a picture to upload.',
  tooLarge: 'Image file size exceeds 1 MB limit.',
  uploaded: 'Picture added to the library.',
  updated: 'Picture details saved.',
  deleted: 'Picture deleted from the library.',
  /** The start of the refusal to delete a used picture; the uses follow. */
  inUse: 'This picture is in use and cannot be deleted. Used by:',
  /** A form sent both a file and a library picture for one image. */
  bothSent: 'Send either a new picture or a picture from the library, not both.',
  decorativeInvalid: 'The decorative mark must be true or false.',
  /** A form named a library picture that does not exist (or was deleted meanwhile). */
  choiceNotFound: 'The picture chosen from the library no longer exists. Choose another.',
  /** Publishing or scheduling an item with a picture that has neither alt text nor the decorative mark. */
  altTextRequired: 'Add alt text to every picture (or mark it decorative) before publishing.',
} as const;

/**
 * A file's name as a title a person reads: without its extension, its dashes, underscores and
 * dots as spaces, the first letter capitalised ("harbour-at_dusk.2.JPG" -> "Harbour at dusk 2").
 * A name that is only an extension or a camera counter stays as it is, shortened to the limit.
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[a-z0-9]{2,5}$/i, '');
  const words = stem.replace(/[-_.+]+/g, ' ').replace(/\s+/g, ' ').trim();
  const readable = words.charAt(0).toUpperCase() + words.slice(1);
  return Array.from(readable).slice(0, MEDIA_TITLE_MAX).join('');
}
