// Seeds the investors and the testimonials, a minute apart so the lists show them in file order
// (testimonials also by their order keys, spread in file order), and the team in file order.
import { spreadOrderKeys } from '../common/order-keys.js';
import { slugify } from '../common/slug.js';
import type { SeedDeps } from '../server/src/content-seed.js';
import { portraitSvg } from './artwork/editorial-artwork.js';
import { mapConcurrently } from './concurrency.js';
import { investors } from './content/investors.js';
import { team } from './content/team.js';
import { testimonials } from './content/testimonials.js';
import { seedItem, slugExists } from './seed-item.js';

const MINUTE_MS = 60_000;

/** Returns how many investors were inserted. */
export async function seedInvestors(deps: SeedDeps, now: Date): Promise<number> {
  const inserted = await mapConcurrently(investors, 2, (investor, index) => {
    const slug = slugify(investor.name);
    const createdAt = new Date(now.getTime() - index * MINUTE_MS);
    return seedItem(deps, {
      exists: () => slugExists(deps.db, 'investors', slug),
      prepare: (storeImage) => storeImage({ area: 'investors', svg: portraitSvg(investor.name, investor.kind, 600, index) }),
      async insert(trx, image) {
        const row = await trx
          .insertInto('investors')
          .values({ slug, investor_name: investor.name, investor_image: image, created_at: createdAt, updated_at: createdAt })
          .onConflict((oc) => oc.column('slug').where('deleted_at', 'is', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        return Boolean(row);
      },
    });
  });
  return inserted.filter(Boolean).length;
}

/** Returns how many testimonials were inserted. */
export async function seedTestimonials(deps: SeedDeps, now: Date): Promise<number> {
  const inserted = await mapConcurrently(testimonials, 2, (testimonial, index) => {
    const slug = slugify(testimonial.name);
    const createdAt = new Date(now.getTime() - index * MINUTE_MS);
    return seedItem(deps, {
      exists: () => slugExists(deps.db, 'testimonials', slug),
      prepare: (storeImage) => storeImage({ area: 'testimonials', svg: portraitSvg(testimonial.name, 'person', 400, index + 2) }),
      async insert(trx, image) {
        const row = await trx
          .insertInto('testimonials')
          .values({
            slug,
            name: testimonial.name,
            position: testimonial.position,
            stars: testimonial.stars.toFixed(1),
            review: testimonial.review,
            image_url: image,
            // Inserted two at a time: the key, not the moment of the insert, keeps file order.
            sort_key: spreadOrderKeys(testimonials.length)[index]!,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .onConflict((oc) => oc.column('slug').where('deleted_at', 'is', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        return Boolean(row);
      },
    });
  });
  return inserted.filter(Boolean).length;
}

/**
 * Returns how many team members were inserted. One at a time, each going last (the table's
 * trigger), so the page lists them in file order; a member is known by name. No photos: the page
 * shows their initials.
 */
export async function seedTeam(deps: SeedDeps, now: Date): Promise<number> {
  let inserted = 0;
  for (const member of team) {
    const existing = await deps.db.selectFrom('team_members').select('id').where('name', '=', member.name).executeTakeFirst();
    if (existing) continue;
    await deps.db
      .insertInto('team_members')
      .values({ name: member.name, position: member.position, bio: member.bio, photo: null, linkedin_url: null, created_at: now, updated_at: now })
      .execute();
    inserted += 1;
  }
  return inserted;
}
