// Every route of SPEC §2 (relative to the router's basename /sjg), and builders for the dynamic
// ones, by their names in the route table (common/site-routes.ts).
import { CONTACT_SECTION_ID } from '@common/contact-outcome';
import { feedPathOf } from '@common/feed-path';
import { routePath } from '@common/site-routes';

export const paths = {
  home: routePath('home'),
  login: routePath('login'),
  setPassword: routePath('setPassword'),
  ventures: routePath('ventures'),
  venture: (slug: string) => routePath('venture', slug),
  ventureDetails: (id: number | string) => routePath('ventureDetails', id),
  about: routePath('about'),
  privacyPolicy: routePath('privacyPolicy'),
  terms: routePath('terms'),
  legalDisclaimer: routePath('legalDisclaimer'),
  credits: routePath('credits'),
  blogs: routePath('blogs'),
  blogsFeed: feedPathOf(routePath('blogs')),
  blog: (slug: string) => routePath('blog', slug),
  news: routePath('news'),
  newsFeed: feedPathOf(routePath('news')),
  newsItem: (slug: string) => routePath('newsItem', slug),
  team: routePath('team'),
  investors: routePath('investors'),
  search: routePath('search'),
  admin: routePath('admin'),
  adminBlogs: routePath('adminBlogs'),
  adminAddBlog: routePath('adminAddBlog'),
  adminEditBlog: routePath('adminEditBlog'),
  adminTrash: routePath('adminTrash'),
  adminActivity: routePath('adminActivity'),
  adminUsers: routePath('adminUsers'),
  adminAccount: routePath('adminAccount'),
  adminTeam: routePath('adminTeam'),
  adminSite: routePath('adminSite'),
  adminMedia: routePath('adminMedia'),
  adminMail: routePath('adminMail'),
  adminBackups: routePath('adminBackups'),
  adminImport: routePath('adminImport'),
  adminHistory: (kind: string, id: number | string) => routePath('adminHistory', kind, id),
  contactSection: `${routePath('home')}#${CONTACT_SECTION_ID}`,
} as const;
