// How each content type keeps its editorial state: its table, the columns that are bookkeeping
// rather than content, where its title and images are. A composite kind's child rows are in snapshots.repository.ts.
import { contentKinds } from '../../../common/content-kinds.js';
import { EDITORIAL_KINDS, type EditorialKind } from '../../../common/editorial.js';
import type { UploadArea } from '../../../common/upload-areas.js';

export type FileColumn = { column: string; area: UploadArea };

export type EditorialTable = {
  /** The column a title is read from, for the trash and revisions lists. */
  titleColumn: string;
  /** The row's own image columns (a venture's child rows add theirs). */
  files: FileColumn[];
};

export const editorialTables = Object.fromEntries(
  EDITORIAL_KINDS.map((kind) => {
    const { titleColumn, pictures } = contentKinds[kind];
    return [kind, { titleColumn, files: pictures.map(({ column, area }) => ({ column, area })) }];
  }),
) as Record<EditorialKind, EditorialTable>;

/** Columns that say where an item stands, not what it says: left out of revisions and never restored. */
export const bookkeepingColumns = [
  'id',
  'status',
  'publish_at',
  'first_published_at',
  'deleted_at',
  'deleted_by',
  'created_at',
  'updated_at',
] as const;
