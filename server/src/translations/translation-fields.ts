// What a translation holds and how its input is checked: the kind's translatable fields
// (common/content-kinds.ts), each with the same limits and messages as the English form
// (declared-field-schemas.ts), rich text cleaned by the same sanitizer, and its address for kinds
// with a page. A venture's child rows (stats, subcategories, clients, gallery) are translated too,
// each text under `<child>.<row id>.<field>` (docs/decisions.md, "Languages"); a listed kind's
// picture's alt text under the reply's `<base>_alt` (common/translated-picture-alt.ts). A draft may
// leave fields blank; publishing asks for every one English has (requireComplete).
import { z } from 'zod';
import { contentKinds, LISTED_KINDS, type ChildRowDeclaration, type FieldDeclaration, type KindDeclaration, type ListedKind } from '../../../common/content-kinds.js';
import { isBlankHtml } from '../../../common/plain-text.js';
import { checkTranslationSlug } from '../../../common/translation-slug.js';
import { translationMessages } from '../../../common/translation-messages.js';
import { translatedPictureAltOf } from '../../../common/translated-picture-alt.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import { firstIssueText, ValidationError } from '../http/errors.js';
import { requiredField } from '../kinds/declared-field-schemas.js';
import { listedView } from '../kinds/listed-declaration.js';

/** The listed kinds, and the two with forms of their own: ventures (with their child rows' texts) and the team. */
export type TranslatedKind = ListedKind | 'ventures' | 'team';
export const TRANSLATED_KINDS = [...LISTED_KINDS, 'ventures', 'team'] as unknown as readonly [TranslatedKind, ...TranslatedKind[]];

export function isListedKind(kind: TranslatedKind): kind is ListedKind {
  return (LISTED_KINDS as readonly string[]).includes(kind);
}

export type TranslatableField = {
  name: string;
  field: FieldDeclaration;
  required: string;
  /** Publishing may leave it blank: an optional field or a child row's text that is blank in English too. */
  optional?: boolean;
  /** Its name for the editor where the declaration's label is not enough (a child row's: 'Gallery 2: Caption'). */
  label?: string;
};

/** The kind's own translatable fields in the declared order, each with its message when blank. */
export function translatableFieldsOf(kind: TranslatedKind): TranslatableField[] {
  if (isListedKind(kind)) {
    const { listed, fields } = listedView(kind);
    const own = fields
      .filter(([, field]) => field.translatable && field.type !== 'stars')
      .map(([name, field]): TranslatableField => ({ name, field, required: field.requiredMessage ?? listed.messages.required }));
    // Optional here; required when English's picture has alt text (translation-sources.ts sourceOf).
    const alt = translatedPictureAltOf(kind);
    return [...own, { name: alt.name, field: alt.field, required: alt.required, optional: true }];
  }
  const fields: [string, FieldDeclaration][] = Object.entries((contentKinds[kind] as KindDeclaration).fields);
  return fields
    .filter(([, field]) => field.translatable)
    .map(([name, field]) => ({ name, field, required: field.requiredMessage ?? translationMessages.fieldRequired(field.label), ...(field.optional && { optional: true }) }));
}

/** The kind's child rows and lists with translatable texts, by the name their texts are keyed under. */
export function translatedChildrenOf(kind: TranslatedKind): [string, ChildRowDeclaration][] {
  const { childRows = {}, childLists = {} }: KindDeclaration = contentKinds[kind];
  return [...Object.entries(childRows), ...Object.entries(childLists)].filter(([, child]) => Object.values(child.fields).some((field) => field.translatable));
}

/** The key of one child row's text in a translation's fields: `gallery.12.caption`. */
export function childFieldName(child: string, rowId: number, field: string): string {
  return `${child}.${rowId}.${field}`;
}

const CHILD_FIELD = /^([a-z_]+)\.([1-9]\d{0,9})\.([a-z_]+)$/;

/** A child row's text of the kind, as declared, for its key; its message names the child list. */
export function childFieldOf(kind: TranslatedKind, child: string, rowId: number, name: string): TranslatableField | undefined {
  const declaration = translatedChildrenOf(kind).find(([childName]) => childName === child)?.[1];
  const field = declaration?.fields[name];
  if (!declaration || !field?.translatable) return undefined;
  return { name: childFieldName(child, rowId, name), field, required: translationMessages.fieldRequired(`${declaration.label}: ${field.label}`) };
}

/** The declared field a translation's key names: one of the kind's own, or a child row's (`gallery.12.caption`). */
function fieldOfKey(kind: TranslatedKind, name: string): TranslatableField | undefined {
  const own = translatableFieldsOf(kind).find((entry) => entry.name === name);
  if (own) return own;
  const match = CHILD_FIELD.exec(name);
  return match ? childFieldOf(kind, match[1]!, Number(match[2]), match[3]!) : undefined;
}

/** Whether the kind's items have a page, and so an address per language. */
export function hasPage(kind: TranslatedKind): boolean {
  return 'page' in contentKinds[kind];
}

/** The field the slug is made from when the editor gives none: the kind's title field. */
export function titleFieldOf(kind: TranslatedKind): string {
  return isListedKind(kind) ? listedView(kind).titleField : contentKinds[kind].titleColumn;
}

const kindSchema = z.enum(TRANSLATED_KINDS, { error: translationMessages.kindInvalid });

export function parseTranslatedKind(value: unknown): TranslatedKind {
  const parsed = kindSchema.safeParse(value);
  if (!parsed.success) throw new ValidationError(translationMessages.kindInvalid);
  return parsed.data;
}

export type TranslationInput = { fields: Record<string, string>; slug: string | undefined };

/**
 * A save's body `{ fields: { name: text }, slug? }`: each field given is checked as the English
 * form checks it (blank is kept blank, a draft may be unfinished); fields not translatable are
 * refused rather than silently dropped, so a client learns that pictures and dates are shared.
 * A child row's key is checked against the item's rows by the service, which reads them.
 */
export function parseTranslationInput(kind: TranslatedKind, body: unknown): TranslationInput {
  const record = z.object({ fields: z.record(z.string(), z.unknown()).optional(), slug: z.unknown().optional() }).safeParse(body ?? {});
  if (!record.success) throw new ValidationError(translationMessages.fieldsInvalid);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(record.data.fields ?? {})) {
    const entry = fieldOfKey(kind, name);
    if (!entry) throw new ValidationError(translationMessages.fieldsInvalid);
    if (typeof value !== 'string') throw new ValidationError(entry.required);
    if (isBlank(entry.field, value)) {
      fields[name] = '';
      continue;
    }
    const parsed = requiredField(name, entry.field, entry.required).safeParse(value);
    if (!parsed.success) throw new ValidationError(firstIssueText(parsed.error, entry.required));
    fields[name] = entry.field.type === 'richText' ? sanitizeRichHtml(parsed.data as string) : (parsed.data as string);
  }
  const slug = record.data.slug;
  if (slug === undefined || slug === null || slug === '') return { fields, slug: undefined };
  if (!hasPage(kind) || typeof slug !== 'string') throw new ValidationError(translationMessages.slugInvalid);
  const checked = checkTranslationSlug(slug);
  if (!checked.ok) throw new ValidationError(checked.reason === 'tooLong' ? translationMessages.slugTooLong : translationMessages.slugInvalid);
  return { fields, slug: checked.slug };
}

/** Refuses to publish or schedule a translation with a blank field it needs, with that field's English message. */
export function requireComplete(translatable: readonly TranslatableField[], fields: Record<string, string>): void {
  for (const { name, field, required, optional } of translatable) {
    if (!optional && isBlank(field, fields[name] ?? '')) throw new ValidationError(required);
  }
}

/** Blank as the English form counts it: empty-looking rich text (tags around nothing) is blank too. */
export function isBlank(field: FieldDeclaration, value: string): boolean {
  return field.type === 'richText' ? isBlankHtml(value) : value.trim() === '';
}
