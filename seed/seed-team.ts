// Seeds the team through the admin's add of a member (addMember): one at a time, each going last,
// so the page lists them in file order. A member is known by name. No photos: the page shows
// their initials.
import type { SeedDeps } from '../server/src/content-seed.js';
import { addMember } from '../server/src/team/team.service.js';
import { teamWriteSchema } from '../server/src/team/team.schema.js';
import { team } from './content/team.js';

/** Returns how many team members were added. */
export async function seedTeam(deps: SeedDeps): Promise<number> {
  let added = 0;
  for (const member of team) {
    if (deps.signal?.aborted) break;
    const existing = await deps.db.selectFrom('team_members').select('id').where('name', '=', member.name).executeTakeFirst();
    if (existing) continue;
    // The form's rules, as its route applies them.
    const input = teamWriteSchema.parse({ name: member.name, position: member.position, bio: member.bio });
    await addMember(deps, input, { source: undefined, pictures: undefined }, null);
    added += 1;
    deps.onChange?.();
  }
  return added;
}
