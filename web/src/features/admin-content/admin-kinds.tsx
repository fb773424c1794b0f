// The admin screen of each listed kind, read from its
// declaration (common/content-kinds.ts): endpoint, columns, form fields, limits and the spec's
// texts. One generic manager serves them all.
import type { ImageVariants, ListedWireItems } from '@common/api-types';
import { contentKinds as declarations, LISTED_KINDS, type ListedKind } from '@common/content-kinds';
import type { EditorialFields } from '@common/editorial';
import { narrowestImageUrl } from '@common/image-variants';
import { ORDERED_LIST_SORTS, type OrderedListSort } from '@common/list-query';
import { MEDIA_ALT_MAX } from '@common/media';
import { ORDER_KINDS, type OrderKind } from '@common/ordering';
import { pictureKeys } from '@common/picture-keys';
import { translatedPictureAltOf } from '@common/translated-picture-alt';
import { uploadUrl } from '@common/upload-areas';
import { paths } from '@/lib/paths';
import { Stars } from '@/components/stars';
import { IndiaDate } from '@/admin-shared/india-time';
import { NoValue } from '@/admin-shared/no-value';
import type { TranslationFieldDef } from '@/admin-shared/translation-fields';
import { adminFieldsOf, type FieldDef, type ListedKindDeclaration } from './admin-fields';
import type { ContentEndpoint } from './api/content';
import './admin-kinds.css';

export type { FieldDef } from './admin-fields';

export type ContentItem = ListedWireItems[ListedKind];
/** An item as the admin reads it (/backend/admin/items/…): with its state, for the kinds that have one. */
export type AdminContentItem = ContentItem & Partial<EditorialFields>;

/** Every sort the admin list offers; a kind offers those its declaration lists. */
type AdminListSort = OrderedListSort;

export type ContentKindDef = {
  key: ListedKind;
  heading: string;
  api: ContentEndpoint;
  /** 'news' in 'Are you sure you want to save this news?' */
  noun: string;
  emptyMessage: string;
  /** `sort`: the column sorts the list, by title (or name) or by the date the item was added. */
  columns: { header: string; render(item: AdminContentItem): React.ReactNode; sort?: 'title' | 'date' }[];
  /** The list's sorts; with 'order', staff put the list in order by dragging (`orderKind`). */
  sorts: readonly AdminListSort[];
  orderKind: OrderKind | null;
  imageOf(item: AdminContentItem): string | null;
  nameOf(item: AdminContentItem): string;
  /** The field that names the item: all a draft needs to be saved. */
  titleField: string;
  /** The item's public page (a route path), for the row's View on site link; none for a kind without one. */
  publicPath?(item: AdminContentItem): string;
  fields: FieldDef[];
  valuesOf(item: AdminContentItem): Record<string, string>;
  messages: { added: string; updated: string; deleted: string; addedBannerMs?: number };
  /** How the form's failed save reads (SPEC §8), and what an add sends empty (§7). */
  form: { saveErrors?: { plain: true; onUpdate: string }; addSendsEmpty: readonly string[] };
  /** Its texts in other languages (issue 50): the translatable fields as the form shows them, and whether each language has an address. */
  translation: { fields: TranslationFieldDef[]; hasPage: boolean };
};

/**
 * The form's text fields the declaration marks translatable, with the form's labels, limits and
 * messages, then the picture's alt text (the media library's in English).
 */
function translationFieldsOf(key: ListedKind, fields: FieldDef[], declared: Record<string, { translatable: boolean }>): TranslationFieldDef[] {
  const alt = translatedPictureAltOf(key);
  // Optional or not by the item: the server marks it so where English's picture has no alt text.
  const altField: TranslationFieldDef = { name: alt.name, label: alt.label, kind: 'text', maxLength: MEDIA_ALT_MAX, requiredMessage: alt.required };
  return [...textFieldsOf(fields, declared), altField];
}

function textFieldsOf(fields: FieldDef[], declared: Record<string, { translatable: boolean }>): TranslationFieldDef[] {
  return fields.flatMap((field): TranslationFieldDef[] => {
    if (!declared[field.name]?.translatable) return [];
    if (field.kind === 'rich') return [{ name: field.name, label: field.label, kind: 'rich', requiredMessage: field.requiredMessage, ...(field.maxLength !== undefined && { maxLength: field.maxLength }) }];
    if (field.kind !== 'text') return [];
    return [{ name: field.name, label: field.label, kind: 'text', requiredMessage: field.requiredMessage, ...(field.multiline && { multiline: true }), ...(field.maxLength !== undefined && { maxLength: field.maxLength }) }];
  });
}

// A 64 px thumbnail: the narrowest variant, not the original (up to 1 MB) for each row.
const imageCell = (url: string | null, variants: ImageVariants | null | undefined, alt: string) => {
  const thumbnail = narrowestImageUrl(variants, url);
  return thumbnail ? <img className="admin-table__thumb" src={thumbnail} alt={alt} width={64} height={48} loading="lazy" /> : <span className="admin-table__no-image">No image</span>;
};

/** A reply's field by name: the declaration names them, the item types do not index by string. */
const fieldOf = (item: AdminContentItem, name: string): unknown => (item as Record<string, unknown>)[name];
const textOf = (item: AdminContentItem, name: string): string => {
  const value = fieldOf(item, name);
  return value === null || value === undefined ? '' : String(value);
};

const adminSorts: readonly string[] = ORDERED_LIST_SORTS;
const isAdminSort = (sort: string): sort is AdminListSort => adminSorts.includes(sort);
const orderKinds: readonly string[] = ORDER_KINDS;
const isOrderKind = (kind: string): kind is OrderKind => orderKinds.includes(kind);

/** The admin screen of one listed kind, from its declaration. */
function contentKindDefOf(key: ListedKind): ContentKindDef {
  const declaration: ListedKindDeclaration & { titleColumn: string; page?: { route: 'newsItem' | 'blog' | 'venture' } } = declarations[key];
  const { listed, pictures, titleColumn, page, fields: declaredFields } = declaration;
  const { admin } = listed;
  const fields = adminFieldsOf(declaration);
  const nameOf = (item: AdminContentItem) => textOf(item, titleColumn) || (admin.nameFallback ?? '');
  const picture = pictures[0];
  const imageOf = (item: AdminContentItem) => (picture ? uploadUrl(picture.area, fieldOf(item, picture.column) as string | null | undefined) : null);
  const variantsOf = (item: AdminContentItem, column: string) => fieldOf(item, pictureKeys(column).variants) as ImageVariants | null | undefined;

  const fieldColumns = Object.entries(declaredFields)
    .filter(([, field]) => field.column)
    .map(([name, field]): ContentKindDef['columns'][number] => {
      const header = admin.columnHeaders?.[name] ?? field.label;
      if (name === titleColumn) return { header, render: nameOf, sort: 'title' };
      if (field.type === 'stars') {
        return {
          header,
          render: (item) => {
            const stars = Number(fieldOf(item, name));
            return (
              <span className="admin-rating">
                <Stars value={stars} />
                <span className="admin-rating__value" aria-hidden="true">
                  {stars.toFixed(1)}
                </span>
              </span>
            );
          },
        };
      }
      // A draft may be saved without it (a year to come).
      return { header, render: (item) => textOf(item, name) || <NoValue said="none yet" /> };
    });

  return {
    key,
    heading: admin.heading,
    api: { kind: key, endpoint: listed.api.path, listKey: listed.api.listKey },
    noun: admin.noun,
    emptyMessage: admin.empty,
    columns: [
      ...(picture ? [{ header: picture.label ?? 'Image', render: (item: AdminContentItem) => imageCell(imageOf(item), variantsOf(item, picture.column), textOf(item, titleColumn)) }] : []),
      ...fieldColumns,
      ...(admin.dateColumn ? [{ header: admin.dateColumn, render: (item: AdminContentItem) => <IndiaDate at={textOf(item, 'created_at')} />, sort: 'date' as const }] : []),
    ],
    sorts: listed.api.sorts.filter(isAdminSort),
    orderKind: listed.api.sorts.includes('order') && isOrderKind(key) ? key : null,
    imageOf,
    nameOf,
    titleField: titleColumn,
    ...(page && { publicPath: (item: AdminContentItem) => paths[page.route](textOf(item, 'slug')) }),
    fields,
    valuesOf: (item) =>
      Object.fromEntries(fields.filter((field) => field.kind !== 'image').map((field) => [field.name, field.kind === 'stars' ? Number(fieldOf(item, field.name)).toFixed(1) : textOf(item, field.name)])),
    messages: { added: listed.messages.added, updated: listed.messages.updated, deleted: listed.messages.deleted, ...(admin.addedBannerMs && { addedBannerMs: admin.addedBannerMs }) },
    form: { ...(admin.saveErrors && { saveErrors: admin.saveErrors }), addSendsEmpty: admin.addSendsEmpty ?? [] },
    translation: { fields: translationFieldsOf(key, fields, declaredFields), hasPage: page !== undefined },
  };
}

export const contentKinds = Object.fromEntries(LISTED_KINDS.map((key) => [key, contentKindDefOf(key)])) as Record<ListedKind, ContentKindDef>;
