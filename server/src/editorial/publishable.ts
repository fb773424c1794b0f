// What a draft needs before it goes on the site. A draft of news or a blog may be saved with its
// title alone (kinds/listed-schemas.ts); its publish or schedule finds here what the add form
// requires (SPEC §5), in the kind's own words. The core reads the declarations, not kinds/'s
// schemas (the import rule), so "blank" is said here as requiredField says it.
import { contentKinds, type KindDeclaration } from '../../../common/content-kinds.js';
import type { EditorialKind } from '../../../common/editorial.js';
import { isBlankHtml } from '../../../common/plain-text.js';
import { ValidationError } from '../http/errors.js';

function isBlank(value: unknown, rich: boolean): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  return rich ? isBlankHtml(value) : value.trim() === '';
}

/**
 * The message for the first field or picture the item lacks, or undefined when it may go out. A
 * listed kind with drafts only: the others' every save is checked whole by their schemas.
 */
export function missingToPublish(kind: EditorialKind, row: Readonly<Record<string, unknown>>): string | undefined {
  const declaration: KindDeclaration = contentKinds[kind];
  const { listed } = declaration;
  if (!listed || !declaration.drafts) return undefined;
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (!field.optional && isBlank(row[name], field.type === 'richText')) return field.requiredMessage ?? listed.messages.required;
  }
  const picture = declaration.pictures.find(({ requiredOnAdd, column }) => requiredOnAdd !== undefined && isBlank(row[column], false));
  return picture?.requiredOnAdd;
}

/** Refuses to put a draft on the site while it lacks what its add form requires. */
export function refuseUnpublishable(kind: EditorialKind, row: Readonly<Record<string, unknown>>): void {
  const missing = missingToPublish(kind, row);
  if (missing !== undefined) throw new ValidationError(missing);
}
