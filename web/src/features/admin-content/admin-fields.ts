// A listed kind's admin form, read from its declaration (common/content-kinds.ts): each field as
// the form shows and checks it, in the form's order, its pictures last.
import { formFieldNames, type FieldDeclaration, type KindDeclaration, type ListedDeclaration, type PictureDeclaration } from '@common/content-kinds';
import { uploadAreas } from '@common/upload-areas';
import { declaredText } from '@/admin-shared/declared-text';

/** A kind the generic list and form serve: its pictures and its `listed` block. */
export type ListedKindDeclaration = Pick<KindDeclaration, 'pictures' | 'fields'> & { listed: ListedDeclaration };

/** `requiredMessage`: what the form says when the field is blank (every field is required). */
export type FieldDef =
  | {
      kind: 'text';
      name: string;
      label: string;
      requiredMessage: string;
      multiline?: boolean;
      /** The input's maxLength: the field's declared limit (a title's 200 characters by default). */
      maxLength?: number;
      /** On edit the value must match this HTML pattern (checked on save), else the message shows. */
      onEdit?: { pattern: string; message: string; inputMode?: 'numeric' };
    }
  | { kind: 'stars'; name: string; label: string; requiredMessage: string }
  | { kind: 'rich'; name: string; label: string; requiredMessage: string; maxLength?: number; tooLongMessage?: string }
  | {
      kind: 'image';
      name: string;
      label: string;
      /** The message when an add comes without a picture; none: the picture is optional. */
      requiredOnAdd?: string;
      limits: { add: [number, string]; edit: [number, string] };
    };

/** The form's fields: the declared ones in `admin.formOrder` (the rest after them, as declared), then the pictures. */
export function adminFieldsOf(declaration: ListedKindDeclaration): FieldDef[] {
  const { listed, fields } = declaration;
  const names = formFieldNames(declaration);
  const requiredMessage = (declared: string | undefined, label: string) =>
    listed.admin.requiredMessages === 'declared' ? (declared ?? listed.messages.required) : `${label} is required.`;
  return [
    ...names.map((name) => fieldDefOf(name, fields[name]!, requiredMessage)),
    ...declaration.pictures.map((picture) => imageDefOf(picture, requiredMessage)),
  ];
}

function fieldDefOf(name: string, field: FieldDeclaration, requiredMessage: (declared: string | undefined, label: string) => string): FieldDef {
  // The label and limit as every form built by hand from a declaration reads them (declared-text.ts).
  const { label, maxLength } = declaredText(name, field);
  const base = { name, label, requiredMessage: requiredMessage(field.requiredMessage, label) };
  switch (field.type) {
    case 'stars':
      return { kind: 'stars', ...base };
    case 'richText':
      return { kind: 'rich', ...base, ...(field.maxLength && { maxLength: field.maxLength.chars, tooLongMessage: field.maxLength.message }) };
    case 'title':
    case 'text':
    case 'longText': {
      const pattern = field.onUpdate?.pattern;
      return {
        kind: 'text',
        ...base,
        ...(maxLength !== undefined && { maxLength }),
        ...(field.type === 'longText' && { multiline: true }),
        ...(pattern && { onEdit: { pattern: pattern.regex, message: pattern.message, ...(pattern.inputMode && { inputMode: pattern.inputMode }) } }),
      };
    }
  }
}

function imageDefOf(picture: PictureDeclaration, requiredMessage: (declared: string | undefined, label: string) => string): FieldDef {
  const label = picture.label ?? 'Image';
  const maxBytes = uploadAreas[picture.area].maxBytes;
  const add: [number, string] = [maxBytes, picture.tooLarge ?? `${label} file size exceeds ${sizeName(maxBytes)} limit.`];
  return {
    kind: 'image',
    name: picture.form,
    label,
    ...(picture.requiredOnAdd && { requiredOnAdd: requiredMessage(picture.requiredOnAdd, label) }),
    limits: { add, edit: picture.editLimit ? [picture.editLimit.maxBytes, picture.editLimit.message] : add },
  };
}

/** SPEC §5's way of naming a limit: '1 MB', '600 KB'. */
function sizeName(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
