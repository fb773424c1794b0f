// createApp(deps): the Express app with its middleware, routers and error handler. No I/O at import.
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { backendPaths } from '../../common/backend-urls.js';
import { BASE_PATH } from '../../common/constants.js';
import { LISTED_KINDS } from '../../common/content-kinds.js';
import type { AppDeps } from './app-deps.js';
import { accountLinkRoutes } from './accounts/account-link.routes.js';
import { sessionsRoutes } from './accounts/sessions.routes.js';
import { usersRoutes } from './accounts/users.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { backupsRoutes } from './backup/backups.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { createLoginThrottle } from './auth/login-throttle.js';
import { createSessionMiddleware, sessionCookieName, usesSecureCookies } from './auth/session.js';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import { contactRoutes } from './contact/contact.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { listenForContentChanges, notifyContentChanged } from './db/change-notifications.js';
import { editorialRoutes } from './editorial/editorial.routes.js';
import { importRoutes } from './import/import.routes.js';
import { previewLinksRoutes } from './preview/preview-links.routes.js';
import { previewRoutes } from './preview/preview.routes.js';
import { withoutPreviewToken } from './preview/preview-links.service.js';
import { backendRouter } from './http/backend-router.js';
import { cachedReadFastPath, headersSetBy } from './http/cached-read-fast-path.js';
import { refuseNonCanonicalPath } from './http/canonical-path.js';
import { cdnHeaders } from './http/cdn-headers.js';
import { cdnPurger } from './http/cdn-purge.js';
import { errorHandler, jsonNotFound } from './http/error-handler.js';
import { leanRequestStart } from './http/lean-chain.js';
import { jsonBody } from './http/json-body.js';
import { refuseNulInAddress, refuseNulInBody } from './http/nul-characters.js';
import { requireSameOrigin } from './http/origin-check.js';
import { createPublicCache, type PublicCache } from './http/public-cache.js';
import { createPublicRead, publicReadRoutes, type PublicRead } from './http/public-read.js';
import { focalPointsByVersion } from './media/focal-points.js';
import { replyImageSerializer } from './media/reply-images.js';
import { requestIdOf } from './http/request-id.js';
import { requireSignedIn } from './http/require-admin.js';
import { listRoutes, refuseUndeclaredRoutes, type RouteEntry } from './http/route-table.js';
import { wellFormedBody } from './http/well-formed-text.js';
import { listedRoutes } from './kinds/listed-routes.js';
import { openApiRoutes } from './openapi.routes.js';
import { orderingRoutes } from './ordering/ordering.routes.js';
import { publicReadOperations } from './public-read-operations.js';
import { isSearchRequest, searchEndpoint } from './search/search-endpoint.js';
import { searchRoutes } from './search/search.routes.js';
import { healthRoutes } from './site/health.routes.js';
import { APP_LOADER_CSP_SOURCE } from './site/app-loader.js';
import { pageHtml } from './site/page-html.js';
import { feedRoutes } from './site/feeds.routes.js';
import { seoFilesRoutes } from './site/seo-files.routes.js';
import { siteSettingsRoutes } from './site-settings/site-settings.routes.js';
import { siteTranslationsRoutes } from './site-settings/site-translations.routes.js';
import { spaRoutes } from './site/spa.routes.js';
import { mailSettingsRoutes } from './mail/mail-settings.routes.js';
import { mediaRoutes } from './media/media.routes.js';
import { teamRoutes } from './team/team.routes.js';
import { translationsRoutes } from './translations/translations.routes.js';
import { twoFactorRoutes } from './two-factor/two-factor.routes.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { ventureAdminRoutes, ventureRoutes } from './ventures/ventures.routes.js';


export type App = {
  /** The request listener: a cached public read answered before express (cached-read-fast-path.ts), anything else by express. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  /** The express app behind it: for a test that walks its route table. */
  express: express.Express;
  close(): void;
  /** Empties the cache of public reads, as a NOTIFY from another process does: for tests that write rows straight to the database. */
  forgetCachedReads(): void;
};

export function createApp(deps: AppDeps): App {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const cdn = cdnHeaders({ sessionCookieName: sessionCookieName(config), sharedMaxAgeSeconds: config.cdnMaxAgeSeconds });
  const purger = cdnPurger({ url: config.cdnPurgeUrl, logger });
  const publicCache = createPublicCache({
    publicPaths: publicReadPaths,
    freeTextPaths: [`/${backendPaths.search}`],
    cdn,
    onWrite: (effect) => {
      const scope = effect.purge.join(' ');
      notifyContentChanged(deps.db, scope).catch((error: unknown) =>
        logger.warn({ err: error, scope }, 'could not tell other processes that content changed'),
      );
      // From the writer only (not from each process that hears the NOTIFY): one purge per write.
      void purger.purge(effect.purge);
    },
    logger,
    limits: deps.publicCache,
    clock: deps.clock,
  });
  // Every public read, wherever it is asked (the fast path, express, the search, a rendered page): one path.
  const focalPoints = focalPointsByVersion(deps.db, () => publicCache.version());
  const publicRead = createPublicRead({ cache: publicCache, operations: publicReadOperations(deps, focalPoints), serialize: replyImageSerializer(deps) });
  const security = securityHeaders(config, deps.storage.publicOrigin);
  const securityHeaderList = headersSetBy(security);
  const clock = deps.clock ?? systemClock;
  // First of all, before express: a public read already in memory needs none of it (cached-read-fast-path.ts).
  const fastPath = cachedReadFastPath({ read: publicRead, headers: securityHeaderList, logger, clock });
  // Then the search, which needs no session, body or per-request logger, on a path of its own
  // (search-endpoint.ts) with the same headers, log line and cache (which compresses) as the full chain.
  const search = searchEndpoint({ read: publicRead, start: leanRequestStart({ headers: securityHeaderList, logger, clock }) });
  app.use('/backend', searchRoutes(search));

  app.use(
    pinoHttp({
      logger,
      genReqId: requestIdOf,
      // Health probes every few seconds would drown the log.
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request: no headers (cookies) in the log.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: withoutPreviewToken(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(security);
  // Brotli or gzip by Accept-Encoding for JSON, HTML and text made per request; the SPA's files
  // and cached /backend replies arrive already encoded and are passed through untouched.
  app.use(compression());

  app.use(healthRoutes(deps));
  app.get('/', (_req, res) => res.redirect(302, `${BASE_PATH}/`));

  const session = createSessionMiddleware(config, deps.pool, deps.clock);
  // Its own URL when set (DATABASE_LISTEN_URL): a pooler in transaction mode cannot LISTEN.
  const listenConnection = config.databaseListenUrl ? { connectionString: config.databaseListenUrl } : deps.pool.options;
  const changes = listenForContentChanges(listenConnection, logger, {
    onChange: () => publicCache.invalidate(),
    onListeningChange: (listening) => publicCache.setTrusted(listening),
  });
  app.use('/backend', backendRoutes(deps, session.middleware, publicCache, publicRead, () => listRoutes(app)));
  // Before the SPA: /robots.txt sits at the root, and sitemap.xml and the feeds are made, not files of the build.
  app.use(seoFilesRoutes({ db: deps.db, publicBaseUrl: config.publicBaseUrl, siteLanguages: config.siteLanguages }));
  app.use(feedRoutes({ readPublic: publicRead.readPublic, publicBaseUrl: config.publicBaseUrl, siteLanguages: config.siteLanguages, logger }));
  app.use(BASE_PATH, previewRoutes(deps, session.middleware, publicRead.readPublic));
  app.use(BASE_PATH, spaRoutes(config.webDistDir, pageHtml({ webDistDir: config.webDistDir, publicBaseUrl: config.publicBaseUrl, logger, dataVersion: publicCache.version, cdn, readPublic: publicRead.readPublic, siteLanguages: config.siteLanguages })));

  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  app.use(errorHandler());
  refuseUndeclaredRoutes(app);
  return {
    app: (req, res) => {
      // Outside express nothing would catch a throw, and a throw in a request listener ends the process.
      let answered = false;
      try {
        answered = fastPath(req, res);
        if (!answered && isSearchRequest(req)) {
          search(req, res);
          answered = true;
        }
      } catch (error) {
        logger.error({ err: error, url: req.url }, 'an answer before express failed; express answers instead');
      }
      if (!answered && !res.headersSent) app(req, res);
    },
    express: app,
    close: () => {
      session.close();
      void changes.close();
    },
    forgetCachedReads: () => publicCache.invalidate(),
  };
}

/** The /backend reads cached in memory and by browsers; the others (admin reads, the session check) are no-store. */
const publicReadPaths = Object.values(backendPaths).map((path) => `/${path}`);

function backendRoutes(deps: AppDeps, session: express.RequestHandler, publicCache: PublicCache, publicRead: PublicRead, routes: () => RouteEntry[]): Router {
  const router = backendRouter();
  router.use(refuseNulInAddress());
  router.use(refuseNonCanonicalPath());
  // Public, cacheable and read-only: served before the session store is asked anything.
  router.use(uploadsRoutes(deps.storage));
  router.use(openApiRoutes(routes));
  // The cache's no-store on every other reply, and its emptying after a write.
  router.use(publicCache.middleware);
  // Before the session, so a public read costs no session query and, made now or kept, sends the
  // same headers (a signed-in admin's session is refreshed by the admin's own calls, not by these).
  // The search is answered before express (its route is searchRoutes').
  router.use(publicReadRoutes(publicRead, [`/${backendPaths.search}`]));
  // Before any body parser, so a cross-site write is refused before its body is even read.
  router.use(requireSameOrigin(deps.config.publicBaseUrl));
  router.use(jsonBody());
  router.use(refuseNulInBody());
  router.use(wellFormedBody());
  router.use(session);
  // Signed out, any /admin address is 401 before a route is matched; each route then checks its own level.
  router.use('/admin', requireSignedIn(deps));
  // One sign-in limiter for every check of a password: a guess at re-authentication counts as a failed sign-in.
  const loginThrottle = createLoginThrottle(deps.pool, deps.loginLimits);
  router.use(authRoutes(deps, loginThrottle));
  router.use(twoFactorRoutes(deps, loginThrottle));
  router.use(accountLinkRoutes(deps));
  router.use(sessionsRoutes(deps));
  router.use(usersRoutes(deps));
  router.use('/ventures', ventureRoutes(deps));
  router.use(ventureAdminRoutes(deps));
  router.use(editorialRoutes(deps));
  router.use(previewLinksRoutes(deps));
  for (const kind of LISTED_KINDS) router.use(listedRoutes(kind)(deps));
  router.use(translationsRoutes(deps));
  router.use(teamRoutes(deps));
  router.use(mediaRoutes(deps));
  router.use(orderingRoutes(deps));
  router.use(contactRoutes(deps));
  router.use(dashboardRoutes(deps));
  router.use(backupsRoutes(deps));
  router.use(mailSettingsRoutes(deps));
  router.use(importRoutes(deps));
  router.use(auditRoutes(deps));
  router.use(siteSettingsRoutes(deps));
  router.use(siteTranslationsRoutes(deps));
  router.use(jsonNotFound());
  return router;
}

function securityHeaders(config: Config, uploadsOrigin: string | null) {
  const secure = usesSecureCookies(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The one inline script: the loader that starts the SPA on server-rendered pages.
        'script-src': ["'self'", APP_LOADER_CSP_SOURCE],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Plus the CDN or bucket that serves uploads when S3_PUBLIC_BASE_URL is set.
        'img-src': ["'self'", 'data:', 'blob:', ...(uploadsOrigin ? [uploadsOrigin] : [])],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Old browsers' counterpart of frame-ancestors 'none'.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
