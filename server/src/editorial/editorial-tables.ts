// How each content type keeps its editorial state: its table, the columns that are bookkeeping
// rather than content, where its title and images are. Ventures' child rows are in snapshots.ts.
import type { EditorialKind } from '../../../common/editorial.js';
import type { UploadArea } from '../../../common/upload-areas.js';

export type FileColumn = { column: string; area: UploadArea };

export type EditorialTable = {
  /** The column a title is read from, for the trash and revisions lists. */
  titleColumn: string;
  /** The row's own image columns (a venture's child rows add theirs). */
  files: FileColumn[];
};

export const editorialTables: Record<EditorialKind, EditorialTable> = {
  news: { titleColumn: 'title', files: [{ column: 'image_url', area: 'news' }] },
  blogs: { titleColumn: 'title', files: [{ column: 'image_url', area: 'blogs' }] },
  investors: { titleColumn: 'investor_name', files: [{ column: 'investor_image', area: 'investors' }] },
  testimonials: { titleColumn: 'name', files: [{ column: 'image_url', area: 'testimonials' }] },
  ventures: {
    titleColumn: 'title',
    files: [
      { column: 'logo_url', area: 'ventureLogos' },
      { column: 'img_banner_url', area: 'ventureImages' },
      { column: 'about_img_url', area: 'ventureImages' },
    ],
  },
};

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

/** A venture's place in the display order is the list's business, not the venture's content. */
export const ventureBookkeepingColumns = ['position'] as const;
