// The /backend/<kind>/<kind>_api.php paths the listed kinds share (SPEC §7):
// GET lists a page (or finds one item), POST adds or updates, DELETE deletes. A kind's path,
// schemas, upload limits and messages come as one ContentRoute (kinds/listed-routes.ts).
import type { Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import { editorialMessages, ITEM_STATUSES } from '../../../common/editorial.js';
import { countByStatus } from '../editorial/editorial.repository.js';
import type { WriteContext } from '../editorial/item-history.js';
import { editorOf } from '../http/request-editor.js';
import { readPublication } from '../editorial/publication.js';
import { expectedUpdatedAtOf } from '../editorial/changed-since.js';
import { backendRouter } from '../http/backend-router.js';
import { ValidationError } from '../http/errors.js';
import type { PublicReadOperation } from '../http/public-read.js';
import { replyImageSerializer } from '../media/reply-images.js';
import { requireAdmin } from '../http/require-admin.js';
import { formFields, imageSourceOf, pictureEditsOf, type ImageSource } from '../media/library-choice.js';
import { bodyFields, uploadedImage } from '../http/request-body.js';
import type { ContentRouteDeps } from '../media/file-lifecycle.js';
import type { ListedKind } from '../../../common/content-kinds.js';
import type { ContentListOptions } from '../content/content.repository.js';
import { deleteBodySchema, idSchema, writeReply } from '../http/request-schemas.js';
import { writeTime } from '../clock.js';
import type { ContentDeps } from '../media/file-lifecycle.js';
import { translationMessages } from '../../../common/translation-messages.js';
import { isSiteTranslationLanguage, translationLanguagesOn, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import { deleteContentItem, findContent, listContentPage, type ContentKind } from './content.service.js';
import { changesKind } from '../http/public-effect.js';

/** A listed kind's routes: a content route's deps, and the site's languages its `?missing=` filter takes. */
export type ListedRouteDeps = ContentRouteDeps & { config: { siteLanguages: SiteLanguages } };

type ContentQuery = ContentListOptions & { page?: number | undefined; slug?: string | undefined; id?: number | undefined };
type WriteInput = { type: 'insert' } | { type: 'update'; id: number };
type InsertOf<Input> = Extract<Input, { type: 'insert' }>;
type UpdateOf<Input> = Extract<Input, { type: 'update' }>;

export type ContentRoute<T extends ListedKind, Item, Input extends WriteInput> = {
  kind: ContentKind<T, Item>;
  /** The path under /backend, as SPEC §7 names it. */
  path: string;
  /** The reply's key for a list (`{ news: [...], total_pages }`). */
  listKey: string;
  /** The reply's key for one item found by ?slug= or ?id=; a kind without one only lists. */
  oneKey?: string;
  querySchema: z.ZodType<ContentQuery>;
  writeSchema: z.ZodType<Input>;
  /** What a write asking for a draft takes, for a kind with drafts: an unfinished item may be saved. */
  draftSchema?: z.ZodType<Input> | undefined;
  /** The multipart parser with the kind's image field and size limits. */
  parseUpload(): RequestHandler;
  imageField: string;
  add(deps: ContentDeps, input: InsertOf<Input>, image: ImageSource | undefined, write: WriteContext): Promise<number>;
  edit(deps: ContentDeps, id: number, input: UpdateOf<Input>, image: ImageSource | undefined, write: WriteContext): Promise<number>;
  messages: { added: string; updated: string; deleted: string };
};

export function contentRoutes<T extends ListedKind, Item, Input extends WriteInput>(
  route: ContentRoute<T, Item, Input>,
): (deps: ListedRouteDeps) => Router {
  const { kind, path, messages } = route;
  return (deps) => {
    const router = backendRouter();
    const reader = requireAdmin(deps, 'read');
    const writer = requireAdmin(deps, 'write');
    const changes = changesKind(kind.table);
    const withImages = replyImageSerializer(deps);

    // The GET of `path` is the public read's (contentPublicRead, http/public-read.ts).
    router.post(path, writer, changes, route.parseUpload(), async (req, res) => {
      const context = writeContext(req, deps, kind.table);
      const schema = context.publication?.status === 'draft' && route.draftSchema ? route.draftSchema : route.writeSchema;
      const input = schema.parse(bodyFields(req));
      const fields = formFields(req.body);
      // The file F, or the library picture F_media_id names; F_alt and F_decorative describe it.
      const image = await imageSourceOf(deps.db, kind.area, uploadedImage(req, route.imageField), fields[`${route.imageField}_media_id`]);
      const write = { ...context, pictures: pictureEditsOf(fields, { [route.imageField]: image }) };
      // TypeScript does not narrow a generic union by its tag, hence the casts; the schema admits only these two.
      if (input.type === 'insert') {
        res.json(writeReply(messages.added, await route.add(deps, input as InsertOf<Input>, image, write)));
      } else {
        const update = input as UpdateOf<Input>;
        res.json(writeReply(messages.updated, await route.edit(deps, update.id, update, image, write)));
      }
    });

    // Delete moves the item to the trash (editorial/trash.service.ts).
    router.delete(path, writer, changes, async (req, res) => {
      const { id } = deleteBodySchema.parse(bodyFields(req));
      await deleteContentItem(deps, kind, id, { editor: editorOf(req), publication: undefined });
      res.json(writeReply(messages.deleted, id));
    });

    // The admin's reads: every item outside the trash, with its state; one state when asked.
    router.get(`/admin/items/${kind.table}`, reader, async (req, res) => {
      const query = route.querySchema.parse(req.query);
      const status = parseStatusFilter(req.query.status);
      const missing = parseMissingFilter(req.query.missing, deps.config.siteLanguages);
      const options = { sort: query.sort, q: query.q, visibility: { public: false as const, status, missing } };
      const [{ items, totalPages }, counts] = await Promise.all([
        listContentPage(deps.db, kind, query.page ?? 1, options, { editorial: true }),
        countByStatus(deps.db, kind.table),
      ]);
      res.json(await withImages({ [route.listKey]: items, total_pages: totalPages, counts }));
    });

    router.get(`/admin/items/${kind.table}/:id`, reader, async (req, res) => {
      const id = idSchema.parse(req.params.id);
      res.json(await withImages({ item: await findContent(deps.db, kind, { id }, { public: false }, { editorial: true }) }));
    });

    return router;
  };
}

/** The public GET of a kind's path: a page of the list, every item without a page, or one item by ?slug= or ?id=. */
export function contentPublicRead<T extends ListedKind, Item, Input extends WriteInput>(
  route: ContentRoute<T, Item, Input>,
  deps: ContentDeps,
): PublicReadOperation {
  return async (rawQuery) => {
    const query = route.querySchema.parse(rawQuery);
    if (route.oneKey !== undefined && (query.slug !== undefined || query.id !== undefined)) {
      const key = query.slug !== undefined ? { slug: query.slug } : { id: query.id! };
      return { [route.oneKey]: await findContent(deps.db, route.kind, key) };
    }
    // Without a page: every item (the original clients find an item by slug this way).
    const { items, totalPages } = await listContentPage(deps.db, route.kind, query.page ?? null, { sort: query.sort, q: query.q });
    return { [route.listKey]: items, total_pages: totalPages };
  };
}

/** Who writes, the state asked for by the request's `status` and `publish_at` fields, and the read it was made from. */
function writeContext(req: Request, deps: ContentRouteDeps, table: ListedKind): WriteContext {
  const body = bodyFields(req);
  return { editor: editorOf(req), publication: readPublication(body, table, writeTime(deps).getTime()), expectedUpdatedAt: expectedUpdatedAtOf(body) };
}

/** An admin list's state filter: one of the states, or absent for every one. */
const statusFilterSchema = z.enum(ITEM_STATUSES, { message: editorialMessages.statusInvalid }).optional();

/** `?missing=hi`: the published items without a published Hindi text; a language the site is in, or absent. */
export function parseMissingFilter(value: unknown, site: SiteLanguages): TranslationLanguage | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isSiteTranslationLanguage(site, value)) throw new ValidationError(translationMessages.missingInvalid(translationLanguagesOn(site)));
  return value;
}

/** The `status` filter of an admin list; absent or blank: every state. */
export function parseStatusFilter(value: unknown) {
  const parsed = statusFilterSchema.safeParse(value === '' ? undefined : value);
  if (!parsed.success) throw new ValidationError(editorialMessages.statusInvalid);
  return parsed.data;
}
