// The audit entries of item writes (issue 23): the action a revision's event stands for, the item's
// title, and for an edit the content fields that changed since the previous revision.
import type { AuditAction } from '../../../common/audit.js';
import { compositionOf } from '../../../common/content-kinds.js';
import type { EditorialKind } from '../../../common/editorial.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import type { Editor } from '../http/editor.js';
import { findItemTitle } from './editorial.repository.js';
import { editorialTables } from './editorial-tables.js';
import type { SnapshotContent } from './snapshots.repository.js';

/** The audit action of each event a write of an item records in its history (publication.ts, editorial.service.ts). */
const actionOfEvent: Record<string, AuditAction> = {
  created: 'create',
  saved: 'update',
  published: 'publish',
  unpublished: 'unpublish',
  scheduled: 'schedule',
  not_published: 'not_published',
  restored: 'restore_revision',
};

export function auditActionOfEvent(event: string): AuditAction {
  const action = actionOfEvent[event];
  if (!action) throw new Error(`auditActionOfEvent: no audit action for the event '${event}'`);
  return action;
}

/** The title (or name) a revision's content gives its item. */
export function titleOfContent(kind: EditorialKind, content: SnapshotContent): string | null {
  const composition = compositionOf(kind);
  const own = composition ? (content[composition.ownKey] as SnapshotContent | undefined) : content;
  const title = own?.[editorialTables[kind].titleColumn];
  return typeof title === 'string' ? title : null;
}

/**
 * The top-level content fields that differ between two revisions' contents, in the item's column
 * order: for a venture its own fields, its stats' fields, then 'subcategories', 'clients' and
 * 'gallery' as whole lists. The slug is left out: it follows the title, and no restore changes it.
 */
export function changedContentFields(kind: EditorialKind, before: SnapshotContent, after: SnapshotContent): string[] {
  const composition = compositionOf(kind);
  if (!composition) return changedKeys(before, after);
  const changed = [
    ...changedKeys(asRecord(before[composition.ownKey]), asRecord(after[composition.ownKey])),
    ...composition.rows.flatMap(([name]) => changedKeys(asRecord(before[name]), asRecord(after[name]))),
  ];
  // Lists are compared as a whole.
  for (const [list] of composition.lists) if (!sameValue(before[list] ?? [], after[list] ?? [])) changed.push(list);
  return changed;
}

function asRecord(value: unknown): SnapshotContent {
  return value !== null && typeof value === 'object' ? (value as SnapshotContent) : {};
}

function changedKeys(before: SnapshotContent, after: SnapshotContent): string[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => key !== 'slug' && !sameValue(before[key] ?? null, after[key] ?? null));
}

/** Deep equality that ignores the order of object keys (jsonb keeps its own order). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && sameValue(left[key], right[key]));
}

function actorOf(editor: Editor) {
  return editor ? { id: editor.id, name: editor.name, address: editor.address ?? null } : null;
}

/** The entry of a write that leaves a revision: `previous` is the content before it (none for a create). */
export async function recordRevisionAudit(
  tx: Db,
  input: { kind: EditorialKind; id: number; editor: Editor; event: string; now: Date; previous: SnapshotContent | undefined; content: SnapshotContent },
): Promise<void> {
  const action = auditActionOfEvent(input.event);
  await recordAudit(tx, {
    action,
    actor: actorOf(input.editor),
    at: input.now,
    item: { kind: input.kind, id: input.id, title: titleOfContent(input.kind, input.content) },
    changedFields: action === 'create' || !input.previous ? undefined : changedContentFields(input.kind, input.previous, input.content),
  });
}

/** The entry of a trash action; the title is read from the item, so call it before a row is deleted. */
export async function recordTrashAudit(
  tx: Db,
  input: { action: 'trash' | 'restore' | 'delete_forever'; kind: EditorialKind; id: number; editor: Editor; now: Date },
): Promise<void> {
  const title = await findItemTitle(tx, input.kind, input.id, editorialTables[input.kind].titleColumn);
  await recordAudit(tx, { action: input.action, actor: actorOf(input.editor), at: input.now, item: { kind: input.kind, id: input.id, title } });
}
