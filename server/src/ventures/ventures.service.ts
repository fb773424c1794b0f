// The reads of ventures: paged lists in display order and single ventures, each in a fixed number
// of queries. The writes live in venture-add, venture-edit and venture-delete.service.ts.
import type { VentureAdmin, VentureDetails, VenturePublic, VentureSummary } from '../../../common/api-types.js';
import { editorialMessages, type EditorialFields } from '../../../common/editorial.js';
import { PAGE_SIZE, PUBLIC_VENTURES_MAX } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { publicErrorMessages } from '../../../common/messages.js';
import { findItemIdByEarlierSlug } from '../content/slug-history.repository.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { VentureRow } from '../db/schema.js';
import { editorialFieldsOf } from '../editorial/editorial-fields.js';
import { isItemTrashed, isSlugTrashed } from '../editorial/editorial.repository.js';
import { GoneError, NotFoundError } from '../http/errors.js';
import type { Logger } from '../logger.js';
import type { Storage } from '../storage/storage.js';
import { toPublicVenture, withChildren } from './venture-shapes.js';
import * as repository from './ventures.repository.js';

export type VentureContext = { db: Db; storage: Storage; logger: Logger; clock?: Clock | undefined };

export type VenturePage<T> = { ventures: T[]; total_pages: number };

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
  const states = options.visibility?.public === false ? await editorialFieldsOf(ctx.db, 'ventures', rows) : new Map<number, EditorialFields>();
  const ventures = (await withChildren(ctx.db, rows)).map((venture) => ({
    ...venture,
    on_public_grid: onGrid.has(venture.id),
    ...states.get(venture.id),
  }));
  return { ventures, total_pages: Math.ceil(total / pageSize) };
}

export async function listPublicVentures(ctx: VentureContext, page: number): Promise<VenturePage<VenturePublic>> {
  const { ventures, total_pages } = await listVentures(ctx.db, page, PAGE_SIZE.publicVentures);
  return { ventures: ventures.map(toPublicVenture), total_pages };
}

/** The public list without each venture's children: one count and one page query. */
export async function listPublicVentureSummaries(ctx: VentureContext, page: number): Promise<VenturePage<VentureSummary>> {
  const { rows, total_pages } = await ventureRows(ctx.db, page, PAGE_SIZE.publicVentures);
  return { ventures: rows.map(toVentureSummary), total_pages };
}

/** What a grid or card shows of a venture (a translated read passes its title and slug in the row). */
export function toVentureSummary(row: VentureRow): VentureSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    logo: row.logo_url,
    logo_variants: imageVariantsOf('ventureLogos', row.logo_url) ?? null,
    banner_image: row.img_banner_url,
    banner_image_variants: imageVariantsOf('ventureImages', row.img_banner_url) ?? null,
  };
}

export async function findPublicVenture(
  ctx: VentureContext,
  by: { slug: string } | { id: number },
): Promise<VenturePublic> {
  const row = 'slug' in by ? await findVentureBySlugOrEarlier(ctx.db, by.slug) : await repository.findVentureById(ctx.db, by.id);
  if (!row) {
    if ('slug' in by && (await isSlugTrashed(ctx.db, 'ventures', by.slug))) throw new GoneError(editorialMessages.itemGone);
    throw new NotFoundError(publicErrorMessages.ventureNotFound);
  }
  const [venture] = await withChildren(ctx.db, [row]);
  return toPublicVenture(venture!);
}

/** Any venture outside the trash, in the public shape: what a preview renders. */
export async function findVentureForPreview(ctx: VentureContext, id: number): Promise<VenturePublic> {
  const [venture] = await withChildren(ctx.db, [await findVentureRowForPreview(ctx.db, id)]);
  return toPublicVenture(venture!);
}

/** The venture's row in any state outside the trash, which a preview in any language starts from. */
export async function findVentureRowForPreview(db: Db, id: number): Promise<VentureRow> {
  const row = await repository.findVentureById(db, id, { public: false });
  if (!row) throw new NotFoundError(publicErrorMessages.ventureNotFound);
  return row;
}

/** By current slug, else by an earlier one (links made before a rename keep working). */
export async function findVentureBySlugOrEarlier(db: Db, slug: string): Promise<VentureRow | undefined> {
  const row = await repository.findVentureBySlug(db, slug);
  if (row) return row;
  const id = await findItemIdByEarlierSlug(db, 'ventures', slug);
  return id === undefined ? undefined : repository.findVentureById(db, id);
}

/** A public venture's details; with `admin`, any venture's outside the trash, with its state. */
export async function getVentureDetails(ctx: VentureContext, id: number, admin = false): Promise<VentureDetails> {
  const row = await repository.findVentureById(ctx.db, id, admin ? { public: false } : { public: true });
  if (!row) {
    if (!admin && (await isItemTrashed(ctx.db, 'ventures', id))) throw new GoneError(editorialMessages.itemGone);
    throw new NotFoundError(publicErrorMessages.ventureNotFound);
  }
  const [venture] = await withChildren(ctx.db, [row]);
  return {
    venture: admin ? { ...venture!, ...(await editorialFieldsOf(ctx.db, 'ventures', [row])).get(row.id) } : venture!,
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
