// The admin's media library under /backend/admin/media: a page of pictures with filters, one
// picture with its uses, an upload straight to the library, an edit of its details, and deletion.
import type { Router } from 'express';
import { MEDIA_UPLOAD_MAX_BYTES, mediaMessages } from '../../../common/media.js';
import { bodyFields, uploadedImage } from '../http/request-body.js';
import type { ContentRouteDeps } from './file-lifecycle.js';
import { idSchema } from '../http/request-schemas.js';
import { editorOf } from '../http/request-editor.js';
import { expectedUpdatedAtOf } from '../editorial/changed-since.js';
import { backendRouter } from '../http/backend-router.js';
import { ValidationError } from '../http/errors.js';
import { parseImageUpload } from '../http/image-upload.js';
import { replyImageSerializer } from './reply-images.js';
import { requireAdmin } from '../http/require-admin.js';
import { mediaEditSchema, mediaQuerySchema, mediaUploadSchema } from './media.schema.js';
import { deleteMedia, editMedia, mediaDetail, mediaPage, uploadMedia } from './media.service.js';
import { changesAnything, changesNothingPublic } from '../http/public-effect.js';

export const adminMediaPath = '/admin/media';

const parseFile = () => parseImageUpload([{ field: 'file', maxBytes: MEDIA_UPLOAD_MAX_BYTES, tooLargeMessage: mediaMessages.tooLarge }], { maxFiles: 1 });

export function mediaRoutes(deps: ContentRouteDeps): Router {
  const router = backendRouter();
  const reader = requireAdmin(deps, 'read');
  const writer = requireAdmin(deps, 'write');
  // Its URLs point at the public storage address with S3_PUBLIC_BASE_URL (http/reply-images.ts).
  const withImages = replyImageSerializer(deps);

  router.get(adminMediaPath, reader, async (req, res) => {
    res.json(await withImages(await mediaPage(deps, mediaQuerySchema.parse(req.query))));
  });

  router.get(`${adminMediaPath}/:id`, reader, async (req, res) => {
    res.json(await withImages(await mediaDetail(deps, idSchema.parse(req.params.id))));
  });

  // A new picture is shown nowhere until something uses it, and one in use cannot be deleted (409).
  router.post(adminMediaPath, writer, changesNothingPublic, parseFile(), async (req, res) => {
    const input = mediaUploadSchema.parse(bodyFields(req));
    const file = uploadedImage(req, 'file');
    if (!file) throw new ValidationError(mediaMessages.fileRequired);
    const item = await uploadMedia(deps, file, input, editorOf(req));
    res.status(201).json(await withImages({ message: mediaMessages.uploaded, item }));
  });

  router.patch(`${adminMediaPath}/:id`, writer, changesAnything, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const edit = mediaEditSchema.parse(bodyFields(req));
    const item = await editMedia(deps, id, edit, expectedUpdatedAtOf(req.body), editorOf(req));
    res.json(await withImages({ message: mediaMessages.updated, item }));
  });

  router.delete(`${adminMediaPath}/:id`, writer, changesNothingPublic, async (req, res) => {
    await deleteMedia(deps, idSchema.parse(req.params.id), editorOf(req));
    res.json({ message: mediaMessages.deleted });
  });

  return router;
}
