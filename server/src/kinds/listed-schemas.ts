// What a listed kind's path accepts and answers (SPEC §5, §7), made from its declaration: the
// query, the write (insert or update, each field checked by its type with the kind's messages)
// and the replies the OpenAPI document describes.
import { z } from 'zod';
import type { FieldDeclaration } from '../../../common/content-kinds.js';
import { STARS_MAX, STARS_MIN } from '../../../common/constants.js';
import type { ListSort, OrderedListSort } from '../../../common/list-query.js';
import { contentMessages } from '../../../common/messages.js';
import { pictureKeys } from '../../../common/picture-keys.js';
import {
  formattedDateSchema,
  idSchema,
  isoDateSchema,
  listSearchSchema,
  listSortSchema,
  pageParamSchema,
} from '../http/request-schemas.js';
import { optionalField, requiredField, richTextWithin } from './declared-field-schemas.js';
import { imageAltSchema, imageFocusSchema, imageVariantsSchema } from '../images/image-variants.schema.js';
import { listedView, type KindOrView, type ListedView } from './listed-declaration.js';

/** The fields of a write, by name: text, or a number for stars; a kept field left out is undefined. */
export type ListedInput = Record<string, string | number | undefined>;
export type ListedWrite = ({ type: 'insert' } | { type: 'update'; id: number }) & ListedInput;

export type ListedQuery = {
  page?: number | undefined;
  slug?: string | undefined;
  id?: number | undefined;
  sort?: ListSort | OrderedListSort | undefined;
  q?: string | undefined;
};

/** ?page=, ?slug= and ?id= for a kind found one by one, ?sort= among its sorts, ?q=. */
export function listedQuerySchema(kind: KindOrView): z.ZodType<ListedQuery> & z.ZodObject {
  const { api, messages } = listedView(kind).listed;
  return z.object({
    page: pageParamSchema.optional(),
    // A repeated ?slug= names no one item: refused in the kind's own words, as the ventures' read does.
    ...(api.oneKey !== undefined ? { slug: z.string({ error: messages.notFound }).optional(), id: idSchema.optional() } : {}),
    sort: listSortSchema(api.sorts),
    q: listSearchSchema,
  }) as unknown as z.ZodType<ListedQuery> & z.ZodObject;
}

/**
 * A field an update may leave out (or, with a pattern, send blank) to keep its value: only its
 * length is checked, or its pattern (an HTML pattern attribute, which matches the whole value).
 */
function keptField(field: FieldDeclaration): z.ZodType {
  const pattern = field.onUpdate?.pattern;
  const text = field.maxLength ? z.string().max(field.maxLength.chars, { error: field.maxLength.message }) : z.string();
  if (!pattern) return text.optional();
  const whole = new RegExp(`^(?:${pattern.regex})$`);
  return text
    .trim()
    .refine((value) => value === '' || whole.test(value), { error: pattern.message })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

function fieldSchemas(view: ListedView, type: 'insert' | 'update'): Record<string, z.ZodType> {
  const { messages } = view.listed;
  return Object.fromEntries(
    view.fields.map(([name, field]) => {
      if (type === 'update' && field.onUpdate?.keep) return [name, keptField(field)];
      const required = field.requiredMessage ?? messages.required;
      return [name, requiredField(name, field, type === 'update' ? (messages.requiredOnUpdate ?? required) : required)];
    }),
  );
}

/**
 * A field of a draft other than its title: checked only as far as it is written (its length, an
 * edit's pattern). An add leaves a missing one blank; an edit keeps it.
 */
function draftField(field: FieldDeclaration, type: 'insert' | 'update'): z.ZodType {
  if (field.type !== 'richText') return type === 'insert' ? optionalField(field) : keptField(field);
  const written = richTextWithin(field, z.string({ error: field.maxLength?.message })).optional();
  return type === 'insert' ? written.default('') : written;
}

/** What a draft takes (status=draft, a kind with drafts): its title, the rest as far as written (editorial/publishable.ts checks it before it goes out). */
export function listedDraftWriteSchema(kind: KindOrView): z.ZodType<ListedWrite> {
  const view = listedView(kind);
  const fieldsOf = (type: 'insert' | 'update') => {
    const full = fieldSchemas(view, type);
    return Object.fromEntries(view.fields.map(([name, field]) => [name, name === view.titleField ? full[name]! : draftField(field, type)]));
  };
  const insert = z.object({ type: z.literal('insert'), ...fieldsOf('insert') });
  const update = z.object({ type: z.literal('update'), id: idSchema, ...fieldsOf('update') });
  return z.discriminatedUnion('type', [insert, update], { error: contentMessages.badType }) as unknown as z.ZodType<ListedWrite>;
}

/** The add form's fields; unknown ones are dropped (an add form may send more: SPEC §7 has one that does). */
export function listedInsertSchema(kind: KindOrView) {
  return z.object({ type: z.literal('insert'), ...fieldSchemas(listedView(kind), 'insert') });
}

/** POST's body: an insert, or an update of the item `id`. */
export function listedWriteSchema(kind: KindOrView): z.ZodType<ListedWrite> {
  const update = z.object({ type: z.literal('update'), id: idSchema, ...fieldSchemas(listedView(kind), 'update') });
  return z.discriminatedUnion('type', [listedInsertSchema(kind), update], { error: contentMessages.badType }) as unknown as z.ZodType<ListedWrite>;
}

const dateSchemas = { formattedDate: formattedDateSchema, created_at: isoDateSchema, updated_at: isoDateSchema };

/** One item of the reply, with the picture's `_variants`, `_alt` and `_focus` siblings. */
export function listedItemSchema(kind: KindOrView) {
  const { fields, picture, listed } = listedView(kind);
  const keys = pictureKeys(picture.column);
  return z.object({
    id: z.int(),
    slug: z.string(),
    ...Object.fromEntries(fields.map(([name, field]) => [name, field.type === 'stars' ? z.number().min(STARS_MIN).max(STARS_MAX) : z.string()])),
    [picture.column]: z.string().nullable(),
    [keys.variants]: imageVariantsSchema,
    [keys.alt]: imageAltSchema,
    [keys.focus]: imageFocusSchema,
    ...Object.fromEntries(listed.api.dates.map((date) => [date, dateSchemas[date]])),
  });
}

/** A page: `{ <listKey>: [...], total_pages }`. */
export function listedListReplySchema(kind: KindOrView) {
  return z.object({ [listedView(kind).listed.api.listKey]: z.array(listedItemSchema(kind)), total_pages: z.int().min(0) });
}

/** One item by ?slug= or ?id=: `{ <oneKey>: item }`, for a kind found one by one. */
export function listedOneReplySchema(kind: KindOrView) {
  const { oneKey } = listedView(kind).listed.api;
  return oneKey === undefined ? undefined : z.object({ [oneKey]: listedItemSchema(kind) });
}
