// Adding and editing an item of a listed kind: the declaration's rules on top of the shared content
// lifecycle. HTML is sanitized on every write (and again on every read, listed-kind.ts).
import type { ListedKind } from '../../../common/content-kinds.js';
import type { ContentDeps } from '../media/file-lifecycle.js';
import { createContent, updateContentItem } from './content.service.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import { plainWrite, type WriteContext } from '../editorial/item-history.js';
import { ValidationError } from '../http/errors.js';
import type { ImageSource } from '../media/library-choice.js';
import { listedView } from './listed-declaration.js';
import { listedContentKind } from './listed-kind.js';
import type { ListedInput } from './listed-schemas.js';

/** Refuses a new item without the picture its add form requires (SPEC §5), in the declaration's words. */
export function requirePictureOnAdd(kind: ListedKind, image: ImageSource | undefined): void {
  const { picture } = listedView(kind);
  if (picture.requiredOnAdd !== undefined && !image) throw new ValidationError(picture.requiredOnAdd);
}

export async function addListedItem(
  deps: ContentDeps,
  kind: ListedKind,
  input: ListedInput,
  image: ImageSource | undefined,
  write: WriteContext = plainWrite,
): Promise<number> {
  // A draft may wait for its picture; its publish asks for it (editorial/publishable.ts).
  if (write.publication?.status !== 'draft') requirePictureOnAdd(kind, image);
  return createContent(deps, listedContentKind(kind), { ...writeOf(kind, input), image, write });
}

/** A field left out (one the update may keep) keeps its value; a new or chosen picture replaces the old. */
export async function editListedItem(
  deps: ContentDeps,
  kind: ListedKind,
  id: number,
  input: ListedInput,
  image: ImageSource | undefined,
  write: WriteContext = plainWrite,
): Promise<number> {
  return updateContentItem(deps, listedContentKind(kind), id, { ...writeOf(kind, input), image, write });
}

function writeOf(kind: ListedKind, input: ListedInput) {
  const view = listedView(kind);
  const fields: Record<string, string | number> = {};
  for (const [name, field] of view.fields) {
    const value = input[name];
    if (value === undefined) continue;
    fields[name] = field.type === 'richText' ? sanitizeRichHtml(value as string) : value;
  }
  // The columns are the declared fields, which the typed ContentFields cannot see through a kind parameter.
  return { fields: fields as never, slugSource: input[view.titleField] as string };
}
