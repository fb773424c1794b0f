// Demo content: seeded on the first start of a database, and by `npm run seed`, through the same
// operations as an editor's add (each item's revision, audit entry and library pictures included).
import { LISTED_KINDS } from '../common/content-kinds.js';
import { writeTime } from '../server/src/clock.js';
import type { ContentSeed, SeedDeps } from '../server/src/content-seed.js';
import { demoSeedPending, recordDemoSeedFinished } from './demo-seed-state.js';
import { seedListedKind } from './seed-listed.js';
import { seedSiteTexts } from './seed-site-texts.js';
import { seedTeam } from './seed-team.js';
import { seedTranslations } from './seed-translations.js';
import { seedVentureAndTeamTranslations } from './seed-venture-team-translations.js';
import { seedVentures } from './seed-ventures.js';

/**
 * Seeds when this database's demo seed has not finished (demo-seed-state.ts): on an empty database,
 * or after a start stopped mid-seed. True when it seeded.
 */
export async function seedDemoContentIfUnfinished(deps: SeedDeps): Promise<boolean> {
  if (!(await demoSeedPending(deps.db, writeTime(deps)))) return false;
  await seedDemoContent(deps);
  return true;
}

/** Idempotent: every item is keyed by its slug (a team member by name, a translation by its item and language) and added only when missing. */
export async function seedDemoContent(deps: SeedDeps): Promise<void> {
  // The seed's time, which each item's date counts back from (seed/content/listed-items.ts).
  const now = writeTime(deps);
  const started = Date.now();
  // Drawing and storing the pictures takes a while on a first start: each kind says when it is in.
  deps.logger.info('seeding the demo content and drawing its pictures');
  const inserted: Record<string, number> = {};
  const step = async (kind: string, seed: () => Promise<number>): Promise<void> => {
    if (deps.signal?.aborted) return;
    inserted[kind] = await seed();
    deps.logger.info({ kind, inserted: inserted[kind], ms: Date.now() - started }, `demo ${kind} seeded`);
  };
  // One kind after another: ventures first, so a seed cut short still leaves the home banner whole.
  await step('ventures', () => seedVentures(deps));
  for (const kind of LISTED_KINDS) await step(kind, () => seedListedKind(deps, kind, now));
  // After the items they translate, which they find by English slug.
  await step('translations', () => seedTranslations(deps));
  await step('team', () => seedTeam(deps));
  await step('venture and team translations', () => seedVentureAndTeamTranslations(deps));
  await step('site texts', () => seedSiteTexts(deps));
  if (deps.signal?.aborted) {
    deps.logger.info({ inserted, ms: Date.now() - started }, 'demo content seeding stopped; the next start finishes it');
    return;
  }
  await recordDemoSeedFinished(deps.db, now, writeTime(deps));
  deps.onChange?.();
  deps.logger.info({ inserted, ms: Date.now() - started }, 'demo content seeded');
}

/** The demo content as the server's start runs it (server/src/content-seed.ts). */
export const demoSeed: ContentSeed = {
  pending: demoSeedPending,
  run: (deps) => seedDemoContent(deps),
};
