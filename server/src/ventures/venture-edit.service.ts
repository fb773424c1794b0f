// Editing a venture: new uploads are stored first, then one transaction checks that every id sent
// is this venture's own, changes what was sent and adds the new rows; replaced pictures stay in the
// media library.
import { publicErrorMessages, ventureServerMessages } from '../../../common/messages.js';
import { storeAll, withFileChanges, type FileChanges } from '../media/file-lifecycle.js';
import { writeTime } from '../clock.js';
import { recordSlugChange } from '../content/slug-history.repository.js';
import { plainWrite, settleItemWrite, type WriteContext } from '../editorial/item-history.js';
import { refuseChangedSince, savedItem, type ExpectedUpdatedAt } from '../editorial/changed-since.js';
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
    const uploads = await storeUploads(files, input, write.editor?.id ?? null);
    return retryOnSlugConflict(() =>
      ctx.db.transaction().execute(async (trx) => {
        const edited = await applyEdit(trx, input, uploads, write.expectedUpdatedAt);
        await settleItemWrite(trx, { kind: 'ventures', id: input.venture_id, before: edited.before, now: writeTime(ctx), ...write });
        return { slug: edited.slug };
      }),
    );
  });
}

/** As on add: new uploads described by the title, an entry's by its name (when the form gives one). */
async function storeUploads(files: FileChanges, input: EditVentureInput, uploadedBy: number | null): Promise<StoredUploads> {
  const single = { alt: input.title, uploadedBy };
  return {
    logo: await files.store('ventureLogos', input.logo, single),
    banner: await files.store('ventureImages', input.img_banner, single),
    about: await files.store('ventureImages', input.about_img, single),
    statsImage: await files.store('ventureStats', input.stats_image, single),
    subcategories: await storeAll(input.subcategories, async (item) => ({
      id: item.id,
      name: item.name,
      image: await files.store('ventureCategories', item.banner, { alt: item.name ?? '', uploadedBy }),
    })),
    clients: await storeAll(input.clients, async (item) => ({
      id: item.id,
      name: item.name,
      image: await files.store('ventureClients', item.image, { alt: item.name ?? '', uploadedBy }),
    })),
    gallery: await storeAll(input.gallery, async (item) => ({
      image: await files.store('ventureGallery', item.image, { alt: item.alt || input.title, uploadedBy }),
      alt_text: item.alt,
      caption: item.caption,
    })),
  };
}

async function applyEdit(
  trx: Db,
  input: EditVentureInput,
  uploads: StoredUploads,
  expectedUpdatedAt: ExpectedUpdatedAt,
): Promise<{ slug: string; before: VentureRow['status'] }> {
  const venture = await repository.lockVenture(trx, input.venture_id);
  if (!venture) throw new NotFoundError(publicErrorMessages.ventureNotFound);
  await refuseChangedSince(venture.updated_at, expectedUpdatedAt, savedItem(trx, 'ventures', venture.id));
  const children = await repository.listVentureChildren(trx, [venture.id]);

  // Ids sent with entries must be this venture's own; checked before anything changes.
  requireOwnIds(uploads.subcategories, new Set(children.subcategories.map((row) => row.id)), ventureServerMessages.subcategoryNotFound);
  requireOwnIds(uploads.clients, new Set(children.clients.map((row) => row.id)), ventureServerMessages.clientNotFound);
  const stats = input.stats_id === undefined ? children.stats[0] : children.stats.find((row) => row.id === input.stats_id);
  if (input.stats_id !== undefined && !stats) throw new NotFoundError(ventureServerMessages.statsNotFound);
  const galleryIds = new Set(children.gallery.map((row) => row.id));
  requireOwnIds(input.gallery_existing, galleryIds, ventureServerMessages.galleryImageNotFound);

  const slug = await updateVentureRow(trx, venture, input, uploads);
  await saveStats(trx, venture.id, stats, input, uploads.statsImage);
  await saveSubcategories(trx, venture.id, uploads.subcategories);
  await saveClients(trx, venture.id, uploads.clients);
  await saveGallery(trx, venture.id, input.gallery_existing, uploads.gallery);
  return { slug, before: venture.status };
}

/** Title, slug, description and the three images of the venture row; returns the slug it now has. */
async function updateVentureRow(
  trx: Db,
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
  return slug;
}

/** Changes the venture's stats row, or adds one when it has none and something was sent. */
async function saveStats(
  trx: Db,
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
  } else if (Object.keys(changes).length > 0) {
    await repository.insertStats(trx, { venture_id: ventureId, ...changes });
  }
}
