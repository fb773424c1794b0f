// The /backend/ventures/... paths of SPEC §7: parse the request, call the service, shape the reply
// the original PHP clients read.
import type { ErrorRequestHandler, Request, Response, Router } from 'express';
import type { z } from 'zod';
import type {
  VentureAddReply,
  VentureDeleteReply,
  VentureDetails,
  VentureEditReply,
  VenturePublicReply,
} from '../../../common/api-types.js';
import { successMessages, validationMessages } from '../../../common/messages.js';
import type { AppDeps } from '../app-deps.js';
import { parseMissingFilter, parseStatusFilter } from '../kinds/content.routes.js';
import { editorOf } from '../http/request-editor.js';
import { writeTime } from '../clock.js';
import { countByStatus } from '../editorial/editorial.repository.js';
import type { WriteContext } from '../editorial/item-history.js';
import { readPublication } from '../editorial/publication.js';
import { expectedUpdatedAtOf } from '../editorial/changed-since.js';
import { backendRouter } from '../http/backend-router.js';
import { HttpError, parseInput, ValidationError } from '../http/errors.js';
import type { PublicReadOperation } from '../http/public-read.js';
import { parseImageUpload } from '../http/image-upload.js';
import { replyImageSerializer } from '../media/reply-images.js';
import { requireAdmin } from '../http/require-admin.js';
import { chooseFromLibrary, imageSourceOf, pictureEditsOf, type ImageSource, type PictureEdits } from '../media/library-choice.js';
import type { Db } from '../db/database.js';
import { readVentureForm, VENTURE_MAX_FILES, ventureImageRules, type FormEntry, type VentureForm } from './ventures.form.js';
import {
  addVentureDraftSchema,
  addVentureSchema,
  adminVentureQuerySchema,
  deleteVentureItemSchema,
  editVentureSchema,
  idQuerySchema,
  publicVentureQuerySchema,
} from './ventures.schema.js';
import { addVenture } from './venture-add.service.js';
import { deleteVentureItem } from './venture-delete.service.js';
import { editVenture } from './venture-edit.service.js';
import * as ventures from './ventures.service.js';
import { changesKind } from '../http/public-effect.js';

export function ventureRoutes(deps: AppDeps): Router {
  const ctx = ventureContext(deps);
  const writer = requireAdmin(deps, 'write');
  const upload = parseImageUpload(ventureImageRules, { maxFiles: VENTURE_MAX_FILES });
  const router = backendRouter();

  // The GETs of ventures_api.php, get_venture.php and ventures_details_api.php are the public read's (ventureListRead and the others below, http/public-read.ts).

  /** A write of the venture form: its pictures resolved, then `write`'s reply; errors carry the fields its client reads. */
  const formWrite = (path: string, write: (req: Request, form: ResolvedForm) => Promise<object>, errorFields: (error: HttpError) => Record<string, unknown>) =>
    router.post(
      path,
      writer,
      changesKind('ventures'),
      upload,
      async (req: Request, res: Response) => {
        const form = readVentureForm(req.body, req.imageUpload);
        res.json(await write(req, { form, warning: galleryWarning(form), images: await resolveImages(ctx.db, form) }));
      },
      withErrorFields(errorFields),
    );

  formWrite(
    '/add_venture_api.php',
    async (req, { form, warning, images }) => {
      const write = writeContext(req, ctx, images);
      const schema = write.publication?.status === 'draft' ? addVentureDraftSchema : addVentureSchema;
      const parsed = schema.safeParse({
        ...textFields(form),
        ...images.singles,
        subcategories: form.subcategories
          .map((entry) => ({ entry, banner: images.subcategories.get(entry.index) }))
          // A subcategory row left entirely empty is no subcategory (they are optional).
          .filter(({ entry, banner }) => banner || (entry.text.name ?? entry.text.title ?? '').trim() !== '')
          .map(({ entry, banner }) => ({ name: entry.text.name ?? entry.text.title, banner })),
        clients: form.clients.map((entry) => ({ name: entry.text.name ?? entry.text.client_name, image: images.clients.get(entry.index) })),
        gallery: images.gallery,
      });
      // SPEC §5 has one text for every missing piece. When all gallery images were too big, the
      // warning says why the gallery counts as missing. A text that is too long, or a new
      // gallery picture without alt text, says so instead.
      if (!parsed.success) {
        const issues = parsed.error.issues;
        const specific =
          issues.find((issue) => issue.code === 'too_big') ?? issues.find((issue) => issue.message !== validationMessages.ventureRequired);
        throw new ValidationError(specific?.message ?? validationMessages.ventureRequired, warning ? { warning } : {});
      }
      const created = await addVenture(ctx, parsed.data, write);
      return {
        // The add client compares message with this exact text, so the gallery warning goes into
        // its own field instead of being appended here.
        message: successMessages.ventureAddedServer,
        status: 'success',
        id: created.id,
        slug: created.slug,
        ...(warning && { warning }),
      } satisfies VentureAddReply;
    },
    // The add client shows `message` and falls back to 'An unknown error occurred.' without one.
    (error) => ({ message: error.message }),
  );

  formWrite(
    '/edit_venture_api.php',
    async (req, { form, warning, images }) => {
      const input = parse(editVentureSchema, {
        ...textFields(form),
        venture_id: form.text('venture_id'),
        stats_id: blankToUndefined(form.text('stats_id')),
        ...images.singles,
        subcategories: form.subcategories.map((entry) => ({
          id: blankToUndefined(entry.text.id),
          name: entry.text.title ?? entry.text.name,
          banner: images.subcategories.get(entry.index),
        })),
        clients: form.clients.map((entry) => ({
          id: blankToUndefined(entry.text.id),
          name: entry.text.client_name ?? entry.text.name,
          image: images.clients.get(entry.index),
        })),
        gallery: images.gallery,
        gallery_existing: form.galleryExisting,
      });
      const { slug } = await editVenture(ctx, input, writeContext(req, ctx, images));
      return {
        status: 'success',
        message: successMessages.ventureUpdated,
        slug,
        ...(warning && { warning }),
      } satisfies VentureEditReply;
    },
    // The edit client reads status and error.
    () => ({ status: 'error' }),
  );

  router.post('/delete_venture_api.php', writer, changesKind('ventures'), async (req, res) => {
    const input = parse(deleteVentureItemSchema, req.body ?? {});
    const message = await deleteVentureItem(ctx, input, { editor: editorOf(req), publication: undefined });
    res.json({ message, status: 'success' } satisfies VentureDeleteReply);
  });

  return router;
}

/** GET /backend/ventures/ventures_api.php: the admin's list, unguarded and made of published ventures only. */
export function adminVentureListRead(deps: AppDeps): PublicReadOperation {
  const ctx = ventureContext(deps);
  return async (query) => {
    const { page, sort, q } = parse(adminVentureQuerySchema, query);
    return ventures.listAdminVentures(ctx, page, { sort, q });
  };
}

/** GET /backend/ventures/get_venture.php: a page of the public grid (or its summaries), or one venture by ?slug= or ?id=. */
export function publicVentureRead(deps: AppDeps): PublicReadOperation {
  const ctx = ventureContext(deps);
  return async (rawQuery) => {
    const query = parse(publicVentureQuerySchema, rawQuery);
    if (query.slug !== undefined || query.id !== undefined) {
      const by = query.slug !== undefined ? { slug: query.slug } : { id: query.id! };
      return { venture: await ventures.findPublicVenture(ctx, by) } satisfies VenturePublicReply;
    }
    return query.view === 'summary' ? ventures.listPublicVentureSummaries(ctx, query.page) : ventures.listPublicVentures(ctx, query.page);
  };
}

/** GET /backend/ventures/ventures_details_api.php?id=: a venture with its subcategories, clients and gallery. */
export function ventureDetailsRead(deps: AppDeps): PublicReadOperation {
  const ctx = ventureContext(deps);
  return async (query) => {
    const { id } = parse(idQuerySchema, query);
    return (await ventures.getVentureDetails(ctx, id)) satisfies VentureDetails;
  };
}

/** The admin's reads of ventures in every state (outside the trash), under /backend/admin/items/ventures. */
export function ventureAdminRoutes(deps: AppDeps): Router {
  const ctx = ventureContext(deps);
  const router = backendRouter();
  const reader = requireAdmin(deps, 'read');
  const withImages = replyImageSerializer(deps);
  router.get('/admin/items/ventures', reader, async (req, res) => {
    const { page, sort, q } = parse(adminVentureQuerySchema, req.query);
    const visibility = { public: false as const, status: parseStatusFilter(req.query.status), missing: parseMissingFilter(req.query.missing, deps.config.siteLanguages) };
    const [list, counts] = await Promise.all([ventures.listAdminVentures(ctx, page, { sort, q, visibility }), countByStatus(deps.db, 'ventures')]);
    res.json(await withImages({ ...list, counts }));
  });
  router.get('/admin/items/ventures/:id', reader, async (req, res) => {
    const { id } = parse(idQuerySchema, { id: req.params.id });
    res.json(await withImages((await ventures.getVentureDetails(ctx, id, true)) satisfies VentureDetails));
  });
  return router;
}

function ventureContext(deps: AppDeps): ventures.VentureContext {
  return { db: deps.db, storage: deps.storage, logger: deps.logger, clock: deps.clock };
}

function writeContext(req: Request, ctx: ventures.VentureContext, images: ResolvedImages): WriteContext {
  return {
    editor: editorOf(req),
    publication: readPublication(req.body, 'ventures', writeTime(ctx).getTime()),
    pictures: images.pictures,
    expectedUpdatedAt: expectedUpdatedAtOf(req.body),
  };
}

const singleImageFields = ['logo', 'img_banner', 'about_img', 'stats_image'] as const;

/** The venture form as a write reads it: its fields, the gallery's warning, and its pictures resolved. */
type ResolvedForm = { form: VentureForm; warning: string | undefined; images: ResolvedImages };

/** Each picture of the form as an upload or a library choice, and what the form asks of the single ones. */
type ResolvedImages = {
  singles: Record<(typeof singleImageFields)[number], ImageSource | undefined>;
  subcategories: Map<string, ImageSource | undefined>;
  clients: Map<string, ImageSource | undefined>;
  gallery: { image: ImageSource; alt?: string | undefined; caption?: string | undefined; altRequired: boolean }[];
  pictures: PictureEdits | undefined;
};

/** Resolves every `_media_id` of the form to the field value its area stores (400 for an unknown id or one sent with a file). */
async function resolveImages(db: Db, form: VentureForm): Promise<ResolvedImages> {
  const areas = { logo: 'ventureLogos', img_banner: 'ventureImages', about_img: 'ventureImages', stats_image: 'ventureStats' } as const;
  const singles = Object.fromEntries(
    await Promise.all(singleImageFields.map(async (field) => [field, await imageSourceOf(db, areas[field], form.image(field), form.fields[`${field}_media_id`])] as const)),
  ) as ResolvedImages['singles'];
  const nested = async (entries: FormEntry[], area: 'ventureCategories' | 'ventureClients', idField: string) =>
    new Map(await Promise.all(entries.map(async (entry) => [entry.index, await imageSourceOf(db, area, entry.image, entry.text[idField])] as const)));
  const subcategories = await nested(form.subcategories, 'ventureCategories', 'bannerImage_media_id');
  const clients = await nested(form.clients, 'ventureClients', 'image_media_id');
  const chosenGallery = await Promise.all(
    form.galleryMedia.map(async (item) => ({ ...item, image: await chooseFromLibrary(db, 'ventureGallery', item.mediaId) })),
  );
  const gallery = [...form.gallery, ...chosenGallery].map(({ image, alt, caption }) => ({ image, alt, caption, altRequired: form.galleryTextsSent }));
  const pictures = pictureEditsOf(form.fields, singles, [...subcategories.values(), ...clients.values(), ...chosenGallery.map((item) => item.image)]);
  return { singles, subcategories, clients, gallery, pictures };
}

/** A route input parsed, or 400 with the schema's first message. */
const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => parseInput(schema, value, validationMessages.ventureRequired);

const textFieldNames = [
  'title',
  'about_desc',
  'stats_right_section_title',
  'stats_right_section_content',
  'stats_left_section_title',
  'stats_left_section_content',
] as const;

function textFields(form: VentureForm): Partial<Record<(typeof textFieldNames)[number], string>> {
  return Object.fromEntries(textFieldNames.map((name) => [name, form.text(name)]));
}

function galleryWarning(form: VentureForm): string | undefined {
  return form.galleryDropped ? validationMessages.galleryImagesDropped : undefined;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * Adds the fields an endpoint's client reads to every typed error of that endpoint, including
 * the 401 of the guard and the 413/400 of the upload parser; the error handler still renders it.
 */
function withErrorFields(extra: (error: HttpError) => Record<string, unknown>): ErrorRequestHandler {
  return (error: unknown, _req: Request, _res, next) => {
    if (error instanceof HttpError) {
      next(new HttpError(error.status, error.message, { ...error.body, ...extra(error) }));
      return;
    }
    next(error);
  };
}
