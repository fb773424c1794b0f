// GET /backend/openapi.json. A feature joins the document by adding its OpenApiPaths here.
import type { Router } from 'express';
import { LISTED_KINDS } from '../../common/content-kinds.js';
import { accountLinkOpenApi } from './accounts/account-link.openapi.js';
import { sessionsOpenApi } from './accounts/sessions.openapi.js';
import { usersOpenApi } from './accounts/users.openapi.js';
import { auditOpenApi } from './audit/audit.openapi.js';
import { authOpenApi } from './auth/auth.openapi.js';
import { backupsOpenApi } from './backup/backups.openapi.js';
import { contactOpenApi } from './contact/contact.openapi.js';
import { dashboardOpenApi } from './dashboard/dashboard.routes.js';
import { editorialOpenApi } from './editorial/editorial.openapi.js';
import { importOpenApi } from './import/import.openapi.js';
import { listedOpenApi } from './kinds/listed-openapi.js';
import { previewLinksOpenApi } from './preview/preview-links.routes.js';
import { mailSettingsOpenApi } from './mail/mail-settings.openapi.js';
import { mediaOpenApi } from './media/media.openapi.js';
import { orderingOpenApi } from './ordering/ordering.openapi.js';
import { searchOpenApi } from './search/search.routes.js';
import { teamOpenApi } from './team/team.openapi.js';
import { siteSettingsOpenApi } from './site-settings/site-settings.openapi.js';
import { siteTranslationsOpenApi } from './site-settings/site-translations.openapi.js';
import { uploadsOpenApi } from './uploads/uploads.routes.js';
import { translationsOpenApi } from './translations/translations.openapi.js';
import { twoFactorOpenApi } from './two-factor/two-factor.openapi.js';
import { ventureOpenApi } from './ventures/ventures.openapi.js';
import { backendRouter } from './http/backend-router.js';
import { anyone } from './http/route-access.js';
import type { RouteEntry } from './http/route-table.js';
import { buildOpenApiDocument, type OpenApiPaths, type RouteDeclarations } from './openapi/openapi-document.js';

/** The document itself. */
const documentOpenApi: OpenApiPaths = {
  '/openapi.json': {
    get: { summary: 'This document', tags: ['Documentation'], responses: { 200: { description: 'The OpenAPI 3.1 document of /backend' } } },
  },
};

const features: OpenApiPaths[] = [
  documentOpenApi,
  authOpenApi,
  ...LISTED_KINDS.map(listedOpenApi),
  teamOpenApi,
  mediaOpenApi,
  orderingOpenApi,
  ventureOpenApi,
  uploadsOpenApi,
  contactOpenApi,
  dashboardOpenApi,
  backupsOpenApi,
  mailSettingsOpenApi,
  importOpenApi,
  searchOpenApi,
  editorialOpenApi,
  translationsOpenApi,
  previewLinksOpenApi,
  auditOpenApi,
  twoFactorOpenApi,
  accountLinkOpenApi,
  sessionsOpenApi,
  usersOpenApi,
  siteSettingsOpenApi,
  siteTranslationsOpenApi,
];

/** The document without the routes' declarations: for a caller that has no app (the tests of schemas). */
export function openApiDocument(): Record<string, unknown> {
  return buildOpenApiDocument(features);
}

/** `routes()` gives the app's route table once the app is built; the document is made on first use and kept. */
export function openApiRoutes(routes: () => RouteEntry[]): Router {
  const router = backendRouter();
  let document: Record<string, unknown> | undefined;
  router.get('/openapi.json', anyone, (_req, res) => {
    document ??= buildOpenApiDocument(features, declarationsOf(routes()));
    res.json(document);
  });
  return router;
}

/** What a /backend route declares, by the document's spelling of its path (`/admin/users/{id}`). */
function declarationsOf(routes: RouteEntry[]): RouteDeclarations {
  const byOperation = new Map<string, { access?: string; changes?: string }>();
  for (const route of routes) {
    if (!route.path.startsWith('/backend/')) continue;
    const path = route.path.slice('/backend'.length).replace(/:(\w+)/g, '{$1}');
    byOperation.set(`${route.method} ${path}`, {
      ...(route.access ? { access: 'public' in route.access ? 'public' : route.access.level } : {}),
      ...(route.effect ? { changes: route.effect.changes } : {}),
    });
  }
  return (method, path) => byOperation.get(`${method} ${path}`);
}
