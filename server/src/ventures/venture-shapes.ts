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
import { imageVariantsOf } from '../../../common/image-variants.js';
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
    logo: venture.logo_url,
    logo_variants: venture.logo_variants ?? null,
    banner_image: venture.img_banner_url,
    banner_image_variants: venture.img_banner_variants ?? null,
    about_description: venture.about_desc,
    about_image: venture.about_img_url,
    about_image_variants: venture.about_img_variants ?? null,
    stats: venture.stats.map((stats) => ({
      id: stats.id,
      image: stats.stats_image,
      image_variants: stats.stats_image_variants ?? null,
      right_title: stats.stats_right_section_title,
      right_content: stats.stats_right_section_content,
      left_title: stats.stats_left_section_title,
      left_content: stats.stats_left_section_content,
    })),
    subcategories: venture.subcategories.map((item) => ({
      id: item.id,
      name: item.name,
      image: item.banner_image,
      image_variants: item.banner_image_variants ?? null,
    })),
    clients: venture.clients.map((item) => ({
      id: item.id,
      name: item.client_name,
      image: item.client_image,
      image_variants: item.client_image_variants ?? null,
    })),
    gallery: venture.gallery.map((item) => ({
      id: item.id,
      image: item.image,
      image_variants: item.image_variants ?? null,
      altText: item.altText,
      caption: item.caption,
    })),
  };
}
