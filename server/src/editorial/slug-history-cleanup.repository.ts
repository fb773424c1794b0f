// An item deleted forever takes its earlier slugs with it: they would lead nowhere.
import type { EditorialKind } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';
import { keepsSlugHistory } from '../content/slug-history.repository.js';

export async function deleteSlugHistoryOf(db: Db, kind: EditorialKind, itemId: number): Promise<void> {
  if (!keepsSlugHistory(kind)) return;
  await db.deleteFrom('slug_history').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}
