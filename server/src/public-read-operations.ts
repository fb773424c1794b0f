// The operation of each public /backend read (common/backend-urls.ts), by its path: what the one
// public read (http/public-read.ts) runs when its reply is not in memory. Typed by the paths' names,
// so a public path without an operation does not compile.
import { backendPaths } from '../../common/backend-urls.js';
import type { AppDeps } from './app-deps.js';
import { blogsRoute } from './blogs/blogs.routes.js';
import { contentPublicRead } from './content/content.routes.js';
import type { PublicReadOperation, PublicReadOperations } from './http/public-read.js';
import { investorsRoute } from './investors/investors.routes.js';
import { newsRoute } from './news/news.routes.js';
import { searchPublicRead } from './search/search-endpoint.js';
import { siteSettingsRead } from './site-settings/site-settings.routes.js';
import { teamPublicRead } from './team/team.routes.js';
import { testimonialsRoute } from './testimonials/testimonials.routes.js';
import { adminVentureListRead, publicVentureRead, ventureDetailsRead } from './ventures/ventures.routes.js';

export function publicReadOperations(deps: AppDeps): PublicReadOperations {
  const byName: Record<keyof typeof backendPaths, PublicReadOperation> = {
    news: contentPublicRead(newsRoute, deps),
    blogs: contentPublicRead(blogsRoute, deps),
    ventures: publicVentureRead(deps),
    ventureDetails: ventureDetailsRead(deps),
    investors: contentPublicRead(investorsRoute, deps),
    testimonials: contentPublicRead(testimonialsRoute, deps),
    team: teamPublicRead(deps),
    search: searchPublicRead(deps.pool),
    adminVentures: adminVentureListRead(deps),
    siteSettings: siteSettingsRead(deps),
  };
  return new Map(Object.entries(byName).map(([name, operation]) => [`/${backendPaths[name as keyof typeof backendPaths]}`, operation]));
}
