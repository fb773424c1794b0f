// /backend/team/team_api.php: the public team list (cached like the other public reads), and the
// admin's /backend/admin/team endpoints: the whole list, add, edit, delete. Order is set through
// /backend/admin/order/team (server/src/ordering).
import type { Request, Router } from 'express';
import { backendPaths } from '../../../common/backend-urls.js';
import { teamMessages, TEAM_PHOTO_MAX_BYTES } from '../../../common/team.js';
import { bodyFields, uploadedImage } from '../http/request-body.js';
import type { ContentRouteDeps } from '../media/file-lifecycle.js';
import { idSchema, writeReply } from '../http/request-schemas.js';
import { editorOf } from '../http/request-editor.js';
import { backendRouter } from '../http/backend-router.js';
import { parseImageUpload } from '../http/image-upload.js';
import type { PublicReadOperation } from '../http/public-read.js';
import { replyImageSerializer } from '../media/reply-images.js';
import { requireAdmin } from '../http/require-admin.js';
import { parseMissingFilter, type ListedRouteDeps } from '../kinds/content.routes.js';
import { formFields, imageSourceOf, pictureEditsOf } from '../media/library-choice.js';
import { teamQuerySchema, teamWriteSchema } from './team.schema.js';
import { addMember, adminTeam, editMember, findMember, removeMember, teamPage, wholeTeam, type TeamPhoto } from './team.service.js';
import { expectedUpdatedAtOf } from '../editorial/changed-since.js';
import { changesKind } from '../http/public-effect.js';

export const teamPath = `/${backendPaths.team}`;
export const adminTeamPath = '/admin/team';

const parsePhoto = () => parseImageUpload([{ field: 'photo', maxBytes: TEAM_PHOTO_MAX_BYTES, tooLargeMessage: teamMessages.photoTooLarge }], { maxFiles: 1 });

export function teamRoutes(deps: ListedRouteDeps): Router {
  const router = backendRouter();
  const reader = requireAdmin(deps, 'read');
  const writer = requireAdmin(deps, 'write');
  const withImages = replyImageSerializer(deps);

  // The GET of teamPath is the public read's (teamPublicRead, http/public-read.ts).

  router.get(adminTeamPath, reader, async (req, res) => {
    res.json(await withImages(await adminTeam(deps, parseMissingFilter(req.query.missing, deps.config.siteLanguages))));
  });

  router.get(`${adminTeamPath}/:id`, reader, async (req, res) => {
    res.json(await withImages({ member: await findMember(deps, idSchema.parse(req.params.id)) }));
  });

  router.post(adminTeamPath, writer, changesKind('team'), parsePhoto(), async (req, res) => {
    const input = teamWriteSchema.parse(bodyFields(req));
    const id = await addMember(deps, input, await teamPhoto(req, deps), editorOf(req));
    res.json(writeReply(teamMessages.added, id));
  });

  router.post(`${adminTeamPath}/:id`, writer, changesKind('team'), parsePhoto(), async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const input = teamWriteSchema.parse(bodyFields(req));
    const written = await editMember(deps, id, input, await teamPhoto(req, deps), editorOf(req), expectedUpdatedAtOf(req.body));
    res.json(writeReply(teamMessages.updated, written));
  });

  router.delete(`${adminTeamPath}/:id`, writer, changesKind('team'), async (req, res) => {
    const id = idSchema.parse(req.params.id);
    await removeMember(deps, id, editorOf(req));
    res.json(writeReply(teamMessages.deleted, id));
  });

  return router;
}

/** GET /backend/team/team_api.php: a page of members; without one, every member. */
export function teamPublicRead(deps: ContentRouteDeps): PublicReadOperation {
  return async (query) => {
    const { page } = teamQuerySchema.parse(query);
    return page === undefined ? wholeTeam(deps) : teamPage(deps, page);
  };
}

/** The file `photo` or the library picture `photo_media_id`, and `photo_alt` / `photo_decorative`. */
async function teamPhoto(req: Request, deps: ContentRouteDeps): Promise<TeamPhoto> {
  const fields = formFields(req.body);
  const source = await imageSourceOf(deps.db, 'team', uploadedImage(req, 'photo'), fields.photo_media_id);
  return { source, pictures: pictureEditsOf(fields, { photo: source }) };
}
