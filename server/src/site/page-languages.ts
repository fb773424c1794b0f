// Which languages a page is published in, from the reads that name their language (?lang=...,
// whose replies list `alternates`): the site's texts for every page, and an item page's item. An
// English page reads them beside its SPEC reads (same public cache); a page in another language
// already reads them. When an item is not found in the page's language, the same item is looked
// for in the others, so its not-found page offers the languages it has.
import { SITE_SETTINGS_URL } from '../../../common/backend-urls.js';
import { BASE_PATH } from '../../../common/constants.js';
import { pathInLanguage, withLanguageNamed } from '../../../common/language-paths.js';
import { isLanguageCode, type LanguageCode } from '../../../common/languages.js';
import type { LanguageLink, PageLanguageLinks } from '../../../common/page-languages.js';
import { isStaticHead, matchSiteRoute } from '../../../common/site-routes.js';
import type { SiteLanguages } from '../site-languages.js';
import type { ReplyReader } from './initial-data.js';
import type { PageAlternate, PageLanguages } from './page-meta.js';

type ItemAlternate = { lang: LanguageCode; slug: string };

/** The item an item page at `path` reads first (no language named), or undefined. */
function itemReadOf(path: string): string | undefined {
  const match = matchSiteRoute(path);
  if (!match || match.param === undefined || isStaticHead(match.route.head)) return undefined;
  return match.route.reads?.(match.param)[0];
}

/** The reads naming the page's language whose replies list its languages. */
export function languageReadsFor(path: string, language: LanguageCode): string[] {
  const item = itemReadOf(path);
  return [withLanguageNamed(SITE_SETTINGS_URL, language), ...(item ? [withLanguageNamed(item, language)] : [])];
}

/** What those reads said: unknown (undefined) where a read failed or its reply names no languages. */
export function pageLanguagesOf(path: string, language: LanguageCode, replies: Record<string, unknown>): PageLanguages {
  const site = alternatesIn(replies[withLanguageNamed(SITE_SETTINGS_URL, language)])?.map((alternate) => alternate.lang);
  const item = itemReadOf(path);
  return { language, site, item: item === undefined ? undefined : alternatesIn(replies[withLanguageNamed(item, language)]) };
}

/**
 * The item of a not-found item page in the other languages: the first language that has it at
 * this address (`foundIn`) lists every language it is published in (a Hindi-only story asked for
 * in Marathi offers Hindi).
 */
export async function offeredLanguages(path: string, language: LanguageCode, read: ReplyReader, site: SiteLanguages): Promise<{ foundIn?: LanguageCode; alternates: ItemAlternate[] }> {
  const item = itemReadOf(path);
  if (item === undefined) return { alternates: [] };
  const others = site.filter((code) => code !== language);
  const urls = others.map((code) => withLanguageNamed(item, code));
  const { replies } = await read(urls);
  for (const [index, url] of urls.entries()) {
    const alternates = alternatesIn(replies[url]);
    if (alternates && alternates.length > 0) return { foundIn: others[index]!, alternates };
  }
  return { alternates: [] };
}

/**
 * The switcher's links: each language of the site (`site`) where the page is, the others without a
 * link; `query` ('?q=…', or '') follows each, for a page made from its query (the search's words).
 */
export function languageLinksOf(language: LanguageCode, alternates: readonly PageAlternate[], notHere: boolean, site: SiteLanguages, query = ''): PageLanguageLinks {
  const hrefs = new Map(alternates.map((alternate) => [alternate.language, new URL(alternate.url).pathname + query]));
  const links: LanguageLink[] = site.map((code) => ({ language: code, href: hrefs.get(code) ?? null }));
  return { language, links, notHere };
}

/** The paths of a not-found item in the languages it has, as the item page's route writes them. */
export function offeredAlternates(origin: string, path: string, offered: readonly ItemAlternate[]): PageAlternate[] {
  const match = matchSiteRoute(path);
  if (!match) return [];
  const pattern = match.route.pattern;
  // A page read by id (a venture's details) has the same address in every language.
  const byId = !pattern.includes(':slug');
  return offered.map(({ lang, slug }) => ({
    language: lang,
    url: `${origin}${BASE_PATH}${pathInLanguage(lang, byId ? path : pattern.replace(/:[A-Za-z]+/, encodeURIComponent(slug)))}`,
  }));
}

function alternatesIn(reply: unknown): ItemAlternate[] | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const { alternates } = reply as { alternates?: unknown };
  if (!Array.isArray(alternates)) return undefined;
  return alternates.flatMap((entry: unknown) => {
    const { lang, slug } = (entry ?? {}) as { lang?: unknown; slug?: unknown };
    return isLanguageCode(lang) ? [{ lang, slug: typeof slug === 'string' ? slug : '' }] : [];
  });
}
