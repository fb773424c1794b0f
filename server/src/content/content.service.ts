// What news, blogs, investors and testimonials share: paged lists newest first, lookup by slug or
// id, unique slugs, one transaction per write, and the files around it. Each feature describes its
// table once (ContentKind) and keeps its own fields and rules.
import type { UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../http/errors.js';
import type { UploadedImage } from '../http/image-upload.js';
import {
  countContent,
  deleteContent,
  findContentById,
  findContentBySlug,
  findSlugsLike,
  insertContent,
  listContent,
  updateContent,
  type ContentListOptions,
  type ContentRow,
  type ContentRowUpdate,
  type ContentTable,
  type NewContentRow,
} from './content.repository.js';
import { writeWithFiles, type FileDeps } from './file-lifecycle.js';
import { findItemIdByEarlierSlug, keepsSlugHistory, recordSlugChange } from './slug-history.repository.js';
import { allocateSlug, retryOnSlugConflict } from './slugs.js';

export type ContentKind<T extends ContentTable, Item> = {
  table: T;
  /** Where the item's image is stored. */
  area: UploadArea;
  /** The column holding the stored image. */
  imageColumn: 'image_url' | 'investor_image';
  pageSize: number;
  notFoundMessage: string;
  toItem(row: ContentRow<T>): Item;
};

export type ContentDeps = FileDeps & { db: Db };

/** The columns a feature supplies; slug, image and timestamps are the generic code's business. */
export type ContentFields<T extends ContentTable> = Omit<
  NewContentRow<T>,
  'id' | 'slug' | 'image_url' | 'investor_image' | 'created_at' | 'updated_at'
>;

export type ContentPage<Item> = { items: Item[]; totalPages: number };

/**
 * One page (from 1), or every item when page is null. A page past the end is empty. Newest first
 * and every item unless `options` ask for another order or a title search.
 */
export async function listContentPage<T extends ContentTable, Item>(
  db: Db,
  kind: ContentKind<T, Item>,
  page: number | null,
  options: ContentListOptions = {},
): Promise<ContentPage<Item>> {
  const window = page === null ? null : { limit: kind.pageSize, offset: (page - 1) * kind.pageSize };
  const [count, rows] = await Promise.all([countContent(db, kind.table, options), listContent(db, kind.table, window, options)]);
  return { items: rows.map((row) => kind.toItem(row)), totalPages: Math.ceil(count / kind.pageSize) };
}

export async function findContent<T extends ContentTable, Item>(
  db: Db,
  kind: ContentKind<T, Item>,
  key: { slug: string } | { id: number },
): Promise<Item> {
  const row = 'slug' in key ? await findContentBySlugOrEarlier(db, kind.table, key.slug) : await findContentById(db, kind.table, key.id);
  if (!row) throw new NotFoundError(kind.notFoundMessage);
  return kind.toItem(row);
}

/** By current slug, else by an earlier one (links made before a title change keep working). */
async function findContentBySlugOrEarlier<T extends ContentTable>(db: Db, table: T, slug: string): Promise<ContentRow<T> | undefined> {
  const row = await findContentBySlug(db, table, slug);
  const kind: string = table;
  if (row || !keepsSlugHistory(kind)) return row;
  const id = await findItemIdByEarlierSlug(db, kind, slug);
  return id === undefined ? undefined : findContentById(db, table, id);
}

export async function createContent<T extends ContentTable, Item>(
  deps: ContentDeps,
  kind: ContentKind<T, Item>,
  input: { fields: ContentFields<T>; slugSource: string; image: UploadedImage | undefined },
): Promise<number> {
  const files = input.image ? [{ area: kind.area, image: input.image }] : [];
  return writeWithFiles(deps, files, ([stored]) =>
    retryOnSlugConflict(() =>
      deps.db.transaction().execute(async (tx) => {
        const slug = await allocateSlug(input.slugSource, (base) => findSlugsLike(tx, kind.table, base));
        const values = { ...input.fields, slug, [kind.imageColumn]: stored ?? null } as unknown as NewContentRow<T>;
        const row = await insertContent(tx, kind.table, values);
        return { result: row.id, obsolete: [] };
      }),
    ),
  );
}

/** Replaces the fields given; a new image replaces the old one, whose file goes after the commit. */
export async function updateContentItem<T extends ContentTable, Item>(
  deps: ContentDeps,
  kind: ContentKind<T, Item>,
  id: number,
  input: { fields: Partial<ContentFields<T>>; slugSource: string; image: UploadedImage | undefined },
): Promise<number> {
  const files = input.image ? [{ area: kind.area, image: input.image }] : [];
  return writeWithFiles(deps, files, ([stored]) =>
    retryOnSlugConflict(() =>
      deps.db.transaction().execute(async (tx) => {
        const current = await findContentById(tx, kind.table, id, { forUpdate: true });
        if (!current) throw new NotFoundError(kind.notFoundMessage);
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
        return { result: id, obsolete: stored ? [{ area: kind.area, field: imageOf(kind, current) }] : [] };
      }),
    ),
  );
}

export async function deleteContentItem<T extends ContentTable, Item>(
  deps: ContentDeps,
  kind: ContentKind<T, Item>,
  id: number,
): Promise<void> {
  await writeWithFiles(deps, [], async () => {
    const row = await deleteContent(deps.db, kind.table, id);
    if (!row) throw new NotFoundError(kind.notFoundMessage);
    return { result: undefined, obsolete: [{ area: kind.area, field: imageOf(kind, row) }] };
  });
}

function imageOf<T extends ContentTable>(kind: ContentKind<T, unknown>, row: ContentRow<T>): string | null {
  return (row as Record<string, unknown>)[kind.imageColumn] as string | null;
}
