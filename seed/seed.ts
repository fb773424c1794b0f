// Demo content: seeded on the first start of a database, and by `npm run seed`.
import type { ContentSeed, SeedDeps } from '../server/src/content-seed.js';
import { recordMissingInitialRevisions } from '../server/src/editorial/initial-revisions.js';
import { fillMissingMediaSizes } from '../server/src/media/media-sizes.js';
import { demoSeedPending, recordDemoSeedFinished } from './demo-seed-state.js';
import { seedBlogs, seedNews } from './seed-articles.js';
import { seedInvestors, seedTeam, seedTestimonials } from './seed-people.js';
import { seedVentures } from './seed-ventures.js';

/**
 * Seeds when this database's demo seed has not finished (demo-seed-state.ts): on an empty database,
 * or after a start stopped mid-seed. True when it seeded.
 */
export async function seedDemoContentIfUnfinished(deps: SeedDeps, now: Date = new Date()): Promise<boolean> {
  if (!(await demoSeedPending(deps.db, now))) return false;
  await seedDemoContent(deps, now);
  return true;
}

/** Idempotent: every item is keyed by its slug and inserted only when missing. */
export async function seedDemoContent(deps: SeedDeps, now: Date = new Date()): Promise<void> {
  const started = Date.now();
  // Drawing and storing the pictures takes a while on a first start: each kind says when it is in.
  deps.logger.info('seeding the demo content and drawing its pictures');
  const step = async (kind: string, seed: () => Promise<number>): Promise<number> => {
    if (deps.signal?.aborted) return 0;
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
  if (deps.signal?.aborted) {
    deps.logger.info({ inserted, ms: Date.now() - started }, 'demo content seeding stopped; the next start finishes it');
    return;
  }
  // Each seeded item starts its history, as one saved in the admin does.
  await recordMissingInitialRevisions(deps.db, now);
  // The database's trigger registered the seeded pictures in the library without their sizes.
  await fillMissingMediaSizes(deps);
  await recordDemoSeedFinished(deps.db, now, new Date());
  deps.onChange?.();
  deps.logger.info({ inserted, ms: Date.now() - started }, 'demo content seeded');
}

/** The demo content as the server's start runs it (server/src/content-seed.ts). */
export const demoSeed: ContentSeed = {
  pending: demoSeedPending,
  run: (deps) => seedDemoContent(deps),
};
