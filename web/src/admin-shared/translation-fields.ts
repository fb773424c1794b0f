// The fields a language's editor shows (translation-editor.tsx), with the English form's labels,
// limits and messages: a kind's own, from its declaration (common/content-kinds.ts), and those only
// the server can list, a venture's child rows' texts, named by row ('Gallery 2: Caption').
import { contentKinds, type FieldDeclaration, type KindDeclaration } from '@common/content-kinds';
import { translationMessages } from '@common/translation-messages';
import type { FieldOutline } from './api/translations';
import { declaredText } from './declared-text';

/**
 * A translatable field as the editor shows it: the English form's label, limit and blank message.
 * `optional`: it may stay blank when published (blank in English too, or an optional field).
 */
export type TranslationFieldDef = {
  name: string;
  label: string;
  kind: 'text' | 'rich';
  multiline?: boolean;
  maxLength?: number;
  requiredMessage: string;
  optional?: boolean;
};

/** The kinds whose admin screens are their own rather than the listed kinds' generic one. */
export type OwnFormKind = 'ventures' | 'team';

function fieldDefOf(name: string, field: FieldDeclaration, label: string, requiredMessage: string): TranslationFieldDef {
  const { maxLength } = declaredText(name, field);
  return {
    name,
    label,
    kind: field.type === 'richText' ? 'rich' : 'text',
    requiredMessage,
    ...(field.type === 'longText' && { multiline: true }),
    ...(maxLength !== undefined && { maxLength }),
  };
}

/** The kind's own translatable fields in the declared order, with the messages the server refuses a blank with. */
export function ownTranslationFields(kind: OwnFormKind): TranslationFieldDef[] {
  const fields: [string, FieldDeclaration][] = Object.entries((contentKinds[kind] as KindDeclaration).fields);
  return fields
    .filter(([, field]) => field.translatable)
    .map(([name, field]) => fieldDefOf(name, field, declaredText(name, field).label, field.requiredMessage ?? translationMessages.fieldRequired(field.label)));
}

const CHILD_KEY = /^([a-z_]+)\.\d+\.([a-z_]+)$/;

/** A field the server lists beyond the kind's own: a child row's text, keyed `<child>.<row id>.<field>`, with its declared limit. */
function outlinedFieldOf(kind: string, outline: FieldOutline): TranslationFieldDef {
  const declaration = (contentKinds as Record<string, KindDeclaration>)[kind];
  const match = CHILD_KEY.exec(outline.name);
  const child = match && (declaration?.childRows?.[match[1]!] ?? declaration?.childLists?.[match[1]!]);
  const field = match && child ? child.fields[match[2]!] : undefined;
  // The row's own label ('Gallery 2: Caption') rather than the declaration's, so the editor knows which row.
  const requiredMessage = translationMessages.fieldRequired(outline.label);
  return field ? fieldDefOf(outline.name, field, outline.label, requiredMessage) : { name: outline.name, label: outline.label, kind: 'text', requiredMessage };
}

/**
 * What the editor shows: the kind's own fields as its form has them, marked optional where the
 * server says so, then every other field the server lists for this item (a venture's child rows).
 */
export function fieldsShown(kind: string, own: readonly TranslationFieldDef[], outline: readonly FieldOutline[]): TranslationFieldDef[] {
  const optional = new Set(outline.filter((field) => field.optional).map((field) => field.name));
  const ownNames = new Set(own.map((field) => field.name));
  return [
    ...own.map((field) => (optional.has(field.name) ? { ...field, optional: true } : field)),
    ...outline.filter((field) => !ownNames.has(field.name)).map((field) => ({ ...outlinedFieldOf(kind, field), ...(field.optional && { optional: true }) })),
  ];
}
