// GET /backend/openapi.json. A feature joins the document by adding its OpenApiPaths here.
import { Router } from 'express';
import { accountLinkOpenApi } from '../accounts/account-link.openapi.js';
import { sessionsOpenApi } from '../accounts/sessions.openapi.js';
import { usersOpenApi } from '../accounts/users.openapi.js';
import { auditOpenApi } from '../audit/audit.openapi.js';
import { authOpenApi } from '../auth/auth.openapi.js';
import { blogsOpenApi } from '../blogs/blogs.openapi.js';
import { contactOpenApi } from '../contact/contact.openapi.js';
import { dashboardOpenApi } from '../dashboard/dashboard.routes.js';
import { editorialOpenApi } from '../editorial/editorial.openapi.js';
import { investorsOpenApi } from '../investors/investors.openapi.js';
import { mediaOpenApi } from '../media/media.openapi.js';
import { newsOpenApi } from '../news/news.openapi.js';
import { orderingOpenApi } from '../ordering/ordering.openapi.js';
import { searchOpenApi } from '../search/search.routes.js';
import { teamOpenApi } from '../team/team.openapi.js';
import { siteSettingsOpenApi } from '../site-settings/site-settings.openapi.js';
import { testimonialsOpenApi } from '../testimonials/testimonials.openapi.js';
import { uploadsOpenApi } from '../uploads/uploads.routes.js';
import { twoFactorOpenApi } from '../two-factor/two-factor.openapi.js';
import { ventureOpenApi } from '../ventures/ventures.openapi.js';
import { buildOpenApiDocument, type OpenApiPaths } from './openapi-document.js';

const features: OpenApiPaths[] = [
  authOpenApi,
  newsOpenApi,
  blogsOpenApi,
  investorsOpenApi,
  testimonialsOpenApi,
  teamOpenApi,
  mediaOpenApi,
  orderingOpenApi,
  ventureOpenApi,
  uploadsOpenApi,
  contactOpenApi,
  dashboardOpenApi,
  searchOpenApi,
  editorialOpenApi,
  auditOpenApi,
  twoFactorOpenApi,
  accountLinkOpenApi,
  sessionsOpenApi,
  usersOpenApi,
  siteSettingsOpenApi,
];

let document: Record<string, unknown> | undefined;

/** The document, built on first use (not at import time) and kept: the schemas do not change while running. */
export function openApiDocument(): Record<string, unknown> {
  document ??= buildOpenApiDocument(features);
  return document;
}

export function openApiRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  return router;
}
