// What the listed kinds share: paged lists newest first, lookup by slug or
// id, unique slugs, one transaction per write, and the files around it. Each kind's table is
// described once (ContentKind, made from its declaration by kinds/listed-kind.ts).
import type { ListedKind } from '../../../common/content-kinds.js';
import { editorialMessages, type ItemStatus } from '../../../common/editorial.js';
import type { UploadArea } from '../../../common/upload-areas.js';
import { writeTime } from '../clock.js';
import type { Db } from '../db/database.js';
import { editorialFieldsOf, type EditorialColumnsOf } from '../editorial/editorial-fields.js';
import { isSlugTrashed } from '../editorial/editorial.repository.js';
import { settleItemWrite, type WriteContext } from '../editorial/item-history.js';
import { refuseChangedSince, savedItem } from '../editorial/changed-since.js';
import { moveToTrash } from '../editorial/trash.service.js';
import { GoneError, NotFoundError } from '../http/errors.js';
import type { ImageSource } from '../media/library-choice.js';
import {
  countContent,
  findContentById,
  findContentBySlug,
  findSlugsLike,
  insertContent,
  listContent,
  publicOnly,
  updateContent,
  type ContentListOptions,
  type ContentRow,
  type ContentRowUpdate,
  
  type NewContentRow,
  type Visibility,
} from '../content/content.repository.js';
import { withFileChanges, type ContentDeps, type StoreOptions } from '../media/file-lifecycle.js';
import { findItemIdByEarlierSlug, keepsSlugHistory, recordSlugChange } from '../content/slug-history.repository.js';
import { allocateSlug, retryOnSlugConflict } from '../content/slugs.js';

export type ContentKind<T extends ListedKind, Item> = {
  table: T;
  /** Where the item's image is stored. */
  area: UploadArea;
  /** The column holding the stored image. */
  imageColumn: 'image_url' | 'investor_image';
  pageSize: number;
  notFoundMessage: string;
  toItem(row: ContentRow<T>): Item;
};


/** The columns a feature supplies; slug, image and timestamps are the generic code's business. */
export type ContentFields<T extends ListedKind> = Omit<
  NewContentRow<T>,
  'id' | 'slug' | 'image_url' | 'investor_image' | 'created_at' | 'updated_at'
>;

export type ContentPage<Item> = { items: Item[]; totalPages: number };

/**
 * One page (from 1), or every item when page is null. A page past the end is empty. Newest first
 * and every item unless `options` ask for another order or a title search.
 */
export async function listContentPage<T extends ListedKind, Item>(
  db: Db,
  kind: ContentKind<T, Item>,
  page: number | null,
  options: ContentListOptions = {},
  shape: ItemShape = {},
): Promise<ContentPage<Item>> {
  const window = page === null ? null : { limit: kind.pageSize, offset: (page - 1) * kind.pageSize };
  const [count, rows] = await Promise.all([countContent(db, kind.table, options), listContent(db, kind.table, window, options)]);
  return { items: await shaped(db, kind, rows, shape), totalPages: Math.ceil(count / kind.pageSize) };
}

/** `editorial`: the admin's reads add each item's state to the public fields. */
export type ItemShape = { editorial?: boolean };

async function shaped<T extends ListedKind, Item>(db: Db, kind: ContentKind<T, Item>, rows: ContentRow<T>[], shape: ItemShape): Promise<Item[]> {
  if (!shape.editorial) return rows.map((row) => kind.toItem(row));
  const states = rows as unknown as EditorialColumnsOf[];
  const fields = await editorialFieldsOf(db, kind.table, states);
  return rows.map((row, index) => ({ ...kind.toItem(row), ...fields.get(states[index]!.id) }));
}

/**
 * A public item by slug or id; with an admin `visibility`, any item outside the trash by id. A
 * slug whose item is in the trash answers 410 Gone.
 */
export async function findContent<T extends ListedKind, Item>(
  db: Db,
  kind: ContentKind<T, Item>,
  key: { slug: string } | { id: number },
  visibility: Visibility = publicOnly,
  shape: ItemShape = {},
): Promise<Item> {
  const row = 'slug' in key ? await findContentBySlugOrEarlier(db, kind.table, key.slug) : await findContentById(db, kind.table, key.id, { visibility });
  if (!row) {
    if ('slug' in key && (await isSlugTrashed(db, kind.table, key.slug))) throw new GoneError(editorialMessages.itemGone);
    throw new NotFoundError(kind.notFoundMessage);
  }
  const [item] = await shaped(db, kind, [row], shape);
  return item!;
}

/** By current slug, else by an earlier one (links made before a title change keep working); public items only. */
async function findContentBySlugOrEarlier<T extends ListedKind>(db: Db, table: T, slug: string): Promise<ContentRow<T> | undefined> {
  const row = await findContentBySlug(db, table, slug);
  const kind: string = table;
  if (row || !keepsSlugHistory(kind)) return row;
  const id = await findItemIdByEarlierSlug(db, kind, slug);
  return id === undefined ? undefined : findContentById(db, table, id);
}

export async function createContent<T extends ListedKind, Item>(
  deps: ContentDeps,
  kind: ContentKind<T, Item>,
  input: { fields: ContentFields<T>; slugSource: string; image: ImageSource | undefined; write: WriteContext },
): Promise<number> {
  return withFileChanges(deps, async (files) => {
    const stored = await files.store(kind.area, input.image, storeOptions(input));
    return retryOnSlugConflict(() =>
      deps.db.transaction().execute(async (tx) => {
        // Dated by the writer's clock, as everything the write records (in production the server's
        // time, as the database's now(); the demo seed's clock gives each item its own day).
        const now = writeTime(deps);
        const slug = await allocateSlug(input.slugSource, (base) => findSlugsLike(tx, kind.table, base));
        const values = { ...input.fields, slug, [kind.imageColumn]: stored ?? null, created_at: now, updated_at: now } as unknown as NewContentRow<T>;
        const row = await insertContent(tx, kind.table, values);
        await settleItemWrite(tx, { kind: kind.table, id: row.id, before: null, now, ...input.write });
        return row.id;
      }),
    );
  });
}

/**
 * A new upload is described by the item's title (its name for people) until the form says
 * otherwise, as the migration described the uploads it found; it was uploaded by the writer.
 */
function storeOptions(input: { slugSource: string; write: WriteContext }): StoreOptions {
  return { alt: input.slugSource, uploadedBy: input.write.editor?.id ?? null };
}

/** Replaces the fields given; a new or chosen image replaces the old one, which stays in the library. */
export async function updateContentItem<T extends ListedKind, Item>(
  deps: ContentDeps,
  kind: ContentKind<T, Item>,
  id: number,
  input: { fields: Partial<ContentFields<T>>; slugSource: string; image: ImageSource | undefined; write: WriteContext },
): Promise<number> {
  return withFileChanges(deps, async (files) => {
    const stored = await files.store(kind.area, input.image, storeOptions(input));
    return retryOnSlugConflict(() =>
      deps.db.transaction().execute(async (tx) => {
        const current = await findContentById(tx, kind.table, id, { forUpdate: true, visibility: { public: false } });
        if (!current) throw new NotFoundError(kind.notFoundMessage);
        await refuseChangedSince((current as unknown as { updated_at: Date }).updated_at, input.write.expectedUpdatedAt, savedItem(tx, kind.table, id));
        const slug = await allocateSlug(input.slugSource, (base) => findSlugsLike(tx, kind.table, base), current.slug);
        if (slug !== current.slug && keepsSlugHistory(kind.table)) {
          await recordSlugChange(tx, kind.table, id, { oldSlug: current.slug, newSlug: slug });
        }
        const values = {
          ...input.fields,
          slug,
          ...(stored ? { [kind.imageColumn]: stored } : {}),
        } as unknown as ContentRowUpdate<T>;
        await updateContent(tx, kind.table, id, values);
        const before = (current as unknown as { status: ItemStatus }).status;
        await settleItemWrite(tx, { kind: kind.table, id, before, now: writeTime(deps), ...input.write });
        return id;
      }),
    );
  });
}

/** Delete moves the item to the trash; its files stay until it is deleted forever. */
export async function deleteContentItem<T extends ListedKind, Item>(
  deps: ContentDeps,
  kind: ContentKind<T, Item>,
  id: number,
  write: WriteContext,
): Promise<void> {
  await moveToTrash(deps, { kind: kind.table, id }, write.editor, writeTime(deps), kind.notFoundMessage);
}
