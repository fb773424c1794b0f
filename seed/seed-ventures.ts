// Seeds the 20 ventures in display order, each with its stats, subcategories, clients and gallery.
import { spreadOrderKeys } from '../common/order-keys.js';
import { slugify } from '../common/slug.js';
import type { SeedDeps } from '../server/src/content-seed.js';
import {
  clientLogoSvg,
  ventureAboutSvg,
  ventureBannerSvg,
  ventureGallerySvg,
  ventureLogoSvg,
  ventureStatsSvg,
  ventureSubcategorySvg,
  type Brand,
} from './artwork/venture-artwork.js';
import { mapConcurrently } from './concurrency.js';
import { ventures, type VentureContent } from './content/ventures.js';
import { seedItem, slugExists } from './seed-item.js';

/** Returns how many ventures were inserted. */
export async function seedVentures(deps: SeedDeps): Promise<number> {
  const inserted = await mapConcurrently(ventures, 2, (venture, index) => seedVenture(deps, venture, index + 1));
  return inserted.filter(Boolean).length;
}

/** What the artwork of the venture at `position` (from 1) is drawn from. */
export function brandOf(venture: VentureContent, position: number): Brand {
  return {
    name: venture.title,
    number: String(position).padStart(2, '0'),
    initials: venture.initials,
    tagline: venture.tagline,
    palette: venture.palette,
    motif: venture.motif,
  };
}

/**
 * The order key of the venture at `position` (from 1): the keys of the seed's list spread evenly,
 * so a venture seeded again later (deleted by hand) takes its old place.
 */
function seedOrderKey(position: number): string {
  return spreadOrderKeys(ventures.length)[position - 1]!;
}

function seedVenture(deps: SeedDeps, venture: VentureContent, position: number): Promise<boolean> {
  const slug = slugify(venture.title);
  const brand = brandOf(venture, position);
  const figure = venture.stats.rightContent.split(' ')[0]!;
  return seedItem(deps, {
    exists: () => slugExists(deps.db, 'ventures', slug),
    async prepare(storeImage) {
      const [logo, banner, about, stats, subcategories, clients, gallery] = await Promise.all([
        storeImage({ area: 'ventureLogos', svg: ventureLogoSvg(brand), format: 'png' }),
        storeImage({ area: 'ventureImages', svg: ventureBannerSvg(brand) }),
        storeImage({ area: 'ventureImages', svg: ventureAboutSvg(brand) }),
        storeImage({ area: 'ventureStats', svg: ventureStatsSvg(brand, figure, venture.stats.rightTitle) }),
        Promise.all(
          venture.subcategories.map(async (name, i) => ({
            name,
            banner_image: await storeImage({ area: 'ventureCategories', svg: ventureSubcategorySvg(brand, name, i) }),
          })),
        ),
        Promise.all(
          venture.clients.map(async (clientName) => ({
            client_name: clientName,
            client_image: await storeImage({ area: 'ventureClients', svg: clientLogoSvg(clientName), format: 'png' }),
          })),
        ),
        Promise.all(
          venture.gallery.map(async ({ alt, scene }) => ({
            alt_text: alt,
            image: await storeImage({ area: 'ventureGallery', svg: ventureGallerySvg(brand, scene, alt) }),
          })),
        ),
      ]);
      return { logo, banner, about, stats, subcategories, clients, gallery };
    },
    async insert(trx, images) {
      const row = await trx
        .insertInto('ventures')
        .values({
          slug,
          title: venture.title,
          about_desc: venture.about.join('\n\n'),
          logo_url: images.logo,
          img_banner_url: images.banner,
          about_img_url: images.about,
          position: seedOrderKey(position),
        })
        .onConflict((oc) => oc.column('slug').where('deleted_at', 'is', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      const ventureId = row.id;
      await trx
        .insertInto('venture_stats')
        .values({
          venture_id: ventureId,
          stats_image: images.stats,
          stats_right_section_title: venture.stats.rightTitle,
          stats_right_section_content: venture.stats.rightContent,
          stats_left_section_title: venture.stats.leftTitle,
          stats_left_section_content: venture.stats.leftContent,
        })
        .execute();
      await trx
        .insertInto('venture_subcategories')
        .values(images.subcategories.map((item, i, all) => ({ ...item, venture_id: ventureId, position: spreadOrderKeys(all.length)[i]! })))
        .execute();
      await trx
        .insertInto('venture_clients')
        .values(images.clients.map((item, i, all) => ({ ...item, venture_id: ventureId, position: spreadOrderKeys(all.length)[i]! })))
        .execute();
      await trx
        .insertInto('venture_gallery')
        .values(images.gallery.map((item, i, all) => ({ ...item, venture_id: ventureId, position: spreadOrderKeys(all.length)[i]! })))
        .execute();
      return true;
    },
  });
}
