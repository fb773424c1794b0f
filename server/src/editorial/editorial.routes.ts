// The admin's editorial endpoints under /backend/admin: an item's state, its revisions, the trash
// and autosaves. Reads of items in every state are the features' own (content.routes.ts,
// ventures.routes.ts).
import type { Request, Router } from 'express';
import { z } from 'zod';
import { editorialMessages, EDITORIAL_KINDS, hasDrafts, type EditorialKind } from '../../../common/editorial.js';
import type { AppDeps } from '../app-deps.js';
import { writeTime } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { parseInput, ValidationError } from '../http/errors.js';
import { replyImageSerializer } from '../media/reply-images.js';
import { requireAdmin } from '../http/require-admin.js';
import { idSchema } from '../http/request-schemas.js';
import { deleteAutosave, findAutosave, upsertAutosave } from './autosaves.repository.js';
import { changeStatus, restoreRevision, revisionDetail, revisionsOf } from './editorial.service.js';
import { editorOf } from '../http/request-editor.js';
import { readPublication } from './publication.js';
import { deleteForever, listTrashEntries, restoreFromTrash } from './trash.service.js';
import { changesAnything, changesKindNamedBy, changesNothingPublic } from '../http/public-effect.js';

const kindSchema = z.enum(EDITORIAL_KINDS, { message: editorialMessages.kindInvalid });
const revisionIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, editorialMessages.revisionNotFound);
const autosaveKeySchema = z.string().regex(/^(new|[1-9]\d{0,9})$/, editorialMessages.itemNotFound);
const autosaveBodySchema = z.object(
  { fields: z.record(z.string(), z.unknown(), { message: editorialMessages.autosaveInvalid }) },
  { message: editorialMessages.autosaveInvalid },
);

/** A route input parsed, or 400 with the schema's first message. */
const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => parseInput(schema, value, editorialMessages.kindInvalid);

function itemOf(req: Request): { kind: EditorialKind; id: number } {
  return { kind: parse(kindSchema, req.params.kind), id: parse(idSchema, req.params.id) };
}

export function editorialRoutes(deps: AppDeps): Router {
  const router = backendRouter();
  const reader = requireAdmin(deps, 'read');
  const writer = requireAdmin(deps, 'write');
  const owner = requireAdmin(deps, 'own');
  // A revision's pictures point at the public storage address with S3_PUBLIC_BASE_URL (http/reply-images.ts).
  const withImages = replyImageSerializer(deps);

  router.post('/admin/items/:kind/:id/status', writer, changesKindNamedBy('kind'), async (req, res) => {
    const target = itemOf(req);
    const now = writeTime(deps);
    const publication = readPublication(req.body, target.kind, now.getTime());
    if (!publication) throw new ValidationError(editorialMessages.statusInvalid);
    const after = await changeStatus(deps, target, publication, editorOf(req), now);
    const message = after.status === 'published' ? editorialMessages.published : after.status === 'scheduled' ? editorialMessages.scheduled : editorialMessages.unpublished;
    res.json({ message, ...after });
  });

  router.get('/admin/items/:kind/:id/revisions', reader, async (req, res) => {
    const { kind, id } = itemOf(req);
    res.json({ revisions: await revisionsOf(deps.db, kind, id) });
  });

  router.get('/admin/revisions/:id', reader, async (req, res) => {
    res.json(await withImages({ revision: await revisionDetail(deps.db, parse(revisionIdSchema, req.params.id)) }));
  });

  router.post('/admin/revisions/:id/restore', writer, changesAnything, async (req, res) => {
    const kind = await restoreRevision(deps, parse(revisionIdSchema, req.params.id), editorOf(req), writeTime(deps));
    const message = hasDrafts(kind) ? editorialMessages.revisionRestored : editorialMessages.revisionRestoredLive;
    res.json({ message });
  });

  router.get('/admin/trash', reader, async (_req, res) => {
    res.json({ items: await listTrashEntries(deps.db) });
  });

  router.post('/admin/trash/:kind/:id/restore', writer, changesKindNamedBy('kind'), async (req, res) => {
    const { kind, id } = itemOf(req);
    const slug = await restoreFromTrash(deps, kind, id, editorOf(req), writeTime(deps));
    res.json({ message: editorialMessages.restoredFromTrash, slug });
  });

  router.delete('/admin/trash/:kind/:id', owner, changesKindNamedBy('kind'), async (req, res) => {
    const { kind, id } = itemOf(req);
    await deleteForever(deps, kind, id, editorOf(req), writeTime(deps));
    res.json({ message: editorialMessages.deletedForever });
  });

  const autosavePath = '/admin/autosaves/:kind/:key';
  const autosaveKey = (req: Request) => ({
    kind: parse(kindSchema, req.params.kind),
    itemKey: parse(autosaveKeySchema, req.params.key),
    userId: editorOf(req).id,
  });
  router.get(autosavePath, reader, async (req, res) => {
    const row = await findAutosave(deps.db, autosaveKey(req));
    res.json({ autosave: row ? { fields: row.fields, saved_at: row.saved_at.toISOString() } : null });
  });
  router.put(autosavePath, writer, changesNothingPublic, async (req, res) => {
    const key = autosaveKey(req);
    const { fields } = parse(autosaveBodySchema, req.body);
    const savedAt = writeTime(deps);
    await upsertAutosave(deps.db, key, fields, savedAt);
    res.json({ saved_at: savedAt.toISOString() });
  });
  router.delete(autosavePath, writer, changesNothingPublic, async (req, res) => {
    await deleteAutosave(deps.db, autosaveKey(req));
    res.json({ message: 'Autosave discarded.' });
  });

  return router;
}
