// The media library's details of every image in a /backend reply: beside each `<base>_variants`,
// `<base>_alt` (the alt text, '' for a decorative picture, null when the picture is not in the
// library or absent) and `<base>_focus` (the CSS object-position of its focal point, null for the
// centre), with one query. Called by the replies' serializer (http/reply-images.ts), so the public
// reads, their cached copies, the pages' data and the admin's item reads all carry them.
//
// The file name is read from the image's own field: the sibling `<base>` or `<base>_url` (the
// variants' URLs would do too, but an image narrower than the smallest variant has none).
import { objectPositionOf } from '../../../common/media.js';
import { STORED_FILE_NAME } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import type { MediaRow } from '../db/schema.js';
import { findMediaByNames } from './media.repository.js';

const VARIANTS_SUFFIX = '_variants';

type ImageSlot = { holder: Record<string, unknown>; base: string; name: string | null };

/** Every `<base>_variants` key of the value, with the file name its image field holds. */
function imageSlots(value: unknown, slots: ImageSlot[] = []): ImageSlot[] {
  if (Array.isArray(value)) {
    for (const item of value) imageSlots(item, slots);
  } else if (typeof value === 'object' && value !== null) {
    const holder = value as Record<string, unknown>;
    // for...in, not Object.entries: every reply passes here, and each pair would be an array to collect.
    for (const key in holder) {
      const child = holder[key];
      if (key.endsWith(VARIANTS_SUFFIX) && key.length > VARIANTS_SUFFIX.length) {
        const base = key.slice(0, -VARIANTS_SUFFIX.length);
        slots.push({ holder, base, name: libraryNameOf(holder[base] ?? holder[`${base}_url`]) });
      } else if (typeof child === 'object' && child !== null) {
        imageSlots(child, slots);
      }
    }
  }
  return slots;
}

/** The library name at the end of a stored field or URL ('uploads/x.jpg', '/backend/news/uploads/x.jpg'); null otherwise. */
export function libraryNameOf(field: unknown): string | null {
  if (typeof field !== 'string' || /^https?:\/\//i.test(field)) return null;
  const name = field.slice(field.lastIndexOf('/') + 1);
  return STORED_FILE_NAME.test(name) ? name : null;
}

/** The alt text a reply gives a picture: '' when decorative, null when it is not in the library. */
function altOf(row: MediaRow | undefined): string | null {
  if (!row) return null;
  return row.decorative ? '' : row.alt_text;
}

/** The CSS object-position of a library picture's focal point; null for the centre or a picture outside the library. */
export function focusOf(row: Pick<MediaRow, 'focal_x' | 'focal_y'> | undefined): string | null {
  if (!row || row.focal_x === null || row.focal_y === null) return null;
  return objectPositionOf({ x: row.focal_x * 100, y: row.focal_y * 100 });
}

/** Adds `<base>_alt` and `<base>_focus` beside every `<base>_variants` of `reply` (in place), with one query. */
export async function addImageDetails(db: Db, reply: unknown): Promise<void> {
  const slots = imageSlots(reply);
  if (slots.length === 0) return;
  const names = slots.map((slot) => slot.name).filter((name): name is string => name !== null);
  const rows = new Map((await findMediaByNames(db, names)).map((row) => [row.name, row]));
  for (const { holder, base, name } of slots) {
    const row = name === null ? undefined : rows.get(name);
    // A reply that already says (none today) is left as it is.
    if (!(`${base}_alt` in holder)) holder[`${base}_alt`] = altOf(row);
    if (!(`${base}_focus` in holder)) holder[`${base}_focus`] = focusOf(row);
  }
}
