// The admin's shared preview link endpoints: make one for an item in a language (owners and
// editors), list an item's live links in every language (any admin, never with their tokens), withdraw one. The page a link opens is
// preview.routes.ts's /sjg/preview/shared/:token.
import type { Router } from 'express';
import type { z } from 'zod';
import { previewLinkMessages } from '../../../common/preview-links.js';
import { linkOriginOf } from '../accounts/link-origin.js';
import type { AppDeps } from '../app-deps.js';
import { writeTime } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { parseInput } from '../http/errors.js';
import { requireAdmin } from '../http/require-admin.js';
import { adminOperation, jsonReplies, jsonRequestBody, pathParameter, type OpenApiPaths } from '../openapi/openapi-document.js';
import { editorOf } from '../http/request-editor.js';
import {
  createPreviewLinkBody,
  previewLinkCreatedSchema,
  previewLinkIdSchema,
  previewLinkItemIdSchema,
  previewLinkKindSchema,
  previewLinksReplySchema,
} from './preview-links.schema.js';
import { listPreviewLinks, sharePreviewLink, withdrawPreviewLink } from './preview-links.service.js';
import { changesNothingPublic } from '../http/public-effect.js';

const itemPath = '/admin/items/:kind/:id/preview-links';
const linkPath = '/admin/preview-links/:id';

/** A route input parsed, or 400 with the schema's first message. */
const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => parseInput(schema, value, 'Invalid request.');

export function previewLinksRoutes(deps: AppDeps): Router {
  const router = backendRouter();
  const target = (params: Record<string, unknown>) => ({ kind: parse(previewLinkKindSchema, params.kind), id: parse(previewLinkItemIdSchema, params.id) });

  router.post(itemPath, requireAdmin(deps, 'write'), changesNothingPublic, async (req, res) => {
    const item = target(req.params);
    const { days, lang } = parse(createPreviewLinkBody, req.body);
    res.status(201).json(await sharePreviewLink(deps, { ...item, lang }, days, editorOf(req), writeTime(deps), linkOriginOf(deps)));
  });

  router.get(itemPath, requireAdmin(deps, 'read'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ links: await listPreviewLinks(deps, target(req.params), writeTime(deps)) });
  });

  router.delete(linkPath, requireAdmin(deps, 'write'), changesNothingPublic, async (req, res) => {
    await withdrawPreviewLink(deps, parse(previewLinkIdSchema, req.params.id), editorOf(req), writeTime(deps));
    res.json({ message: previewLinkMessages.withdrawn });
  });

  return router;
}

const tag = 'Editorial (admin)';

export const previewLinksOpenApi: OpenApiPaths = {
  '/admin/items/{kind}/{id}/preview-links': {
    post: adminOperation(tag, 'Make a link that shows the item as saved, in English or one of its saved translations, to anyone holding it, without an account, until it expires or is withdrawn', {
      parameters: [pathParameter('kind', 'news, blogs or ventures'), pathParameter('id', "The item's id")],
      requestBody: { ...jsonRequestBody(createPreviewLinkBody), required: false },
      responses: jsonReplies('The link, with its token (shown this once)', previewLinkCreatedSchema, [400, 401, 403, 404], 201),
    }),
    get: adminOperation(tag, "The item's links that still work, in every language (each with its lang), newest first, without their tokens", {
      parameters: [pathParameter('kind', 'news, blogs or ventures'), pathParameter('id', "The item's id")],
      responses: jsonReplies('Live links', previewLinksReplySchema, [400, 401]),
    }),
  },
  '/admin/preview-links/{id}': {
    delete: adminOperation(tag, 'Withdraw a shared preview link: it stops working at once', {
      parameters: [pathParameter('id', "The link's id")],
      responses: jsonReplies('Withdrawn', previewLinkCreatedSchema.pick({ message: true }), [400, 401, 403, 404]),
    }),
  },
};
