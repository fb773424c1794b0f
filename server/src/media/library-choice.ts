// Choosing a picture from the media library in a form (`F_media_id` instead of the file `F`), and
// the alt text and decorative mark a form sets on the picture an item uses (`F_alt`,
// `F_decorative`). A chosen picture is not copied: the item stores the library file's name under
// its own area's prefix, and storage finds the bytes in the folder of the area that holds them.
import { MEDIA_ALT_MAX, mediaMessages } from '../../../common/media.js';
import { uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { ValidationError } from '../http/errors.js';
import type { UploadedImage } from '../http/image-upload.js';
import { findMediaById } from './media.repository.js';

/** A library picture chosen for an item of some area: what the item stores, and the library's name. */
export type LibraryChoice = { chosen: true; field: string; name: string };

/** Where an item's picture comes from: a new upload or the library. */
export type ImageSource = UploadedImage | LibraryChoice;

export function isLibraryChoice(source: ImageSource): source is LibraryChoice {
  return 'chosen' in source;
}

/** What a form asks of the picture its item uses after the write; absent keys leave it as it is. */
export type PictureEdit = { alt?: string; decorative?: boolean };

/**
 * The pictures a write names: the edits of its single images by form field (`image`, `logo`...),
 * and the names of the library pictures it chose, checked again inside its transaction.
 */
export type PictureEdits = { edits: Record<string, PictureEdit>; chosen: string[] };

export const noPictureEdits: PictureEdits = { edits: {}, chosen: [] };

/** The field value an item of `area` stores for the library picture `mediaId`; 400 when there is none. */
export async function chooseFromLibrary(db: Db, area: UploadArea, mediaId: unknown): Promise<LibraryChoice> {
  const id = typeof mediaId === 'string' && /^\d{1,9}$/.test(mediaId.trim()) ? Number(mediaId.trim()) : undefined;
  const row = id === undefined || id === 0 ? undefined : await findMediaById(db, id);
  if (!row) throw new ValidationError(mediaMessages.choiceNotFound);
  return { chosen: true, field: `${uploadAreas[area].fieldPrefix}${row.name}`, name: row.name };
}

/**
 * The picture of one form field: the uploaded file, or the library picture `<field>_media_id`
 * names (both: 400), or undefined when the form sent neither. A blank id counts as none.
 */
export async function imageSourceOf(
  db: Db,
  area: UploadArea,
  upload: UploadedImage | undefined,
  mediaId: unknown,
): Promise<ImageSource | undefined> {
  const blank = mediaId === undefined || (typeof mediaId === 'string' && mediaId.trim() === '');
  if (blank) return upload;
  if (upload) throw new ValidationError(mediaMessages.bothSent);
  return chooseFromLibrary(db, area, Array.isArray(mediaId) ? mediaId[mediaId.length - 1] : mediaId);
}

/** `F_alt` and `F_decorative` of a form's text fields; 400 for an alt text too long or a mark not true/false. */
export function readPictureEdit(fields: Record<string, unknown>, field: string): PictureEdit {
  const edit: PictureEdit = {};
  const alt = lastText(fields[`${field}_alt`]);
  if (alt !== undefined) {
    const trimmed = alt.trim();
    if (trimmed.length > MEDIA_ALT_MAX) throw new ValidationError(mediaMessages.altTooLong);
    edit.alt = trimmed;
  }
  const decorative = lastText(fields[`${field}_decorative`]);
  if (decorative !== undefined && decorative !== '') {
    if (decorative !== 'true' && decorative !== 'false') throw new ValidationError(mediaMessages.decorativeInvalid);
    edit.decorative = decorative === 'true';
  }
  return edit;
}

/**
 * The edits of several single-image fields, and the library names among their sources; undefined
 * when the form sent neither (a SPEC §7 client's write, which the publish gate leaves alone unless
 * it asks for a state).
 */
export function pictureEditsOf(
  fields: Record<string, unknown>,
  sources: Record<string, ImageSource | undefined>,
  moreChosen: (ImageSource | undefined)[] = [],
): PictureEdits | undefined {
  const edits: Record<string, PictureEdit> = {};
  for (const field of Object.keys(sources)) edits[field] = readPictureEdit(fields, field);
  const chosen = [...Object.values(sources), ...moreChosen].filter((source): source is LibraryChoice => !!source && isLibraryChoice(source));
  const edited = Object.values(edits).some((edit) => Object.keys(edit).length > 0);
  return edited || chosen.length > 0 ? { edits, chosen: chosen.map((choice) => choice.name) } : undefined;
}

/** A form's text fields as a record (an absent body reads as empty). */
export function formFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function lastText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // A text field sent twice arrives as an array: the last one wins, as everywhere else.
  if (Array.isArray(value) && value.length > 0 && typeof value[value.length - 1] === 'string') return value[value.length - 1] as string;
  return undefined;
}
