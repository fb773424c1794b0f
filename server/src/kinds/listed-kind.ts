// A listed kind's table for the shared content lifecycle (content.service.ts ContentKind): where its
// picture is stored, its page size and not-found text, and its rows as the reply shows them.
import type { ListedKind } from '../../../common/content-kinds.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { pictureKeys } from '../../../common/picture-keys.js';
import { formatSiteDate } from '../../../common/site-dates.js';
import type { ContentRow } from '../content/content.repository.js';
import type { ContentKind } from './content.service.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import { listedView, type ListedItem, type ListedView } from './listed-declaration.js';

export type ListedContentKind<K extends ListedKind> = ContentKind<K, ListedItem<K>>;

type Row = Record<string, unknown> & { id: number; slug: string; created_at: Date; updated_at: Date };

/** The row as its item on the wire: id, slug, the fields, the picture and its variants, the dates, in that order. */
function itemMaker(view: ListedView): (row: Row) => Record<string, unknown> {
  const { picture, fields } = view;
  const { area, column } = picture;
  const variants = pictureKeys(column).variants;
  const dates = view.listed.api.dates;
  return (row) => {
    const item: Record<string, unknown> = { id: row.id, slug: row.slug };
    for (const [name, field] of fields) {
      const value = row[name];
      // HTML is cleaned again on the way out: a row written another way (an import, a manual fix) is
      // rendered as this returns it. Public reads are cached, so this runs once per change, not per visit.
      // Stars are numeric(2,1), which arrives as text ('4.5'); the wire carries a number.
      item[name] = field.type === 'richText' ? sanitizeRichHtml(value as string) : field.type === 'stars' ? Number(value) : value;
    }
    const stored = row[column] as string | null;
    item[column] = stored;
    item[variants] = imageVariantsOf(area, stored);
    for (const date of dates) item[date] = date === 'formattedDate' ? formatSiteDate(row.created_at) : row[date].toISOString();
    return item;
  };
}

function contentKindOf<K extends ListedKind>(kind: K): ListedContentKind<K> {
  const view = listedView(kind);
  const toItem = itemMaker(view);
  return {
    table: kind,
    area: view.picture.area,
    imageColumn: view.picture.column as ListedContentKind<K>['imageColumn'],
    pageSize: view.listed.api.pageSize,
    notFoundMessage: view.listed.messages.notFound,
    toItem: (row: ContentRow<K>) => toItem(row as unknown as Row) as ListedItem<K>,
  };
}

const kinds = new Map<ListedKind, ListedContentKind<ListedKind>>();

/** The kind's ContentKind, made once. */
export function listedContentKind<K extends ListedKind>(kind: K): ListedContentKind<K> {
  let made = kinds.get(kind);
  if (!made) {
    made = contentKindOf(kind) as unknown as ListedContentKind<ListedKind>;
    kinds.set(kind, made);
  }
  return made as unknown as ListedContentKind<K>;
}
