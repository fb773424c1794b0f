// The wire shapes of ventures built from their rows: the admin shape with its children attached,
// and the public list's field names for the same venture (SPEC §3).
import type {
  VentureAdmin,
  VentureClient,
  VentureGalleryImage,
  VenturePublic,
  VentureStats,
  VentureSubcategory,
} from '../../../common/api-types.js';
import { imageVariantsOf, type ImageVariants } from '../../../common/image-variants.js';
import type { Db } from '../db/database.js';
import type { VentureRow } from '../db/schema.js';
import { listVentureChildren } from './ventures.repository.js';

/** Attaches stats, subcategories, clients and gallery: four queries for any number of ventures. */
export async function withChildren(db: Db, rows: VentureRow[]): Promise<VentureAdmin[]> {
  const children = await listVentureChildren(
    db,
    rows.map((row) => row.id),
  );
  const ventures = new Map<number, VentureAdmin>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        logo_url: row.logo_url,
        logo_variants: imageVariantsOf('ventureLogos', row.logo_url),
        img_banner_url: row.img_banner_url,
        img_banner_variants: imageVariantsOf('ventureImages', row.img_banner_url),
        about_desc: row.about_desc,
        about_img_url: row.about_img_url,
        about_img_variants: imageVariantsOf('ventureImages', row.about_img_url),
        stats: [],
        subcategories: [],
        clients: [],
        gallery: [],
      },
    ]),
  );
  for (const stats of children.stats) {
    ventures.get(stats.venture_id)?.stats.push({
      id: stats.id,
      stats_image: stats.stats_image,
      stats_image_variants: imageVariantsOf('ventureStats', stats.stats_image),
      stats_right_section_title: stats.stats_right_section_title,
      stats_right_section_content: stats.stats_right_section_content,
      stats_left_section_title: stats.stats_left_section_title,
      stats_left_section_content: stats.stats_left_section_content,
    } satisfies VentureStats);
  }
  for (const item of children.subcategories) {
    ventures
      .get(item.venture_id)
      ?.subcategories.push({
        id: item.id,
        name: item.name,
        title: item.name,
        banner_image: item.banner_image,
        banner_image_variants: imageVariantsOf('ventureCategories', item.banner_image),
      } satisfies VentureSubcategory);
  }
  for (const item of children.clients) {
    ventures
      .get(item.venture_id)
      ?.clients.push({
        id: item.id,
        client_name: item.client_name,
        client_image: item.client_image,
        client_image_variants: imageVariantsOf('ventureClients', item.client_image),
      } satisfies VentureClient);
  }
  for (const item of children.gallery) {
    ventures
      .get(item.venture_id)
      ?.gallery.push({
        id: item.id,
        image: item.image,
        image_variants: imageVariantsOf('ventureGallery', item.image),
        altText: item.alt_text,
        caption: item.caption,
      } satisfies VentureGalleryImage);
  }
  return [...ventures.values()];
}

/** The public list's field names (SPEC §3 "Venture (public list)") for the same venture. */
export function toPublicVenture(venture: VentureAdmin): VenturePublic {
  return {
    id: venture.id,
    slug: venture.slug,
    title: venture.title,
    ...publicPicture('logo', venture.logo_url, venture.logo_variants),
    ...publicPicture('banner_image', venture.img_banner_url, venture.img_banner_variants),
    about_description: venture.about_desc,
    ...publicPicture('about_image', venture.about_img_url, venture.about_img_variants),
    stats: venture.stats.map((stats) => ({
      id: stats.id,
      ...publicPicture('image', stats.stats_image, stats.stats_image_variants),
      right_title: stats.stats_right_section_title,
      right_content: stats.stats_right_section_content,
      left_title: stats.stats_left_section_title,
      left_content: stats.stats_left_section_content,
    })),
    subcategories: venture.subcategories.map((item) => ({ id: item.id, name: item.name, ...publicPicture('image', item.banner_image, item.banner_image_variants) })),
    clients: venture.clients.map((item) => ({ id: item.id, name: item.client_name, ...publicPicture('image', item.client_image, item.client_image_variants) })),
    gallery: venture.gallery.map((item) => ({
      id: item.id,
      ...publicPicture('image', item.image, item.image_variants),
      altText: item.altText,
      caption: item.caption,
    })),
  };
}

/** A picture under its public name `key`, and its sizes under `<key>_variants` (null when it has none). */
function publicPicture<Key extends string, Url extends string | null>(key: Key, url: Url, variants: ImageVariants | null | undefined) {
  return { [key]: url, [`${key}_variants`]: variants ?? null } as Record<Key, Url> & Record<`${Key}_variants`, ImageVariants | null>;
}
