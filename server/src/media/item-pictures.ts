// The single pictures an item uses after a write, settled inside the write's transaction: the
// library pictures it chose must still exist, the form's alt text and decorative mark land on the
// picture each field now holds (new, chosen or current), and an item going out (published or
// scheduled) must describe every one of them or be refused with nothing written.
import type { EditorialKind } from '../../../common/editorial.js';
import { mediaMessages } from '../../../common/media.js';
import { STORED_FILE_NAME, uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { ValidationError } from '../http/errors.js';
import type { PictureEdits } from './library-choice.js';
import { findMediaByNames } from './media.repository.js';
import { lockMediaNames, selectImageColumns, selectVentureStatsImage, updateMediaAlt } from './item-pictures.repository.js';

/** One single picture of an item: its form field, its upload area and the value it now holds. */
export type ItemPicture = { form: string; area: UploadArea; field: string | null };

type PictureColumn = { form: string; column: string; area: UploadArea };

/** The single images of each kind, by the form field that sends them (the contract's F). */
const pictureColumns: Record<EditorialKind | 'team', PictureColumn[]> = {
  news: [{ form: 'image', column: 'image_url', area: 'news' }],
  blogs: [{ form: 'image', column: 'image_url', area: 'blogs' }],
  investors: [{ form: 'investor_image', column: 'investor_image', area: 'investors' }],
  testimonials: [{ form: 'image', column: 'image_url', area: 'testimonials' }],
  ventures: [
    { form: 'logo', column: 'logo_url', area: 'ventureLogos' },
    { form: 'img_banner', column: 'img_banner_url', area: 'ventureImages' },
    { form: 'about_img', column: 'about_img_url', area: 'ventureImages' },
  ],
  team: [{ form: 'photo', column: 'photo', area: 'team' }],
};

const tables: Record<EditorialKind | 'team', string> = {
  news: 'news',
  blogs: 'blogs',
  investors: 'investors',
  testimonials: 'testimonials',
  ventures: 'ventures',
  team: 'team_members',
};


/** The library name a field value of `area` holds, or null (no picture, a full URL, not one of ours). */
export function mediaNameOf(area: UploadArea, field: string | null | undefined): string | null {
  const { fieldPrefix } = uploadAreas[area];
  if (!field?.startsWith(fieldPrefix)) return null;
  const name = field.slice(fieldPrefix.length);
  return STORED_FILE_NAME.test(name) ? name : null;
}

/** The single pictures the item holds now (inside the write's transaction). */
export async function itemPictures(tx: Db, kind: EditorialKind | 'team', id: number): Promise<ItemPicture[]> {
  const columns = pictureColumns[kind];
  const row = (await selectImageColumns(tx, tables[kind], id, columns.map((column) => column.column))) ?? {};
  const pictures = columns.map(({ form, column, area }) => ({ form, area, field: row[column] ?? null }));
  if (kind === 'ventures') pictures.push({ form: 'stats_image', area: 'ventureStats', field: await selectVentureStatsImage(tx, id) });
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
  if (!gate) return;
  const names = pictures.map((picture) => mediaNameOf(picture.area, picture.field)).filter((name): name is string => name !== null);
  // A picture outside the library (a full URL) has no alt text to check; the pages give it the item's title.
  const undescribed = (await findMediaByNames(tx, names)).some((row) => row.alt_text.trim() === '' && !row.decorative);
  if (undescribed) throw new ValidationError(mediaMessages.altTextRequired);
}
