// The single pictures an item uses after a write, settled inside the write's transaction: the
// library pictures it chose must still exist, the form's alt text and decorative mark land on the
// picture each field now holds (new, chosen or current), and an item going out (published or
// scheduled) must describe every one of them or be refused with nothing written.
import { compositionOf, contentKinds, type ContentKind } from '../../../common/content-kinds.js';
import { mediaMessages } from '../../../common/media.js';
import { STORED_FILE_NAME, uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { ValidationError } from '../http/errors.js';
import type { PictureEdits } from './library-choice.js';
import { findMediaByNames } from './media.repository.js';
import { lockMediaNames, selectImageColumns, selectChildRowImage, updateMediaAlt } from './item-pictures.repository.js';

/** One single picture of an item: its form field, its upload area and the value it now holds. */
export type ItemPicture = { form: string; area: UploadArea; field: string | null };

/** The library name a field value of `area` holds, or null (no picture, a full URL, not one of ours). */
export function mediaNameOf(area: UploadArea, field: string | null | undefined): string | null {
  const { fieldPrefix } = uploadAreas[area];
  if (!field?.startsWith(fieldPrefix)) return null;
  const name = field.slice(fieldPrefix.length);
  return STORED_FILE_NAME.test(name) ? name : null;
}

/** The single pictures the item holds now (inside the write's transaction). */
export async function itemPictures(tx: Db, kind: ContentKind, id: number): Promise<ItemPicture[]> {
  const { table, pictures: columns } = contentKinds[kind];
  const row = (await selectImageColumns(tx, table, id, columns.map((column) => column.column))) ?? {};
  const pictures: ItemPicture[] = columns.map(({ form, column, area }) => ({ form, area, field: row[column] ?? null }));
  for (const [, child] of compositionOf(kind)?.rows ?? []) {
    for (const { form, column, area } of child.pictures) pictures.push({ form, area, field: await selectChildRowImage(tx, child, column, id) });
  }
  return pictures;
}

/**
 * Checks the chosen pictures, applies the form's edits, and with `gate` refuses pictures with
 * neither alt text nor the decorative mark (400, so the transaction and its files are undone).
 */
export async function settlePictures(tx: Db, pictures: ItemPicture[], edits: PictureEdits, gate: boolean): Promise<void> {
  const found = await lockMediaNames(tx, edits.chosen);
  if (edits.chosen.some((name) => !found.has(name))) throw new ValidationError(mediaMessages.choiceNotFound);
  for (const picture of pictures) {
    const name = mediaNameOf(picture.area, picture.field);
    const edit = edits.edits[picture.form];
    if (name && edit) await updateMediaAlt(tx, name, edit);
  }
  if (gate && (await hasUndescribedPicture(tx, pictures))) throw new ValidationError(mediaMessages.altTextRequired);
}

/** Whether one of the pictures is in the library with neither alt text nor the decorative mark. */
export async function hasUndescribedPicture(tx: Db, pictures: ItemPicture[]): Promise<boolean> {
  const names = pictures.map((picture) => mediaNameOf(picture.area, picture.field)).filter((name): name is string => name !== null);
  // A picture outside the library (a full URL) has no alt text to check; the pages give it the item's title.
  return (await findMediaByNames(tx, names)).some((row) => row.alt_text.trim() === '' && !row.decorative);
}
