// GET /sjg/news/feed.xml and /sjg/blogs/feed.xml, and each under a language's prefix
// (/sjg/hi/news/feed.xml): an Atom feed of the items the list page shows first, as a visitor reads
// them in that language (the same public read, from the public cache), titled and described as
// that page is. A language whose site texts are not published has no feed, as it has no pages.
import { type RequestHandler, Router } from 'express';
import { SITE_SETTINGS_URL } from '../../../common/backend-urls.js';
import { FEEDS, type Feed } from '../../../common/feeds.js';
import { pathInLanguage, withLanguage } from '../../../common/language-paths.js';
import { LANGUAGES, languageOf, type LanguageCode } from '../../../common/languages.js';
import { BASE_PATH } from '../../../common/constants.js';
import type { SiteSettings } from '../../../common/site-settings.js';
import { routePath, siteRoutes } from '../../../common/site-routes.js';
import type { PublicReply } from '../http/public-read.js';
import type { Logger } from '../logger.js';
import { isOnSite, type SiteLanguages } from '../site-languages.js';
import { atomFeedXml, type AtomEntry } from './atom-feed.js';
import { feedPictureOf } from './feed-picture.js';
import { publicReplyReader } from './initial-data.js';
import { resolvePage } from './page-meta.js';
import { siteOrigin } from './site-origin.js';

export type FeedRoutesOptions = {
  readPublic(url: string): Promise<PublicReply>;
  publicBaseUrl: string | undefined;
  siteLanguages: SiteLanguages;
  logger: Logger;
};

/** What a feed needs of a listed item's public reply (its picture's fields are the kind's to name). */
type FeedItem = { id: number; slug: string; title: string; content: string; created_at: string; updated_at: string } & Record<string, unknown>;

export function feedRoutes(options: FeedRoutesOptions): Router {
  const router = Router();
  const readReplies = publicReplyReader(options.readPublic, options.logger);

  function answer(feed: Feed, language: LanguageCode): RequestHandler {
    // The list page's first read (its first page), in the feed's language.
    const listRead = withLanguage(siteRoutes[feed.list].reads()[0]!, language);
    const settingsRead = withLanguage(SITE_SETTINGS_URL, language);
    return async (req, res, next) => {
      if (!isOnSite(options.siteLanguages, language)) return next();
      const { replies } = await readReplies([settingsRead, listRead]);
      // Not published in this language: no feed, as there is no page (the site's not-found page answers).
      if (replies[settingsRead] === null || replies[listRead] === null) return next();
      const settings = replies[settingsRead] as SiteSettings | undefined;
      const list = replies[listRead] as Record<string, FeedItem[]> | undefined;
      if (settings === undefined || list === undefined) {
        res.status(503).set('Retry-After', '30').type('text/plain').send('The feed could not be read just now. Please try again shortly.');
        return;
      }
      const origin = siteOrigin(req, options.publicBaseUrl);
      const page = resolvePage(siteRoutes[feed.list].pattern, origin, {}, [], settings, { language, site: undefined, item: undefined });
      if (page.status !== 200) return next();
      const url = (path: string) => `${origin}${BASE_PATH}${pathInLanguage(language, path)}`;
      const host = new URL(origin).hostname;
      const entries: AtomEntry[] = (list[feed.listKey] ?? []).map((item) => ({
        // The item's number, never its address: a renamed item stays the entry a reader has.
        id: `tag:${host},${item.created_at.slice(0, 10)}:${feed.kind}/${item.id}${language === 'en' ? '' : `/${language}`}`,
        title: item.title,
        url: url(routePath(feed.itemRoute, item.slug)),
        published: new Date(item.created_at),
        updated: new Date(item.updated_at),
        html: item.content,
        picture: feedPictureOf(feed.kind, item, origin),
      }));
      const xml = atomFeedXml({
        self: url(feed.path),
        title: page.meta.title,
        subtitle: page.meta.description,
        page: page.meta.canonical,
        language: languageOf(language).tag,
        author: page.meta.siteName,
        base: `${origin}/`,
        entries,
      });
      // As short as the sitemap's: a new item reaches readers soon, and the read is in memory.
      res.set('Cache-Control', 'public, max-age=300').type('application/atom+xml').send(xml);
    };
  }

  for (const feed of FEEDS) {
    for (const { code } of LANGUAGES) router.get(`${BASE_PATH}${pathInLanguage(code, feed.path)}`, answer(feed, code));
  }
  return router;
}
