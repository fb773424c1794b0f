// Items written without the admin (the demo seed, an import) get the first revision every item
// has, so their history starts where they did and their pictures are kept like any others.
import { EDITORIAL_KINDS } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';
import { recordRevision } from './item-history.js';
import { listItemsWithoutRevision } from './revisions.repository.js';

export async function recordMissingInitialRevisions(db: Db, now: Date): Promise<number> {
  let recorded = 0;
  for (const kind of EDITORIAL_KINDS) {
    const items = await listItemsWithoutRevision(db, kind);
    for (const item of items) {
      await db.transaction().execute((tx) => recordRevision(tx, { kind, id: item.id, editor: null, status: item.status, event: 'created', now }));
      recorded += 1;
    }
  }
  return recorded;
}
