// A listed kind's declaration (common/content-kinds.ts) as the generic list and write path reads
// it, and the wire type of its items derived from it and held to common/api-types.ts.
import type { ListedWireItems } from '../../../common/api-types.js';
import {
  contentKinds,
  LISTED_KINDS,
  type FieldDeclaration,
  type KindDeclaration,
  type ListedDeclaration,
  type ListedKind,
  type PictureDeclaration,
} from '../../../common/content-kinds.js';
import type { ImageVariants } from '../../../common/image-variants.js';
import type { PictureBase } from '../../../common/picture-keys.js';

type Declared<K extends ListedKind> = (typeof contentKinds)[K];
type FieldsOf<K extends ListedKind> = Declared<K>['fields'];
type PictureOf<K extends ListedKind> = Declared<K>['pictures'][0];
type WireValue<Field> = Field extends { type: 'stars' } ? number : string;

/** One item of a listed kind on the wire, in the declaration's words. */
export type ListedItem<K extends ListedKind> = { id: number; slug: string } & {
  -readonly [Name in keyof FieldsOf<K>]: WireValue<FieldsOf<K>[Name]>;
} & { [Column in PictureOf<K>['column']]: string | null } & {
  [Variants in `${PictureBase<PictureOf<K>['column']>}_variants`]?: ImageVariants | null;
} & { [Date in Declared<K>['listed']['api']['dates'][number]]: string };

// The SPA reads the hand-written wire types; a declaration that drifts from them does not compile.
type Expect<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type _ItemsMatchTheWire = Expect<{ [K in ListedKind]: Same<ListedItem<K>, ListedWireItems[K]> }[ListedKind]>;
// The generic code keeps one picture column per item (content.service.ts ContentKind).
type _OnePictureEach = Expect<{ [K in ListedKind]: Declared<K>['pictures'] extends readonly [unknown] ? true : false }[ListedKind]>;

/** A listed kind's picture says its limit's message; the add requirement and edit limit are optional. */
export type ListedPicture = PictureDeclaration & { label: string; tooLarge: string };

export type ListedView = {
  kind: ListedKind;
  labels: { one: string; many: string };
  listed: ListedDeclaration;
  /** The fields in the declared order, which is the reply's. */
  fields: readonly (readonly [string, FieldDeclaration])[];
  /** The first title field: the slug is made from it, the import reads the old item's title from it. */
  titleField: string;
  picture: ListedPicture;
  /** Whether its items may be drafts, which may be saved with the title alone (listedDraftWriteSchema). */
  drafts: boolean;
};

/**
 * A kind's view from `declaration`: its own in common/content-kinds.ts, or another (a test's fixture
 * adds a field to one and sees what the server makes of it).
 */
export function listedViewOf(kind: ListedKind, declaration: KindDeclaration = contentKinds[kind]): ListedView {
  if (!declaration.listed) throw new Error(`The kind ${kind} is not a listed kind.`);
  const fields = Object.entries(declaration.fields);
  const optional = fields.find(([, field]) => field.optional);
  if (optional) throw new Error(`The listed kind ${kind} declares '${optional[0]}' optional; its generic form and schema require every field.`);
  const titleField = fields.find(([, field]) => field.type === 'title')?.[0];
  if (titleField === undefined) throw new Error(`The listed kind ${kind} declares no title field.`);
  return {
    kind,
    labels: declaration.labels,
    listed: declaration.listed,
    fields,
    titleField,
    picture: declaration.pictures[0] as ListedPicture,
    drafts: declaration.drafts,
  };
}

const views = new Map(LISTED_KINDS.map((kind) => [kind, listedViewOf(kind)]));

/** A listed kind, by name (its declared view) or as a view made from another declaration. */
export type KindOrView = ListedKind | ListedView;

export function listedView(kind: KindOrView): ListedView {
  return typeof kind === 'string' ? views.get(kind)! : kind;
}

/** The kind's path under /backend as the router and the OpenAPI document spell it. */
export function listedPath(kind: KindOrView): string {
  return `/${listedView(kind).listed.api.path}`;
}

