// The English item a translation is made from, whatever its kind: its state and address, its texts
// by translation key, and the fields a translation of it holds. A listed kind's item is one row, with
// its picture's alt text from the media library; a venture brings its child rows' texts
// (`gallery.12.caption`), so the fields differ per venture; a team member has no drafts and no
// page, so its English is always published and has no address.
import type { ItemStatus } from '../../../common/editorial.js';
import { translatedPictureAltOf } from '../../../common/translated-picture-alt.js';
import { findContentById } from '../content/content.repository.js';
import type { Db } from '../db/database.js';
import { findTeamMember } from '../team/team.repository.js';
import { findVentureById, listVentureChildren, lockVenture, type VentureChildren } from '../ventures/ventures.repository.js';
import {
  childFieldOf,
  isBlank,
  isListedKind,
  translatableFieldsOf,
  translatedChildrenOf,
  type TranslatableField,
  type TranslatedKind,
} from './translation-fields.js';
import { englishPictureAltOf } from './translated-picture-alts.js';

export type EnglishSource = {
  id: number;
  slug: string | null;
  status: ItemStatus;
  publish_at: Date | null;
  updated_at: Date;
  /** English's text of each translatable field, by its key in a translation. */
  texts: Record<string, string>;
  /** The fields a translation of this item holds, in the form's order. */
  fields: TranslatableField[];
};

type Row = Record<string, unknown>;

/** What the admin's editor shows of each field a translation of the item holds, in the form's order. */
export type FieldOutline = { name: string; label: string; type: string; optional: boolean };

export function outlineOf(source: EnglishSource): FieldOutline[] {
  return source.fields.map(({ name, field, label, optional }) => ({ name, label: label ?? field.formLabel ?? field.label, type: field.type, optional: optional ?? false }));
}

/** The item outside the trash (in any state), locked with `forUpdate`; undefined when there is none. */
export async function findEnglishSource(db: Db, kind: TranslatedKind, id: number, forUpdate = false): Promise<EnglishSource | undefined> {
  if (isListedKind(kind)) {
    const row = (await findContentById(db, kind, id, { forUpdate, visibility: { public: false } })) as Row | undefined;
    // The picture's alt text is the media library's, not a column of the item's.
    return row && sourceOf(kind, { ...row, [translatedPictureAltOf(kind).name]: await englishPictureAltOf(db, kind, row) }, []);
  }
  if (kind === 'team') {
    const row = (await findTeamMember(db, id, forUpdate)) as Row | undefined;
    return row && sourceOf(kind, { ...row, slug: null, status: 'published', publish_at: null }, []);
  }
  const row = (forUpdate ? await lockVenture(db, id) : await findVentureById(db, id, { public: false })) as Row | undefined;
  if (!row) return undefined;
  return sourceOf(kind, row, childTextsOf(kind, await listVentureChildren(db, [id])));
}

/** Each child row's translatable texts, keyed and declared as a translation holds them. */
export function childTextsOf(kind: TranslatedKind, children: VentureChildren): { entry: TranslatableField; text: string }[] {
  return translatedChildrenOf(kind).flatMap(([child, declaration]) =>
    ((children as unknown as Record<string, Row[]>)[child] ?? []).flatMap((row, index) =>
      Object.keys(declaration.fields).flatMap((name) => {
        const entry = childFieldOf(kind, child, row.id as number, name);
        if (!entry) return [];
        // Named for the editor by its place in a list ('Gallery 2: Caption'); the one row a venture
        // has of a child row (its stats) by the venture form's label ('Stats right section title').
        const label = 'order' in declaration ? `${declaration.label} ${index + 1}: ${entry.field.label}` : (entry.field.formLabel ?? entry.field.label);
        return [{ entry: { ...entry, label }, text: String(row[name] ?? '') }];
      }),
    ),
  );
}

function sourceOf(kind: TranslatedKind, row: Row, children: { entry: TranslatableField; text: string }[]): EnglishSource {
  const own = translatableFieldsOf(kind).map((entry) => ({ entry, text: String(row[entry.name] ?? '') }));
  // A text English leaves blank (an optional one, a picture without a caption) may stay blank in a translation.
  const all = [...own, ...children.map(({ entry, text }) => ({ entry: { ...entry, optional: true }, text }))];
  return {
    id: row.id as number,
    slug: (row.slug as string | null) ?? null,
    status: row.status as ItemStatus,
    publish_at: (row.publish_at as Date | null) ?? null,
    updated_at: row.updated_at as Date,
    texts: Object.fromEntries(all.map(({ entry, text }) => [entry.name, text])),
    fields: all.map(({ entry, text }) => (entry.optional ? { ...entry, optional: isBlank(entry.field, text) } : entry)),
  };
}
