// The rules of ventures: paged reads in display order in a fixed number of queries, and writes
// that are each one transaction with their files stored before it and retired after it.
import type {
  VentureAdmin,
  VentureClient,
  VentureDetails,
  VentureGalleryImage,
  VenturePublic,
  VentureStats,
  VentureSummary,
  VentureSubcategory,
} from '../../../common/api-types.js';
import { PAGE_SIZE, PUBLIC_VENTURES_MAX } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { publicErrorMessages, successMessages, ventureServerMessages } from '../../../common/messages.js';
import { slugCandidate, slugify } from '../../../common/slug.js';
import { findItemIdByEarlierSlug, recordSlugChange } from '../content/slug-history.repository.js';
import type { Db } from '../db/database.js';
import type { VentureRow } from '../db/schema.js';
import { NotFoundError } from '../http/errors.js';
import type { Logger } from '../logger.js';
import type { Storage } from '../storage/storage.js';
import { VentureFileChanges } from './ventures.files.js';
import * as repository from './ventures.repository.js';
import type { AddVentureInput, DeleteVentureItemInput, EditVentureInput } from './ventures.schema.js';

export type VentureContext = { db: Db; storage: Storage; logger: Logger };

export type VenturePage<T> = { ventures: T[]; total_pages: number };

// ---------------------------------------------------------------------------------------------
// Reads

/**
 * The admin's list: in display order unless `options` ask for another order or a title search.
 * Each venture says whether the public grid shows it (the first PUBLIC_VENTURES_MAX in display
 * order), which its row's rank in a list sorted otherwise could not tell.
 */
export async function listAdminVentures(
  ctx: VentureContext,
  page: number,
  options: repository.VentureListOptions = {},
): Promise<VenturePage<VentureAdmin>> {
  const pageSize = PAGE_SIZE.adminVentures;
  const [total, rows] = await Promise.all([
    repository.countVentures(ctx.db, options),
    repository.listVenturePageWithGridFlag(ctx.db, pageSize, (page - 1) * pageSize, PUBLIC_VENTURES_MAX, options),
  ]);
  const onGrid = new Set(rows.filter((row) => row.on_public_grid).map((row) => row.id));
  const ventures = (await withChildren(ctx.db, rows)).map((venture) => ({ ...venture, on_public_grid: onGrid.has(venture.id) }));
  return { ventures, total_pages: Math.ceil(total / pageSize) };
}

export async function listPublicVentures(ctx: VentureContext, page: number): Promise<VenturePage<VenturePublic>> {
  const { ventures, total_pages } = await listVentures(ctx.db, page, PAGE_SIZE.publicVentures);
  return { ventures: ventures.map(toPublicVenture), total_pages };
}

/** The public list without each venture's children: one count and one page query. */
export async function listPublicVentureSummaries(ctx: VentureContext, page: number): Promise<VenturePage<VentureSummary>> {
  const { rows, total_pages } = await ventureRows(ctx.db, page, PAGE_SIZE.publicVentures);
  const ventures = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    logo: row.logo_url,
    logo_variants: imageVariantsOf('ventureLogos', row.logo_url) ?? null,
    banner_image: row.img_banner_url,
    banner_image_variants: imageVariantsOf('ventureImages', row.img_banner_url) ?? null,
  }));
  return { ventures, total_pages };
}

export async function findPublicVenture(
  ctx: VentureContext,
  by: { slug: string } | { id: number },
): Promise<VenturePublic> {
  const row = 'slug' in by ? await findVentureBySlugOrEarlier(ctx.db, by.slug) : await repository.findVentureById(ctx.db, by.id);
  if (!row) throw new NotFoundError(publicErrorMessages.ventureNotFound);
  const [venture] = await withChildren(ctx.db, [row]);
  return toPublicVenture(venture!);
}

/** By current slug, else by an earlier one (links made before a rename keep working). */
export async function findVentureBySlugOrEarlier(db: Db, slug: string): Promise<VentureRow | undefined> {
  const row = await repository.findVentureBySlug(db, slug);
  if (row) return row;
  const id = await findItemIdByEarlierSlug(db, 'ventures', slug);
  return id === undefined ? undefined : repository.findVentureById(db, id);
}

export async function getVentureDetails(ctx: VentureContext, id: number): Promise<VentureDetails> {
  const row = await repository.findVentureById(ctx.db, id);
  if (!row) throw new NotFoundError(publicErrorMessages.ventureNotFound);
  const [venture] = await withChildren(ctx.db, [row]);
  return {
    venture: venture!,
    subcategories: venture!.subcategories,
    clients: venture!.clients,
    gallery: venture!.gallery,
  };
}

async function listVentures(db: Db, page: number, pageSize: number): Promise<VenturePage<VentureAdmin>> {
  const { rows, total_pages } = await ventureRows(db, page, pageSize);
  return { ventures: await withChildren(db, rows), total_pages };
}

async function ventureRows(db: Db, page: number, pageSize: number): Promise<{ rows: VentureRow[]; total_pages: number }> {
  const total = await repository.countVentures(db);
  const rows = await repository.listVenturePage(db, pageSize, (page - 1) * pageSize);
  return { rows, total_pages: Math.ceil(total / pageSize) };
}

/** Attaches stats, subcategories, clients and gallery: four queries for any number of ventures. */
async function withChildren(db: Db, rows: VentureRow[]): Promise<VentureAdmin[]> {
  const children = await repository.listVentureChildren(
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
function toPublicVenture(venture: VentureAdmin): VenturePublic {
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

// ---------------------------------------------------------------------------------------------
// Writes

export async function addVenture(ctx: VentureContext, input: AddVentureInput): Promise<{ id: number; slug: string }> {
  const files = new VentureFileChanges(ctx.storage, ctx.logger);
  try {
    const logo = await files.store('ventureLogos', input.logo);
    const banner = await files.store('ventureImages', input.img_banner);
    const about = await files.store('ventureImages', input.about_img);
    const statsImage = await files.store('ventureStats', input.stats_image);
    const subcategories = await storeEach(input.subcategories, async (item) => ({
      name: item.name,
      banner_image: (await files.store('ventureCategories', item.banner)) ?? null,
    }));
    const clients = await storeEach(input.clients, async (item) => ({
      client_name: item.name,
      client_image: await files.store('ventureClients', item.image),
    }));
    const gallery = await storeEach(input.gallery, async (item) => ({
      image: await files.store('ventureGallery', item.image),
      alt_text: item.alt,
      caption: item.caption,
    }));

    const created = await retryOnSlugClash(() =>
      ctx.db.transaction().execute(async (trx) => {
        const slug = await uniqueSlug(trx, input.title);
        const venture = await repository.insertVenture(trx, {
          slug,
          title: input.title,
          logo_url: logo,
          img_banner_url: banner,
          about_desc: input.about_desc,
          about_img_url: about,
        });
        await repository.insertStats(trx, {
          venture_id: venture.id,
          stats_image: statsImage,
          stats_right_section_title: input.stats_right_section_title,
          stats_right_section_content: input.stats_right_section_content,
          stats_left_section_title: input.stats_left_section_title,
          stats_left_section_content: input.stats_left_section_content,
        });
        await repository.insertSubcategories(trx, venture.id, subcategories);
        await repository.insertClients(trx, venture.id, clients);
        await repository.insertGalleryImages(trx, venture.id, gallery);
        return { id: venture.id, slug: venture.slug };
      }),
    );
    await files.removeRetired();
    return created;
  } catch (error) {
    await files.discardStored();
    throw error;
  }
}

export async function editVenture(ctx: VentureContext, input: EditVentureInput): Promise<{ slug: string }> {
  const files = new VentureFileChanges(ctx.storage, ctx.logger);
  try {
    const logo = await files.store('ventureLogos', input.logo);
    const banner = await files.store('ventureImages', input.img_banner);
    const about = await files.store('ventureImages', input.about_img);
    const statsImage = await files.store('ventureStats', input.stats_image);
    const subcategories = await storeEach(input.subcategories, async (item) => ({
      ...item,
      banner: await files.store('ventureCategories', item.banner),
    }));
    const clients = await storeEach(input.clients, async (item) => ({
      ...item,
      image: await files.store('ventureClients', item.image),
    }));
    const gallery = await storeEach(input.gallery, async (item) => ({
      image: await files.store('ventureGallery', item.image),
      alt_text: item.alt,
      caption: item.caption,
    }));

    const result = await retryOnSlugClash(() =>
      ctx.db.transaction().execute(async (trx) => {
        const venture = await repository.lockVenture(trx, input.venture_id);
        if (!venture) throw new NotFoundError(publicErrorMessages.ventureNotFound);
        const children = await repository.listVentureChildren(trx, [venture.id]);

        // Ids sent with entries must be this venture's own; checked before anything changes.
        const subcategoryImages = new Map(children.subcategories.map((row) => [row.id, row.banner_image]));
        const clientImages = new Map(children.clients.map((row) => [row.id, row.client_image]));
        for (const item of subcategories) {
          if (item.id !== undefined && !subcategoryImages.has(item.id)) {
            throw new NotFoundError(ventureServerMessages.subcategoryNotFound);
          }
        }
        for (const item of clients) {
          if (item.id !== undefined && !clientImages.has(item.id)) throw new NotFoundError(ventureServerMessages.clientNotFound);
        }
        const stats =
          input.stats_id === undefined ? children.stats[0] : children.stats.find((row) => row.id === input.stats_id);
        if (input.stats_id !== undefined && !stats) throw new NotFoundError(ventureServerMessages.statsNotFound);
        const galleryIds = new Set(children.gallery.map((row) => row.id));
        for (const item of input.gallery_existing) {
          if (!galleryIds.has(item.id)) throw new NotFoundError(ventureServerMessages.galleryImageNotFound);
        }

        const slug = input.title === venture.title ? venture.slug : await uniqueSlug(trx, input.title, venture.id);
        if (slug !== venture.slug) {
          await recordSlugChange(trx, 'ventures', venture.id, { oldSlug: venture.slug, newSlug: slug });
        }
        await repository.updateVenture(trx, venture.id, {
          title: input.title,
          slug,
          ...(input.about_desc !== undefined && { about_desc: input.about_desc }),
          ...(logo && { logo_url: logo }),
          ...(banner && { img_banner_url: banner }),
          ...(about && { about_img_url: about }),
        });
        if (logo) files.retire('ventureLogos', venture.logo_url);
        if (banner) files.retire('ventureImages', venture.img_banner_url);
        if (about) files.retire('ventureImages', venture.about_img_url);

        const statsChanges = {
          ...(input.stats_right_section_title !== undefined && { stats_right_section_title: input.stats_right_section_title }),
          ...(input.stats_right_section_content !== undefined && {
            stats_right_section_content: input.stats_right_section_content,
          }),
          ...(input.stats_left_section_title !== undefined && { stats_left_section_title: input.stats_left_section_title }),
          ...(input.stats_left_section_content !== undefined && { stats_left_section_content: input.stats_left_section_content }),
          ...(statsImage && { stats_image: statsImage }),
        };
        if (stats) {
          await repository.updateStats(trx, stats.id, statsChanges);
          if (statsImage) files.retire('ventureStats', stats.stats_image);
        } else if (Object.keys(statsChanges).length > 0) {
          await repository.insertStats(trx, { venture_id: venture.id, ...statsChanges });
        }

        const newSubcategories = [];
        for (const item of subcategories) {
          if (item.id === undefined) {
            newSubcategories.push({ name: item.name!, banner_image: item.banner ?? null });
            continue;
          }
          await repository.updateSubcategory(trx, item.id, {
            ...(item.name !== undefined && { name: item.name }),
            ...(item.banner && { banner_image: item.banner }),
          });
          if (item.banner) {
            // The same id sent twice replaces twice: retire whatever the row held just before.
            files.retire('ventureCategories', subcategoryImages.get(item.id));
            subcategoryImages.set(item.id, item.banner);
          }
        }
        await repository.insertSubcategories(trx, venture.id, newSubcategories);

        const newClients = [];
        for (const item of clients) {
          if (item.id === undefined) {
            newClients.push({ client_name: item.name!, client_image: item.image ?? null });
            continue;
          }
          await repository.updateClient(trx, item.id, {
            ...(item.name !== undefined && { client_name: item.name }),
            ...(item.image && { client_image: item.image }),
          });
          if (item.image) {
            files.retire('ventureClients', clientImages.get(item.id));
            clientImages.set(item.id, item.image);
          }
        }
        await repository.insertClients(trx, venture.id, newClients);

        for (const item of input.gallery_existing) {
          await repository.updateGalleryImage(trx, item.id, {
            ...(item.alt !== undefined && { alt_text: item.alt }),
            ...(item.caption !== undefined && { caption: item.caption }),
          });
        }
        await repository.insertGalleryImages(trx, venture.id, gallery);
        return { slug };
      }),
    );
    await files.removeRetired();
    return result;
  } catch (error) {
    await files.discardStored();
    throw error;
  }
}

/** Deletes a venture (with all its children and files) or one subcategory, client or gallery image. */
export async function deleteVentureItem(ctx: VentureContext, input: DeleteVentureItemInput): Promise<string> {
  const files = new VentureFileChanges(ctx.storage, ctx.logger);
  let message: string;
  switch (input.type) {
    case 'venture': {
      await ctx.db.transaction().execute(async (trx) => {
        const venture = await repository.lockVenture(trx, input.id);
        if (!venture) throw new NotFoundError(publicErrorMessages.ventureNotFound);
        const children = await repository.listVentureChildren(trx, [venture.id]);
        await repository.deleteVenture(trx, venture.id);
        files.retire('ventureLogos', venture.logo_url);
        files.retire('ventureImages', venture.img_banner_url);
        files.retire('ventureImages', venture.about_img_url);
        for (const row of children.stats) files.retire('ventureStats', row.stats_image);
        for (const row of children.subcategories) files.retire('ventureCategories', row.banner_image);
        for (const row of children.clients) files.retire('ventureClients', row.client_image);
        for (const row of children.gallery) files.retire('ventureGallery', row.image);
      });
      message = successMessages.ventureDeleted;
      break;
    }
    case 'subcategory': {
      const row = await repository.deleteSubcategory(ctx.db, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.subcategoryNotFound);
      files.retire('ventureCategories', row.banner_image);
      message = successMessages.subcategoryDeleted;
      break;
    }
    case 'client': {
      const row = await repository.deleteClient(ctx.db, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.clientNotFound);
      files.retire('ventureClients', row.client_image);
      message = successMessages.clientDeleted;
      break;
    }
    case 'gallery': {
      const row = await repository.deleteGalleryImage(ctx.db, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.galleryImageNotFound);
      files.retire('ventureGallery', row.image);
      message = successMessages.galleryImageDeleted;
      break;
    }
  }
  await files.removeRetired();
  return message;
}

async function storeEach<T, R>(items: T[], store: (item: T) => Promise<R>): Promise<R[]> {
  // Side by side (image processing bounds its own concurrency), but every store settles before a
  // failure is rethrown, so discardStored() sees every file that was written.
  const results = await Promise.allSettled(items.map(store));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<R>).value);
}

/** SPEC §2's slug of the title, made unique with -2, -3, … (leaving out the venture being renamed). */
async function uniqueSlug(db: Db, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title);
  const taken = new Set(await repository.findVentureSlugsLike(db, base, exceptId));
  for (let attempt = 1; ; attempt += 1) {
    const candidate = slugCandidate(base, attempt);
    if (!taken.has(candidate)) return candidate;
  }
}

/** Two writes can pick the same free slug at once; the loser's unique violation is retried. */
async function retryOnSlugClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3 || !repository.isDuplicateVentureSlug(error)) throw error;
    }
  }
}
