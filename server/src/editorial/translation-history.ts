// What every write of a translation ends with, inside its transaction: a revision of it as it now
// stands (the oldest beyond REVISIONS_KEPT pruned) and its audit entry, as settleItemWrite does for
// the English item. The entry names the item by its translated title and the language.
import type { AuditAction } from '../../../common/audit.js';
import { contentKinds, type ContentKind } from '../../../common/content-kinds.js';
import { REVISIONS_KEPT } from '../../../common/editorial.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import type { Editor } from '../http/editor.js';
import {
  findLatestTranslationRevision,
  findTranslation,
  insertTranslationRevision,
  pruneTranslationRevisions,
  type TranslationKey,
} from './translations.repository.js';

/** A translation's events and the audit action each stands for. */
const actionOfEvent = {
  created: 'create',
  saved: 'update',
  copied: 'update',
  published: 'publish',
  unpublished: 'unpublish',
  scheduled: 'schedule',
  trashed: 'trash',
  untrashed: 'restore',
} as const satisfies Record<string, AuditAction>;

export type TranslationEvent = keyof typeof actionOfEvent;

export async function recordTranslationWrite(tx: Db, input: { key: TranslationKey; editor: Editor; event: TranslationEvent; now: Date }): Promise<void> {
  const { key, editor, event, now } = input;
  const row = await findTranslation(tx, key);
  if (!row) throw new Error(`recordTranslationWrite: ${key.kind} ${key.itemId} ${key.lang} is gone`);
  const content = { fields: row.fields, slug: row.slug };
  const previous = event === 'saved' || event === 'copied' ? await findLatestTranslationRevision(tx, key) : undefined;
  await insertTranslationRevision(tx, key, { authorId: editor?.id ?? null, authorName: editor?.name ?? null, event, status: row.status, content }, now);
  await pruneTranslationRevisions(tx, key, REVISIONS_KEPT);
  await recordAudit(tx, {
    action: actionOfEvent[event],
    actor: editor ? { id: editor.id, name: editor.name, address: editor.address ?? null } : null,
    at: now,
    item: auditItemOf(key, row.fields),
    changedFields: previous ? changedOf(previous, content) : undefined,
  });
}

/** The audit's item: the English item's kind and id, titled by the translated title and the language. */
export function auditItemOf(key: TranslationKey, fields: Record<string, string>): { kind: string; id: number; title: string } {
  const titleColumn = (contentKinds as Record<string, { titleColumn: string } | undefined>)[key.kind as ContentKind]?.titleColumn;
  const title = titleColumn ? fields[titleColumn] : undefined;
  return { kind: key.kind, id: key.itemId, title: title ? `${title} (${key.lang})` : `(${key.lang})` };
}

/** The fields (and the slug) that differ from the revision before. */
function changedOf(before: { fields: Record<string, string>; slug: string | null }, after: { fields: Record<string, string>; slug: string | null }): string[] {
  const names = [...new Set([...Object.keys(after.fields), ...Object.keys(before.fields)])];
  const changed = names.filter((name) => (before.fields[name] ?? '') !== (after.fields[name] ?? ''));
  return before.slug !== after.slug ? [...changed, 'slug'] : changed;
}
