// Each content kind declared once: its names, what it supports, its table, where its title and
// pictures are, and its public page. The editorial tables, the item pictures, the list queries,
// previews, the trash, the audit's and admin's labels read it (docs/decisions.md, "Content kinds").

import type { UploadArea } from './upload-areas.js';

/** One single picture of an item: the form field that sends it, its column and upload area. */
export type PictureDeclaration = { form: string; column: string; area: UploadArea };

export type KindDeclaration = {
  labels: { one: string; many: string };
  /** Its database table. */
  table: string;
  /** The column its title is read from: lists, search, the trash, revisions and the audit. */
  titleColumn: string;
  /** Its single pictures (a venture's stats and gallery are its child rows'). */
  pictures: readonly PictureDeclaration[];
  /** Revisions and the trash. */
  revisions: boolean;
  /** Drafts and scheduling (with revisions); without, an item is live when saved. */
  drafts: boolean;
  /** Its item page (a route of common/site-routes.ts, by slug) and the key of its public reply there. */
  page?: { route: 'newsItem' | 'blog' | 'venture'; replyKey: string };
};

export const contentKinds = {
  news: {
    labels: { one: 'News item', many: 'News' },
    table: 'news',
    titleColumn: 'title',
    pictures: [{ form: 'image', column: 'image_url', area: 'news' }],
    revisions: true,
    drafts: true,
    page: { route: 'newsItem', replyKey: 'news' },
  },
  blogs: {
    labels: { one: 'Blog', many: 'Blogs' },
    table: 'blogs',
    titleColumn: 'title',
    pictures: [{ form: 'image', column: 'image_url', area: 'blogs' }],
    revisions: true,
    drafts: true,
    page: { route: 'blog', replyKey: 'blog' },
  },
  ventures: {
    labels: { one: 'Venture', many: 'Ventures' },
    table: 'ventures',
    titleColumn: 'title',
    pictures: [
      { form: 'logo', column: 'logo_url', area: 'ventureLogos' },
      { form: 'img_banner', column: 'img_banner_url', area: 'ventureImages' },
      { form: 'about_img', column: 'about_img_url', area: 'ventureImages' },
    ],
    revisions: true,
    drafts: true,
    page: { route: 'venture', replyKey: 'venture' },
  },
  investors: {
    labels: { one: 'Investor', many: 'Investors' },
    table: 'investors',
    titleColumn: 'investor_name',
    pictures: [{ form: 'investor_image', column: 'investor_image', area: 'investors' }],
    revisions: true,
    drafts: false,
  },
  testimonials: {
    labels: { one: 'Testimonial', many: 'Testimonials' },
    table: 'testimonials',
    titleColumn: 'name',
    pictures: [{ form: 'image', column: 'image_url', area: 'testimonials' }],
    revisions: true,
    drafts: false,
  },
  team: {
    labels: { one: 'Team member', many: 'Team' },
    table: 'team_members',
    titleColumn: 'name',
    pictures: [{ form: 'photo', column: 'photo', area: 'team' }],
    revisions: false,
    drafts: false,
  },
} as const satisfies Record<string, KindDeclaration>;

type Kinds = typeof contentKinds;
export type ContentKind = keyof Kinds;

/** The kinds whose declaration has `shape`, e.g. KindsWith<{ drafts: true }>. */
export type KindsWith<Shape> = { [K in ContentKind]: Kinds[K] extends Shape ? K : never }[ContentKind];

/** Every kind, in the order declared. */
export const CONTENT_KINDS = Object.keys(contentKinds) as ContentKind[];

/** The kinds whose declaration has `flag` set, in the order declared: a non-empty list (zod's enum takes it). */
export function kindsWhere<Flag extends 'revisions' | 'drafts'>(flag: Flag): readonly [KindsWith<Record<Flag, true>>, ...KindsWith<Record<Flag, true>>[]] {
  return CONTENT_KINDS.filter((kind) => contentKinds[kind][flag]) as unknown as readonly [KindsWith<Record<Flag, true>>, ...KindsWith<Record<Flag, true>>[]];
}
