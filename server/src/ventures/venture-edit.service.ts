// Editing a venture: new uploads are stored first, then one transaction checks that every id sent
// is this venture's own, changes what was sent and adds the new rows; replaced files go after it.
import { publicErrorMessages, ventureServerMessages } from '../../../common/messages.js';
import { storeAll, withFileChanges, type FileChanges } from '../content/file-lifecycle.js';
import { writeTime } from '../content/content.service.js';
import { recordSlugChange } from '../content/slug-history.repository.js';
import { plainWrite, settleItemWrite, type WriteContext } from '../editorial/item-history.js';
import { allocateSlug, retryOnSlugConflict } from '../content/slugs.js';
import type { Db } from '../db/database.js';
import type { VentureRow, VentureStatsRow } from '../db/schema.js';
import { NotFoundError } from '../http/errors.js';
import { requireOwnIds, saveClients, saveGallery, saveSubcategories, type ChildEntry } from './venture-child-rows.js';
import type { VentureContext } from './ventures.service.js';
import * as repository from './ventures.repository.js';
import type { EditVentureInput } from './ventures.schema.js';

/** The field values of the edit's stored uploads; undefined where no file was sent. */
type StoredUploads = {
  logo: string | undefined;
  banner: string | undefined;
  about: string | undefined;
  statsImage: string | undefined;
  subcategories: ChildEntry[];
  clients: ChildEntry[];
  gallery: { image: string; alt_text: string; caption: string }[];
};

export async function editVenture(ctx: VentureContext, input: EditVentureInput, write: WriteContext = plainWrite): Promise<{ slug: string }> {
  return withFileChanges(ctx, async (files) => {
    const uploads = await storeUploads(files, input);
    return retryOnSlugConflict(() =>
      ctx.db.transaction().execute(async (trx) => {
        const edited = await applyEdit(trx, files, input, uploads);
        const pruned = await settleItemWrite(trx, { kind: 'ventures', id: input.venture_id, before: edited.before, now: writeTime(ctx), ...write });
        for (const file of pruned) files.retire(file.area, file.field);
        return { slug: edited.slug };
      }),
    );
  });
}

async function storeUploads(files: FileChanges, input: EditVentureInput): Promise<StoredUploads> {
  return {
    logo: await files.store('ventureLogos', input.logo),
    banner: await files.store('ventureImages', input.img_banner),
    about: await files.store('ventureImages', input.about_img),
    statsImage: await files.store('ventureStats', input.stats_image),
    subcategories: await storeAll(input.subcategories, async (item) => ({
      id: item.id,
      name: item.name,
      image: await files.store('ventureCategories', item.banner),
    })),
    clients: await storeAll(input.clients, async (item) => ({
      id: item.id,
      name: item.name,
      image: await files.store('ventureClients', item.image),
    })),
    gallery: await storeAll(input.gallery, async (item) => ({
      image: await files.store('ventureGallery', item.image),
      alt_text: item.alt,
      caption: item.caption,
    })),
  };
}

async function applyEdit(trx: Db, files: FileChanges, input: EditVentureInput, uploads: StoredUploads): Promise<{ slug: string; before: VentureRow['status'] }> {
  const venture = await repository.lockVenture(trx, input.venture_id);
  if (!venture) throw new NotFoundError(publicErrorMessages.ventureNotFound);
  const children = await repository.listVentureChildren(trx, [venture.id]);

  // Ids sent with entries must be this venture's own; checked before anything changes.
  const subcategoryImages = new Map(children.subcategories.map((row) => [row.id, row.banner_image]));
  const clientImages = new Map(children.clients.map((row) => [row.id, row.client_image]));
  requireOwnIds(uploads.subcategories, subcategoryImages, ventureServerMessages.subcategoryNotFound);
  requireOwnIds(uploads.clients, clientImages, ventureServerMessages.clientNotFound);
  const stats = input.stats_id === undefined ? children.stats[0] : children.stats.find((row) => row.id === input.stats_id);
  if (input.stats_id !== undefined && !stats) throw new NotFoundError(ventureServerMessages.statsNotFound);
  const galleryIds = new Set(children.gallery.map((row) => row.id));
  requireOwnIds(input.gallery_existing, galleryIds, ventureServerMessages.galleryImageNotFound);

  const slug = await updateVentureRow(trx, files, venture, input, uploads);
  await saveStats(trx, files, venture.id, stats, input, uploads.statsImage);
  await saveSubcategories(trx, files, venture.id, uploads.subcategories, subcategoryImages);
  await saveClients(trx, files, venture.id, uploads.clients, clientImages);
  await saveGallery(trx, venture.id, input.gallery_existing, uploads.gallery);
  return { slug, before: venture.status };
}

/** Title, slug, description and the three images of the venture row; returns the slug it now has. */
async function updateVentureRow(
  trx: Db,
  files: FileChanges,
  venture: VentureRow,
  input: EditVentureInput,
  { logo, banner, about }: StoredUploads,
): Promise<string> {
  const slug =
    input.title === venture.title
      ? venture.slug
      : await allocateSlug(input.title, (base) => repository.findVentureSlugsLike(trx, base, venture.id));
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
  return slug;
}

/** Changes the venture's stats row, or adds one when it has none and something was sent. */
async function saveStats(
  trx: Db,
  files: FileChanges,
  ventureId: number,
  stats: VentureStatsRow | undefined,
  input: EditVentureInput,
  statsImage: string | undefined,
): Promise<void> {
  const changes = {
    ...(input.stats_right_section_title !== undefined && { stats_right_section_title: input.stats_right_section_title }),
    ...(input.stats_right_section_content !== undefined && { stats_right_section_content: input.stats_right_section_content }),
    ...(input.stats_left_section_title !== undefined && { stats_left_section_title: input.stats_left_section_title }),
    ...(input.stats_left_section_content !== undefined && { stats_left_section_content: input.stats_left_section_content }),
    ...(statsImage && { stats_image: statsImage }),
  };
  if (stats) {
    await repository.updateStats(trx, stats.id, changes);
    if (statsImage) files.retire('ventureStats', stats.stats_image);
  } else if (Object.keys(changes).length > 0) {
    await repository.insertStats(trx, { venture_id: ventureId, ...changes });
  }
}
