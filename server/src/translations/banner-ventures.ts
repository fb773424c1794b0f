// GET /backend/ventures/banner_api.php: where each of the Home banner's fixed ventures has its page
// in a language, so a slide opens that page at once, and one with no page there is not a link (a
// visitor never lands on a 404 from Home, nor waits for a redirect from the English address).
import { BANNER_VENTURE_SLUGS } from '../../../common/banner-ventures.js';
import type { BannerVenturesReply } from '../../../common/api-types.js';
import type { Db } from '../db/database.js';
import type { PublicReadOperation } from '../http/public-read.js';
import { isOnSite, type SiteLanguages } from '../site-languages.js';
import { languageOf } from './translated-read.js';
import { findBannerVentureSlugs } from './banner-ventures.repository.js';

/** `?lang=` as the other public reads take it: absent is English, without `lang` in the reply. */
export function bannerVenturesRead(db: Db, site: SiteLanguages): PublicReadOperation {
  return async (query) => {
    const lang = languageOf(query);
    const language = lang ?? 'en';
    // A language the site is not in has nothing published (languages.ts).
    const slugs = isOnSite(site, language) ? await findBannerVentureSlugs(db, BANNER_VENTURE_SLUGS, language) : BANNER_VENTURE_SLUGS.map(() => null);
    return { slugs, ...(lang && { lang }) } satisfies BannerVenturesReply;
  };
}
