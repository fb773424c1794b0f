// What a translation of a listed kind holds and how its input is checked: the kind's translatable
// fields (common/content-kinds.ts), each with the same limits and messages as the English form
// (declared-field-schemas.ts), rich text cleaned by the same sanitizer, and its address for kinds
// with a page. A draft may leave fields blank; publishing asks for every one (requireComplete).
import { z } from 'zod';
import { contentKinds, LISTED_KINDS, type FieldDeclaration, type ListedKind } from '../../../common/content-kinds.js';
import { isBlankHtml } from '../../../common/plain-text.js';
import { checkTranslationSlug } from '../../../common/translation-slug.js';
import { translationMessages } from '../../../common/translation-messages.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import { ValidationError } from '../http/errors.js';
import { requiredField } from '../kinds/declared-field-schemas.js';
import { listedView } from '../kinds/listed-declaration.js';

export type TranslatedKind = ListedKind;
export const TRANSLATED_KINDS = LISTED_KINDS;

export type TranslatableField = { name: string; field: FieldDeclaration; required: string };

/** The kind's translatable fields in the declared order, each with its message when blank. */
export function translatableFieldsOf(kind: TranslatedKind): TranslatableField[] {
  const { listed, fields } = listedView(kind);
  return fields
    .filter(([, field]) => field.translatable && field.type !== 'stars')
    .map(([name, field]) => ({ name, field, required: field.requiredMessage ?? listed.messages.required }));
}

/** Whether the kind's items have a page, and so an address per language. */
export function hasPage(kind: TranslatedKind): boolean {
  return 'page' in contentKinds[kind];
}

/** The field the slug is made from when the editor gives none: the kind's title field. */
export function titleFieldOf(kind: TranslatedKind): string {
  return listedView(kind).titleField;
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
 */
export function parseTranslationInput(kind: TranslatedKind, body: unknown): TranslationInput {
  const record = z.object({ fields: z.record(z.string(), z.unknown()).optional(), slug: z.unknown().optional() }).safeParse(body ?? {});
  if (!record.success) throw new ValidationError(translationMessages.fieldsInvalid);
  const known = new Map(translatableFieldsOf(kind).map((entry) => [entry.name, entry]));
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(record.data.fields ?? {})) {
    const entry = known.get(name);
    if (!entry) throw new ValidationError(translationMessages.fieldsInvalid);
    if (typeof value !== 'string') throw new ValidationError(entry.required);
    if (isBlank(entry.field, value)) {
      fields[name] = '';
      continue;
    }
    const parsed = requiredField(name, entry.field, entry.required).safeParse(value);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? entry.required);
    fields[name] = entry.field.type === 'richText' ? sanitizeRichHtml(parsed.data as string) : (parsed.data as string);
  }
  const slug = record.data.slug;
  if (slug === undefined || slug === null || slug === '') return { fields, slug: undefined };
  if (!hasPage(kind) || typeof slug !== 'string') throw new ValidationError(translationMessages.slugInvalid);
  const checked = checkTranslationSlug(slug);
  if (!checked.ok) throw new ValidationError(checked.reason === 'tooLong' ? translationMessages.slugTooLong : translationMessages.slugInvalid);
  return { fields, slug: checked.slug };
}

/** Refuses to publish or schedule a translation with a blank field, with that field's English message. */
export function requireComplete(kind: TranslatedKind, fields: Record<string, string>): void {
  for (const { name, field, required } of translatableFieldsOf(kind)) {
    if (isBlank(field, fields[name] ?? '')) throw new ValidationError(required);
  }
}

/** Blank as the English form counts it: empty-looking rich text (tags around nothing) is blank too. */
export function isBlank(field: FieldDeclaration, value: string): boolean {
  return field.type === 'richText' ? isBlankHtml(value) : value.trim() === '';
}
