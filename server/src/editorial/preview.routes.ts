// /sjg/preview/:kind/:key: a news item, blog or venture in any state (key: its id, or 'new'),
// with `?autosave=1` the signed-in admin's unsaved changes over it, rendered by the public page's
// own components and styles (site/page-html.ts previewHtml). Admins only; never indexed or cached.
import { Router, type RequestHandler, type Response } from 'express';
import type { NewsItem, BlogItem, VenturePublic } from '../../../common/api-types.js';
import { BASE_PATH } from '../../../common/constants.js';
import { matchSiteRoute } from '../../../common/site-routes.js';
import type { AppDeps } from '../app-deps.js';
import { blogKind } from '../blogs/blogs.service.js';
import { findContent } from '../content/content.service.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import { HttpError } from '../http/errors.js';
import { requireAdmin, adminOfRequest } from '../http/require-admin.js';
import { declareAccess } from '../http/route-access.js';
import { newsKind } from '../news/news.service.js';
import { previewHtml } from '../site/page-html.js';
import { findVentureForPreview } from '../ventures/ventures.service.js';
import { findAutosave } from './autosaves.repository.js';

type Previewable = 'news' | 'blogs' | 'ventures';

/** Where each kind's public page is and the key of its reply. */
const pages: Record<Previewable, { path: (slug: string) => string; replyKey: string }> = {
  news: { path: (slug) => `/single-news/${slug}`, replyKey: 'news' },
  blogs: { path: (slug) => `/single-blog/${slug}`, replyKey: 'blog' },
  ventures: { path: (slug) => `/singleventure/${slug}`, replyKey: 'venture' },
};

export function previewRoutes(deps: AppDeps, session: RequestHandler): Router {
  const router = Router();
  const render = previewHtml({ webDistDir: deps.config.webDistDir, publicBaseUrl: deps.config.publicBaseUrl, logger: deps.logger });

  router.get('/preview/:kind/:key', session, signInFirst(deps), async (req, res) => {
    const kind = String(req.params.kind) as Previewable;
    const key = String(req.params.key);
    if (!(kind in pages) || !/^(new|[1-9]\d{0,9})$/.test(key)) return plainPage(res, 404, 'There is nothing to preview here.');
    let item: Record<string, unknown>;
    try {
      item = await savedItem(deps, kind, key);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return plainPage(res, 404, 'That item does not exist or is in the trash.');
      if (error instanceof HttpError && error.status === 400) return plainPage(res, 404, error.message);
      throw error;
    }
    if (req.query.autosave === '1') {
      const autosave = await findAutosave(deps.db, { kind, itemKey: key, userId: adminOfRequest(req).id });
      if (autosave) item = withChanges(kind, item, autosave.fields);
    }
    const slug = typeof item.slug === 'string' && item.slug ? item.slug : 'preview';
    const pagePath = pages[kind].path(encodeURIComponent(slug));
    const read = matchSiteRoute(pagePath)?.route.reads?.(slug)[0];
    if (!read) return plainPage(res, 404, 'There is nothing to preview here.');
    await render(req, res, pagePath, { [read]: { [pages[kind].replyKey]: item } });
  });
  return router;
}

/** An admin page, so a visitor without a session is sent to sign in rather than shown JSON. */
function signInFirst(deps: AppDeps): RequestHandler {
  const guard = requireAdmin(deps, 'read');
  const signIn: RequestHandler = (req, res, next) =>
    guard(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      if (error instanceof HttpError && error.status === 401) {
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Robots-Tag', 'noindex, nofollow');
        res.redirect(302, `${BASE_PATH}/login`);
        return;
      }
      next(error);
    });
  return declareAccess(signIn, { level: 'read' });
}

async function savedItem(deps: AppDeps, kind: Previewable, key: string): Promise<Record<string, unknown>> {
  if (key === 'new') {
    if (kind === 'ventures') throw new HttpError(400, 'Save the venture as a draft first to preview it.');
    const now = new Date().toISOString();
    return { id: 0, slug: 'preview', title: '', content: '', year: '', image_url: null, formattedDate: '', created_at: now, updated_at: now };
  }
  const id = Number(key);
  if (kind === 'ventures') return (await findVentureForPreview(deps, id)) as unknown as Record<string, unknown>;
  const item: NewsItem | BlogItem = kind === 'news' ? await findContent(deps.db, newsKind, { id }, { public: false }) : await findContent(deps.db, blogKind, { id }, { public: false });
  return item as unknown as Record<string, unknown>;
}

/** The autosave's text fields over the saved item, by the names the forms send. */
function withChanges(kind: Previewable, item: Record<string, unknown>, fields: unknown): Record<string, unknown> {
  const changes = (fields ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof changes[name] === 'string' ? (changes[name] as string) : undefined);
  const next = { ...item };
  const title = text('title');
  if (title !== undefined) next.title = title;
  if (kind !== 'ventures') {
    const content = text('content');
    if (content !== undefined) next.content = sanitizeRichHtml(content);
    if (kind === 'news' && text('year') !== undefined) next.year = text('year');
    return next;
  }
  const venture = next as unknown as VenturePublic;
  const about = text('about_desc');
  if (about !== undefined) venture.about_description = about;
  const stats = venture.stats?.[0];
  if (stats) {
    venture.stats = [
      {
        ...stats,
        right_title: text('stats_right_section_title') ?? stats.right_title,
        right_content: text('stats_right_section_content') ?? stats.right_content,
        left_title: text('stats_left_section_title') ?? stats.left_title,
        left_content: text('stats_left_section_content') ?? stats.left_content,
      },
      ...venture.stats.slice(1),
    ];
  }
  return next;
}

function plainPage(res: Response, status: number, message: string): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.status(status).type('text/plain').send(message);
}

