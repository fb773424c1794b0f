// What a form holds for one image field (issue 24): a new file, or a picture chosen from the media
// library, and the alt text / decorative mark of whichever picture the item keeps; and how that
// goes into the multipart form (`F`, `F_media_id`, `F_alt`, `F_decorative`).
import type { MediaItem } from '@common/media';

/** `unsure`: the reply said '' (decorative, or no alt text yet), so the library is asked which. */
export type ImageChoice = { file: File | null; media: MediaItem | null; alt: string; decorative: boolean; unsure?: boolean };

/**
 * The field as an item's reply describes its picture: `<base>_alt` is the library's alt text ('' for
 * a decorative picture, or one still without alt text), null when the picture is not in the
 * library (or there is none). '' cannot say which, so the mark starts unchecked; the picker asks
 * the library (image-picker.tsx), rather than let a missing alt text pass as decorative.
 */
export function imageChoiceOf(reply: object | null | undefined, base: string): ImageChoice {
  const alt = reply ? (reply as Record<string, unknown>)[`${base}_alt`] : undefined;
  return { file: null, media: null, alt: typeof alt === 'string' ? alt : '', decorative: false, unsure: alt === '' };
}

export const emptyImageChoice: ImageChoice = { file: null, media: null, alt: '', decorative: false };

/** A file picked: it replaces a library choice; the alt text typed so far stays. */
export function withFile(choice: ImageChoice, file: File | null): ImageChoice {
  return { ...choice, file, media: file ? null : choice.media };
}

/** A library picture chosen (or the choice dropped): its own alt text and mark come with it. */
export function withMedia(choice: ImageChoice, media: MediaItem | null): ImageChoice {
  if (!media) return { ...choice, media: null };
  return { file: null, media, alt: media.decorative ? '' : media.alt_text, decorative: media.decorative };
}

/** Whether the field has a new picture to send (a file or a library choice). */
export function hasNewPicture(choice: ImageChoice | undefined): boolean {
  return Boolean(choice && (choice.file || choice.media));
}

/** Sets `field` (file) or `field_media_id`, and always `field_alt` and `field_decorative`. */
export function appendImageChoice(form: FormData, field: string, choice: ImageChoice): void {
  if (choice.file) form.set(field, choice.file);
  else if (choice.media) form.set(`${field}_media_id`, String(choice.media.id));
  form.set(`${field}_alt`, choice.decorative ? '' : choice.alt.trim());
  form.set(`${field}_decorative`, String(choice.decorative));
}

/**
 * Whether the picture the field will hold stops a publish for want of alt text (the server's rule,
 * media/item-pictures.ts): a new picture, or the current one when the library holds it
 * (`currentInLibrary`; a picture outside the library has no alt text to check), with neither alt
 * text nor the decorative mark.
 */
export function lacksAltText(choice: ImageChoice | undefined, currentInLibrary: boolean): boolean {
  if (!choice || choice.decorative || choice.alt.trim() !== '') return false;
  return hasNewPicture(choice) || currentInLibrary;
}

/** Whether an item's reply says its current picture of `base` is in the library (`<base>_alt` is a string). */
export function currentInLibrary(reply: object | null | undefined, base: string): boolean {
  return typeof (reply as Record<string, unknown> | null | undefined)?.[`${base}_alt`] === 'string';
}
