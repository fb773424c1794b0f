// The words a person reads for the fields an update changed: an audit entry's changed_fields holds
// their internal names (missionText, focal_point, img_banner_url); each becomes the label its
// declaration gives it (common/content-kinds.ts; a Site section's come from its form), else a
// readable form of the name, so no internal name reaches the Activity screen.
import { contentKinds, type ContentKind, type FieldDeclaration, type PictureDeclaration } from './content-kinds.js';

/** The media library's editable details (server/src/media), by the names its entries use. */
const mediaFieldLabels: Record<string, string> = { alt_text: 'Alt text', decorative: 'Decorative', caption: 'Caption', credit: 'Credit', focal_point: 'Focal point' };
const accountFieldLabels: Record<string, string> = { name: 'Name', role: 'Role' };

/** Words written otherwise in prose. */
const acronyms: Record<string, string> = { url: 'URL', seo: 'SEO', id: 'ID', faq: 'FAQ', href: 'address' };

/** 'missionText' → 'Mission text', 'focal_point' → 'Focal point', 'linkedin_url' → 'Linkedin URL'. */
export function readableFieldName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => acronyms[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Declared = { fields: Record<string, FieldDeclaration>; pictures: readonly PictureDeclaration[] };

/** A declaration's fields and pictures by name; a child's labels say whose they are ('Gallery: Caption'). */
function labelsOf({ fields, pictures }: Declared, owner?: string): [string, string][] {
  const label = (text: string) => (owner && !text.startsWith(`${owner}:`) ? `${owner}: ${text}` : text);
  return [
    ...Object.entries(fields).map(([name, field]): [string, string] => [name, label(field.label)]),
    // A picture without a label of its own is named by its column, made readable.
    ...pictures.flatMap((picture): [string, string][] => {
      const text = label(picture.label ?? readableFieldName(picture.column));
      return [
        [picture.column, text],
        [picture.form, text],
      ];
    }),
  ];
}

/** A content kind's labels: its fields and pictures, and its child rows and lists by their names and fields. */
function declaredLabelsOf(kind: ContentKind): Map<string, string> {
  const declaration = contentKinds[kind];
  const children = [
    ...Object.entries('childRows' in declaration ? declaration.childRows : {}),
    ...Object.entries('childLists' in declaration ? declaration.childLists : {}),
  ] as [string, Declared & { label: string }][];
  return new Map([
    ...children.flatMap(([name, child]): [string, string][] => [[name, child.label], ...labelsOf(child, child.label)]),
    ...labelsOf(declaration),
  ]);
}

const labelsByKind = new Map<string, Map<string, string>>([
  ...(Object.keys(contentKinds) as ContentKind[]).map((kind): [string, Map<string, string>] => [kind, declaredLabelsOf(kind)]),
  ['media', new Map(Object.entries(mediaFieldLabels))],
  ['users', new Map(Object.entries(accountFieldLabels))],
]);

/**
 * The label of a changed field of an entry about `kind` (an audit kind: a content kind, 'media',
 * 'users', 'site'); `ownLabel` answers first where the caller knows more (a Site section's form).
 */
export function changedFieldLabel(kind: string | null, field: string, ownLabel?: (field: string) => string | undefined): string {
  return ownLabel?.(field) ?? (kind === null ? undefined : labelsByKind.get(kind)?.get(field)) ?? readableFieldName(field);
}
