// Demo content: seeded on the first start of an empty database, and by `npm run seed`.
import type { Db } from '../server/src/db/database.js';
import type { Logger } from '../server/src/logger.js';
import type { Storage } from '../server/src/storage/storage.js';
import { recordMissingInitialRevisions } from '../server/src/editorial/initial-revisions.js';
import { fillMissingMediaSizes } from '../server/src/media/media-sizes.js';
import { seedBlogs, seedNews } from './seed-articles.js';
import { seedInvestors, seedTeam, seedTestimonials } from './seed-people.js';
import { seedVentures } from './seed-ventures.js';

export type SeedDeps = { db: Db; storage: Storage; logger: Logger };

/** Seeds only when no content exists yet, so a site whose staff deleted the demo stays empty. */
export async function seedDemoContentIfEmpty(deps: SeedDeps): Promise<boolean> {
  const existing = await deps.db.selectFrom('ventures').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemoContent(deps);
  return true;
}

/** Idempotent: every item is keyed by its slug and inserted only when missing. */
export async function seedDemoContent(deps: SeedDeps): Promise<void> {
  const started = Date.now();
  const now = new Date();
  // Drawing and storing the pictures takes a while on a first start: each kind says when it is in.
  deps.logger.info('seeding the demo content and drawing its pictures');
  const step = async (kind: string, seed: () => Promise<number>): Promise<number> => {
    const count = await seed();
    deps.logger.info({ kind, inserted: count, ms: Date.now() - started }, `demo ${kind} seeded`);
    return count;
  };
  // One kind after another: ventures first, so a seed cut short still leaves the home banner whole.
  const inserted = {
    ventures: await step('ventures', () => seedVentures(deps)),
    news: await step('news', () => seedNews(deps, now)),
    blogs: await step('blogs', () => seedBlogs(deps, now)),
    investors: await step('investors', () => seedInvestors(deps, now)),
    testimonials: await step('testimonials', () => seedTestimonials(deps, now)),
    team: await step('team', () => seedTeam(deps, now)),
  };
  // Each seeded item starts its history, as one saved in the admin does.
  await recordMissingInitialRevisions(deps.db, now);
  // The database's trigger registered the seeded pictures in the library without their sizes.
  await fillMissingMediaSizes(deps);
  deps.logger.info({ inserted, ms: Date.now() - started }, 'demo content seeded');
}
