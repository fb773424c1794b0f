// Whether the demo seed still has work to do on this database, from its one row in demo_seed.
import type { Db } from '../server/src/db/database.js';

/**
 * True when the demo content should be seeded now: on an empty database (the row is made), or
 * after a start that was stopped before its seed finished. False once a seed finished, so a site
 * whose staff deleted the demo stays empty; and false for a database that has content but no row
 * (seeded before the row existed, or filled by hand), which is recorded as finished.
 */
export async function demoSeedPending(db: Db, now: Date): Promise<boolean> {
  const row = await db.selectFrom('demo_seed').select('finished_at').executeTakeFirst();
  if (row) return row.finished_at === null;
  const hasContent = (await db.selectFrom('ventures').select('id').limit(1).executeTakeFirst()) !== undefined;
  await db
    .insertInto('demo_seed')
    .values({ started_at: now, finished_at: hasContent ? now : null })
    .onConflict((conflict) => conflict.column('only_row').doNothing())
    .execute();
  return !hasContent;
}

/** Records that every demo item is in (made by `npm run seed` as well as by a first start). */
export async function recordDemoSeedFinished(db: Db, startedAt: Date, finishedAt: Date): Promise<void> {
  await db
    .insertInto('demo_seed')
    .values({ started_at: startedAt, finished_at: finishedAt })
    .onConflict((conflict) => conflict.column('only_row').doUpdateSet({ finished_at: finishedAt }))
    .execute();
}
