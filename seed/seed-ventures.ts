// Seeds the 20 ventures in display order, each with its stats, subcategories, clients and gallery,
// through the admin's add of a venture (addVenture): its form's rules, every picture through the
// upload pipeline into the media library, the first revision and the audit entry.
import { spreadOrderKeys } from '../common/order-keys.js';
import { slugify } from '../common/slug.js';
import type { SeedDeps } from '../server/src/content-seed.js';
import { plainWrite, type WriteContext } from '../server/src/editorial/item-history.js';
import { setOrderKey } from '../server/src/ordering/ordering.repository.js';
import { addVenture } from '../server/src/ventures/venture-add.service.js';
import { addVentureSchema } from '../server/src/ventures/ventures.schema.js';
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
import { addUnlessAddedMeanwhile, drawUpload, keepOwnSlug, slugExists } from './seed-item.js';

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

async function seedVenture(deps: SeedDeps, venture: VentureContent, position: number): Promise<boolean> {
  const slug = slugify(venture.title);
  if (deps.signal?.aborted || (await slugExists(deps.db, 'ventures', slug))) return false;
  const brand = brandOf(venture, position);
  const figure = venture.stats.rightContent.split(' ')[0]!;
  // The files of the add form, under its field names.
  const [logo, banner, about, stats, subcategoryBanners, clientLogos, galleryPictures] = await Promise.all([
    drawUpload('logo', 'ventureLogos', ventureLogoSvg(brand), 'png'),
    drawUpload('img_banner', 'ventureImages', ventureBannerSvg(brand)),
    drawUpload('about_img', 'ventureImages', ventureAboutSvg(brand)),
    drawUpload('stats_image', 'ventureStats', ventureStatsSvg(brand, figure, venture.stats.rightTitle)),
    Promise.all(venture.subcategories.map((name, i) => drawUpload(`subcategories[${i}][bannerImage]`, 'ventureCategories', ventureSubcategorySvg(brand, name, i)))),
    Promise.all(venture.clients.map((name, i) => drawUpload(`clients[${i}][image]`, 'ventureClients', clientLogoSvg(name), 'png'))),
    Promise.all(venture.gallery.map(({ alt, scene }, i) => drawUpload(`gallery[${i}]`, 'ventureGallery', ventureGallerySvg(brand, scene, alt)))),
  ]);
  // The add form's rules, as its route applies them: a demo venture that breaks one stops the seed here.
  const input = addVentureSchema.parse({
    title: venture.title,
    about_desc: venture.about.join('\n\n'),
    stats_right_section_title: venture.stats.rightTitle,
    stats_right_section_content: venture.stats.rightContent,
    stats_left_section_title: venture.stats.leftTitle,
    stats_left_section_content: venture.stats.leftContent,
    logo,
    img_banner: banner,
    about_img: about,
    stats_image: stats,
    subcategories: venture.subcategories.map((name, i) => ({ name, banner: subcategoryBanners[i] })),
    clients: venture.clients.map((name, i) => ({ name, image: clientLogos[i] })),
    gallery: venture.gallery.map(({ alt }, i) => ({ image: galleryPictures[i], alt, altRequired: true })),
  });
  const write: WriteContext = {
    ...plainWrite,
    // The stats card is described by what it shows, as its form's alt text field lets an editor say.
    pictures: { edits: { stats_image: { alt: venture.stats.rightTitle } }, chosen: [] },
    // The add puts a venture last; seeded two at a time, each takes its own key of the seed's list
    // instead (which the form does not set), the place it had when it is seeded again.
    async amend(tx, id) {
      await keepOwnSlug(tx, 'ventures', slug, id);
      await setOrderKey(tx, 'ventures', id, seedOrderKey(position));
    },
  };
  const added = await addUnlessAddedMeanwhile(() => addVenture(deps, input, write));
  if (added) deps.onChange?.();
  return added;
}
