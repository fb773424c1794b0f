// /sjg/preview/:kind/:key: a news item, blog or venture in any state (key: its id, or 'new'),
// with `?autosave=1` the signed-in admin's unsaved changes over it, rendered by the public page's
// own components and styles (site/page-html.ts previewHtml). Admins only; never indexed or cached.
// /sjg/<lang>/preview/:kind/:id: the same in Hindi or Marathi, with that language's saved text.
// /sjg/preview/shared/:token: the same page of the item as saved, in the link's language, for anyone
// holding a live shared link (preview-links.service.ts), with no session and no Referer to carry the
// token elsewhere.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { VenturePublic } from '../../../common/api-types.js';
import { BASE_PATH } from '../../../common/constants.js';
import { previewLinkMessages } from '../../../common/preview-links.js';
import { matchSiteRoute } from '../../../common/site-routes.js';
import type { AppDeps } from '../app-deps.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import { HttpError } from '../http/errors.js';
import { requireAdmin, adminOfRequest } from '../http/require-admin.js';
import { anyone, declareAccess } from '../http/route-access.js';
import { writeTime } from '../clock.js';
import { previewHtml, type PreviewLanguage } from '../site/page-html.js';
import { publicReplyReader } from '../site/initial-data.js';
import { staticReadsFor } from '../site/route-preloads.js';
import type { PublicReply } from '../http/public-read.js';
import { withLanguage } from '../../../common/language-paths.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../common/languages.js';
import type { PageLanguageLinks } from '../../../common/page-languages.js';
import { previewPath } from '../../../common/preview-paths.js';
import { listTranslationsOf } from '../editorial/translations.repository.js';
import { savedSiteSettingsIn } from '../site-settings/site-translations.service.js';
import { isSiteTranslationLanguage, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import { findTranslatedPreviewItem } from './translated-preview-item.js';
import { findAutosave } from '../editorial/autosaves.repository.js';
import { findPreviewItem, isPreviewable, previewPage, type Previewable } from './preview-item.js';
import { openSharedPreview } from './preview-links.service.js';

export function previewRoutes(deps: AppDeps, session: RequestHandler, readPublic: (url: string) => Promise<PublicReply>): Router {
  const router = Router();
  const render = previewHtml({ webDistDir: deps.config.webDistDir, publicBaseUrl: deps.config.publicBaseUrl, logger: deps.logger });
  const readReplies = publicReplyReader(readPublic, deps.logger);
  const renderItem = async (req: Request, res: Response, kind: Previewable, item: Record<string, unknown>, inLanguage?: PreviewLanguage) => {
    const slug = typeof item.slug === 'string' && item.slug ? item.slug : 'preview';
    const { path: pagePath, replyKey } = previewPage(kind, slug);
    const read = matchSiteRoute(pagePath)?.route.reads?.(slug)[0];
    if (!read) return plainPage(res, 404, 'There is nothing to preview here.');
    // Keyed by the URL the page reads in its language, as a visitor's page there finds its reply.
    const language = inLanguage?.language ?? DEFAULT_LANGUAGE;
    // What follows the item on its page (a story's "More news") is what visitors see now: the public reads.
    const { replies: around } = await readReplies(staticReadsFor(pagePath).map((url) => withLanguage(url, language)));
    await render(req, res, pagePath, { ...around, [withLanguage(read, language)]: { [replyKey]: item, ...(inLanguage && { lang: language }) } }, inLanguage);
  };

  // Before /preview/:kind/:key, which would take 'shared' for a kind and send the reviewer to sign in.
  router.get('/preview/shared/:token', anyone, async (req, res) => {
    // The page's links and pictures must not pass the address, token and all, to another site.
    res.setHeader('Referrer-Policy', 'no-referrer');
    const shared = await openSharedPreview(deps, String(req.params.token), writeTime(deps));
    if ('refused' in shared) return plainPage(res, shared.refused, shared.refused === 410 ? previewLinkMessages.gone : previewLinkMessages.unknown);
    const { kind, id, lang, item } = shared;
    // The reviewer holds this link only: the switcher offers no other language's preview, which would ask them to sign in.
    await renderItem(req, res, kind, item, lang === DEFAULT_LANGUAGE ? undefined : await previewIn(deps, lang, kind, id, { linked: false }));
  });

  router.get('/preview/:kind/:key', session, signInFirst(deps), async (req, res) => {
    const kind = String(req.params.kind);
    const key = String(req.params.key);
    if (!isPreviewable(kind) || !/^(new|[1-9]\d{0,9})$/.test(key)) return plainPage(res, 404, 'There is nothing to preview here.');
    let item: Record<string, unknown>;
    try {
      item = await findPreviewItem(deps, kind, key);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return plainPage(res, 404, 'That item does not exist or is in the trash.');
      if (error instanceof HttpError && error.status === 400) return plainPage(res, 404, error.message);
      throw error;
    }
    if (req.query.autosave === '1') {
      const autosave = await findAutosave(deps.db, { kind, itemKey: key, userId: adminOfRequest(req).id });
      if (autosave) item = withChanges(kind, item, autosave.fields);
    }
    await renderItem(req, res, kind, item);
  });

  // /sjg/hi/preview/:kind/:id: the item with its Hindi text as saved, in any state, as its Hindi
  // page would show it (translated-preview-item.ts), with the Hindi site texts as saved even
  // before Hindi is published. Any other first segment is no preview: the pages answer it.
  router.get('/:lang/preview/:kind/:key', previewLanguageFirst(deps.config.siteLanguages), session, signInFirst(deps), async (req, res) => {
    const lang = String(req.params.lang) as TranslationLanguage;
    const kind = String(req.params.kind);
    const key = String(req.params.key);
    if (!isPreviewable(kind) || !/^[1-9]\d{0,9}$/.test(key)) return plainPage(res, 404, 'There is nothing to preview here.');
    let item: Record<string, unknown>;
    try {
      item = await findTranslatedPreviewItem(deps, kind, Number(key), lang);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return plainPage(res, 404, error.message);
      throw error;
    }
    await renderItem(req, res, kind, item, await previewIn(deps, lang, kind, Number(key), { linked: true }));
  });
  return router;
}

/**
 * What a preview in a language renders with beside the item: the language's site texts as saved
 * and the switcher, `linked` to the item's preview in its other languages or to none.
 */
async function previewIn(deps: AppDeps, lang: TranslationLanguage, kind: Previewable, id: number, { linked }: { linked: boolean }): Promise<PreviewLanguage> {
  const [siteSettings, saved] = await Promise.all([savedSiteSettingsIn(deps.db, lang), linked ? listTranslationsOf(deps.db, kind, id) : null]);
  return { language: lang, siteSettings, switcher: previewSwitcher(lang, kind, id, saved) };
}

/**
 * Only the prefix of a language the site is in (SITE_LANGUAGES) starts a preview in it; anything
 * else goes on to the pages (their 404), as that language's pages do.
 */
function previewLanguageFirst(site: SiteLanguages): RequestHandler {
  return (req, _res, next) => next(isSiteTranslationLanguage(site, req.params.lang) ? undefined : 'route');
}

/**
 * The switcher of a preview in a language: the item's preview in each language it has a text in
 * (English always, a trashed text never), so an editor compares them; the others unavailable, and
 * all of them when `saved` is null (a shared link's).
 */
function previewSwitcher(language: TranslationLanguage, kind: Previewable, id: number, saved: readonly { lang: string; deleted_at: Date | null }[] | null): PageLanguageLinks {
  const has = (code: LanguageCode) => saved !== null && (code === DEFAULT_LANGUAGE || saved.some((row) => row.lang === code && row.deleted_at === null));
  return { language, links: LANGUAGES.map(({ code }) => ({ language: code, href: has(code) ? previewPath(kind, id, code) : null })), notHere: false };
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

