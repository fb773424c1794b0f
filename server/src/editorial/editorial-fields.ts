// An item's editorial fields as the admin's reads return them beside its content: where it stands,
// its last save, and whether the scheduler last made it a draft again (the list's mark and the
// form's note say so until the next save).
import type { EditorialFields, EditorialKind, ItemStatus } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';
import { findMissedSchedules } from './revisions.repository.js';

export type EditorialColumnsOf = { id: number; status: ItemStatus; publish_at: Date | null; updated_at: Date };

/** Each row's editorial fields by id, in one query for the whole page. */
export async function editorialFieldsOf(db: Db, kind: EditorialKind, rows: readonly EditorialColumnsOf[]): Promise<Map<number, EditorialFields>> {
  const missed = await findMissedSchedules(
    db,
    kind,
    rows.filter((row) => row.status === 'draft').map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        publish_at: row.publish_at?.toISOString() ?? null,
        updated_at: row.updated_at.toISOString(),
        missed_schedule_at: missed.get(row.id)?.toISOString() ?? null,
      },
    ]),
  );
}
