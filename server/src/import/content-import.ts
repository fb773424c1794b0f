// The listed kinds from the old site, each read from its
// declaration: where it is listed, how its reply is read, which of its fields make an item here, and
// the admin's own rules and writes that bring it in.
import type { z } from 'zod';
import type { ListedKind } from '../../../common/content-kinds.js';
import { uploadAreas } from '../../../common/upload-areas.js';
import type { ContentDeps } from '../media/file-lifecycle.js';
import type { Db } from '../db/database.js';
import { listedView, type KindOrView } from '../kinds/listed-declaration.js';
import { listedInsertSchema, type ListedInput } from '../kinds/listed-schemas.js';
import { addListedItem, editListedItem, requirePictureOnAdd } from '../kinds/listed-writes.js';
import { itemPictures } from '../media/item-pictures.js';
import type { ImageSource } from '../media/library-choice.js';
import type { ItemWriter, OldItem, PictureSet } from './import-item.js';
import { checked, slugOf } from './import-item.js';
import { oldFieldName, oldListedSchema, type OldListed } from './old-site.schema.js';

export type ContentImport<Old> = {
  kind: ListedKind;
  /** The old list's path under the backend and its reply's key (SPEC §7). */
  path: string;
  listKey: string;
  schema: z.ZodType<Old>;
  /**
   * Oldest first: items without a date of their own are then listed
   * here in the old site's order, since the newest (or, in a list staff order, the latest added) comes first.
   */
  item(old: Old): OldItem;
  writer(deps: ContentDeps, old: Old): ItemWriter;
};

/**
 * The import's record names an item's one picture 'image' whatever its form field, as the records
 * of earlier runs do.
 */
const pictureSlot = 'image';

/** The picture a write sends: a new download, a library picture, or none (the item keeps its own). */
function imageOf(pictures: PictureSet): ImageSource | undefined {
  return pictures.fetched.get(pictureSlot)?.upload ?? pictures.reused.get(pictureSlot);
}

/** The picture each item keeps: its one picture column, read inside the write. */
async function storedImage(tx: Db, kind: ListedKind, id: number): Promise<Record<string, string | null>> {
  const [picture] = await itemPictures(tx, kind, id);
  return { [pictureSlot]: picture?.field ?? null };
}

/** SPEC §3 formattedDate ('November 22, 2026') as a date in Mumbai, for an old reply without created_at. */
function dateOf(old: { created_at?: string | undefined; formattedDate?: string | undefined }): Date | null {
  const date = old.created_at ? new Date(old.created_at) : old.formattedDate ? new Date(`${old.formattedDate} 00:00:00 GMT+0530`) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

export function listedImport(kindOrView: KindOrView): ContentImport<OldListed> {
  const view = listedView(kindOrView);
  const { kind, picture, listed } = view;
  const hasDates = listed.api.dates.length > 0;
  const insertSchema = listedInsertSchema(view);
  /** The old item's fields under their names here, as the old site gave them. */
  const fieldsOf = (old: OldListed) => Object.fromEntries(view.fields.map(([name, field]) => [name, old[oldFieldName(name, field)]]));
  const titleFrom = oldFieldName(view.titleField, view.fields.find(([name]) => name === view.titleField)![1]);
  const titleOf = (old: OldListed) => old[titleFrom] as string;
  return {
    kind,
    path: listed.api.path,
    listKey: listed.api.listKey,
    schema: oldListedSchema(view) as unknown as z.ZodType<OldListed>,
    item: (old) => ({
      kind,
      sourceId: old.id,
      slug: slugOf({ slug: old.slug, title: titleOf(old) }),
      title: titleOf(old),
      createdAt: hasDates ? dateOf(old) : null,
      content: { ...fieldsOf(old), ...(hasDates ? { date: dateOf(old)?.toISOString() ?? null } : {}) },
      // The add form's limit (1 MB where an edit's limit is 600 KB): the picture is the one the old site was given on add.
      pictures: old[picture.column]
        ? [{ slot: pictureSlot, area: picture.area, field: old[picture.column] as string, limit: uploadAreas[picture.area].maxBytes, resent: false }]
        : [],
    }),
    writer: (deps, old) => ({
      prepare(target, pictures) {
        // The add form's rules on both: an update's only differ in what a form may leave out.
        const input = checked(insertSchema, { type: 'insert', ...fieldsOf(old) }) as ListedInput;
        // Checked here too, not only by the add itself, so a dry run reports what the import will do.
        if (!target) requirePictureOnAdd(kind, imageOf(pictures));
        return (write) =>
          target ? editListedItem(deps, kind, target.id, input, imageOf(pictures), write) : addListedItem(deps, kind, input, imageOf(pictures), write);
      },
      storedFields: (tx, id) => storedImage(tx, kind, id),
    }),
  };
}
