// The operation of each public /backend read (common/backend-urls.ts), by its path: what the one
// public read (http/public-read.ts) runs when its reply is not in memory. Typed by the paths' names,
// so a public path without an operation does not compile.
import { backendPaths } from '../../common/backend-urls.js';
import { LISTED_KINDS, type contentKinds, type ListedKind } from '../../common/content-kinds.js';
import type { AppDeps } from './app-deps.js';
import type { PublicReadOperation, PublicReadOperations } from './http/public-read.js';
import type { FocalPoints } from './media/focal-points.js';
import { listedPublicRead } from './kinds/listed-routes.js';
import { searchPublicRead } from './search/search-endpoint.js';
import { siteSettingsRead } from './site-settings/site-settings.routes.js';
import { teamPublicRead } from './team/team.routes.js';
import { bannerVenturesRead } from './translations/banner-ventures.js';
import { translatedTeamRead, translatedVentureDetailsRead, translatedVentureRead } from './translations/translated-own-read.js';
import { translatedPublicRead } from './translations/translated-read.js';
import { adminVentureListRead, publicVentureRead, ventureDetailsRead } from './ventures/ventures.routes.js';

// A listed kind's read is named after the kind in backendPaths, at the path its declaration gives.
type Expect<T extends true> = T;
type _ListedPathsAgree = Expect<{ [K in ListedKind]: (typeof contentKinds)[K]['listed']['api']['path'] extends (typeof backendPaths)[K] ? true : false }[ListedKind]>;

/** `focalPoints`: the media library's, kept per version of the public cache (the search's pictures). */
export function publicReadOperations(deps: AppDeps, focalPoints: FocalPoints): PublicReadOperations {
  // The languages the site is in (SITE_LANGUAGES): a read in another answers as one with nothing published.
  const site = deps.config.siteLanguages;
  // A listed kind's read answers ?lang= too; without it, the read is the kind's own (translated-read.ts).
  const listed = Object.fromEntries(LISTED_KINDS.map((kind) => [kind, translatedPublicRead(kind, deps.db, listedPublicRead(kind, deps), site)])) as Record<
    ListedKind,
    PublicReadOperation
  >;
  const byName: Record<keyof typeof backendPaths, PublicReadOperation> = {
    ...listed,
    // Ventures and the team answer ?lang= too (translated-own-read.ts); without it, as before.
    ventures: translatedVentureRead(deps.db, publicVentureRead(deps), site),
    ventureDetails: translatedVentureDetailsRead(deps.db, ventureDetailsRead(deps), site),
    bannerVentures: bannerVenturesRead(deps.db, site),
    team: translatedTeamRead(deps.db, teamPublicRead(deps), site),
    search: searchPublicRead(deps.pool, deps.db, site, focalPoints),
    adminVentures: adminVentureListRead(deps),
    siteSettings: siteSettingsRead(deps),
  };
  const names = Object.keys(backendPaths) as (keyof typeof backendPaths)[];
  return new Map(names.map((name) => [`/${backendPaths[name]}`, byName[name]]));
}
