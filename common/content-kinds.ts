// Each content kind declared once: its names, what it supports, its table, where its title and
// pictures are, and its public page. The editorial tables, the item pictures, the list queries,
// previews, the trash, the audit's and admin's labels read it (docs/decisions.md, "Content kinds").

import { backendPaths } from './backend-urls.js';
import { BLOG_CONTENT_MAX, GALLERY_TEXT_MAX_LENGTH, IMAGE_LIMIT_600KB, NEWS_CONTENT_MAX, TITLE_MAX_LENGTH } from './constants.js';
import { LIST_SORTS, ORDERED_LIST_SORTS } from './list-query.js';
import { adminErrorMessages, contentMessages, emptyMessages, successMessages, validationMessages, ventureServerMessages } from './messages.js';
import { NEWS_YEAR_PATTERN } from './news-year.js';
import { TEAM_BIO_MAX, teamMessages } from './team.js';
import type { UploadArea } from './upload-areas.js';

/**
 * One single picture of an item: the form field that sends it, its column and upload area. It may
 * say what its add requires: the message when an add, or a draft's publish, comes without it. A
 * listed kind's picture also has the message for a file over the area's limit, and a smaller limit
 * on edit where SPEC §5 has one.
 */
export type PictureDeclaration = {
  form: string;
  column: string;
  area: UploadArea;
  label?: string;
  requiredOnAdd?: string;
  tooLarge?: string;
  editLimit?: { maxBytes: number; message: string };
};

/**
 * What a field holds, and so how it is checked, stored, sent and edited:
 * - title: one line, required, at most TITLE_MAX_LENGTH characters (its name in the message) unless it declares `maxLength`;
 * - text / longText: required text on one line or several;
 * - richText: sanitized HTML, required (not blank once tags are gone), at most `maxLength`;
 * - stars: SPEC §9's rating, 0 to 5 in steps of 0.1, a number on the wire.
 */
export type FieldType = 'title' | 'text' | 'longText' | 'richText' | 'stars';

export type FieldDeclaration = {
  type: FieldType;
  /** Its name for people: the admin form's label, the history's and the audit's. */
  label: string;
  /** The form's label where SPEC §5 words it otherwise ('Reviews' for a testimonial's review). */
  formLabel?: string;
  /** The message when it is blank or missing; the kind's `messages.required` otherwise. */
  requiredMessage?: string;
  /** A title's name in 'The name must be at most 200 characters.' (its own name otherwise). */
  tooLongName?: 'title' | 'name' | 'position';
  maxLength?: { chars: number; message: string };
  /**
   * On update, left out (or blank) keeps the stored value, and a value given must match
   * `pattern` (an HTML pattern attribute), else `message`.
   */
  onUpdate?: { keep: true; pattern?: { regex: string; message: string; inputMode?: 'numeric' } };
  /** It may be left blank (not yet on a listed kind: its generic form and schema require every field). */
  optional?: true;
  /** Whether it will hold one text per language (the i18n issue). */
  translatable: boolean;
  /** Where the site search reads it: the document's title or its body. */
  search?: 'title' | 'body';
  /** The admin list shows it as a column. */
  column?: boolean;
  /** The old site's reply field it is imported from, when the name differs. */
  importFrom?: string;
  /** The old site left it out or sent null on some items (the admin's rules then say what is missing). */
  oldSiteMayOmit?: true;
};

/**
 * A listed kind's admin screen, where it says more than its fields and pictures: its words, and what
 * SPEC §2, §5 and §8 ask of its list and form that the other kinds do without.
 */
export type AdminDeclaration = {
  heading: string;
  /** Its entry in the dashboard's menu (SPEC §2). */
  menu: string;
  /** 'news' in 'Are you sure you want to save this news?' */
  noun: string;
  empty: string;
  /** The list's and the menus' name of an item whose title is blank. */
  nameFallback?: string;
  addedBannerMs?: number;
  /** The form's fields, by name, where their order differs from the reply's; fields not named follow, pictures last. */
  formOrder?: readonly string[];
  /** The header of the list's date column (formattedDate, sorted by date); none without. */
  dateColumn?: string;
  /** A column's header where it is not the field's label. */
  columnHeaders?: Record<string, string>;
  /**
   * 'declared': the form's message for a missing field is the server's (the field's requiredMessage,
   * else messages.required; a picture's requiredOnAdd), as SPEC §5 has for investors; without,
   * '<Label> is required.'
   */
  requiredMessages?: 'declared';
  /** SPEC §8's failed save: the server's text as it is (no 'Error: ' before it), and `onUpdate` when an update fails without one. */
  saveErrors?: { plain: true; onUpdate: string };
  /** Form fields an add sends empty (SPEC §7), which the server ignores. */
  addSendsEmpty?: readonly string[];
};

/**
 * A kind listed and written at one SPEC §7 path (`/backend/<path>`) (its fields, in the kind's
 * declaration, are in the reply's order): the reply's keys, its page size and sorts, the dates its items carry, its messages and
 * its admin screen's words.
 */
export type ListedDeclaration = {
  api: {
    path: string;
    listKey: string;
    /** The key of one item found by ?slug= or ?id=; a kind without one only lists. */
    oneKey?: string;
    /** Items a page (SPEC §9 leaves it to the server). */
    pageSize: number;
    sorts: readonly [string, ...string[]];
    /** Dates after the picture, in the reply's order. */
    dates: readonly ('formattedDate' | 'created_at' | 'updated_at')[];
  };
  messages: { required: string; requiredOnUpdate?: string; notFound: string; added: string; updated: string; deleted: string };
  admin: AdminDeclaration;
};

/**
 * How the site search finds a kind's items: its documents' `type` (search/search.php's) and the page
 * a result links to when it is not the item's own. The title and body are its fields' `search`.
 */
export type SearchDeclaration = {
  type: 'news' | 'blog' | 'venture' | 'investor';
  listRoute?: 'investors';
};

/** A list staff put in order by drag and drop (issue 24): the column holding its order keys. */
export type OrderDeclaration = { column: 'position' | 'sort_key' };

/** Rows of their own table that belong to an item by `parent` (a venture's stats): their fields, pictures and name for people. */
export type ChildRowDeclaration = {
  table: string;
  parent: string;
  label: string;
  fields: Record<string, FieldDeclaration>;
  pictures: readonly PictureDeclaration[];
};

/** Rows each item keeps a list of (a venture's gallery), in an order of their own within the item. */
export type ChildListDeclaration = ChildRowDeclaration & {
  order: OrderDeclaration;
  /** How many entries the item needs before it goes on the site (SPEC §5's add rules): none without. */
  leastToPublish?: number;
};

/**
 * An item's public page (a route of common/site-routes.ts, by slug), the key of its public reply
 * there, and a second page by id where it has one (a venture's details). A kind with a page is in
 * the sitemap and keeps its earlier slugs (they redirect).
 */
export type PageDeclaration = {
  route: 'newsItem' | 'blog' | 'venture';
  replyKey: string;
  byId?: 'ventureDetails';
  /** An Atom feed of its newest items, at its list page's address + /feed.xml, which that page's head names. */
  feed?: { list: 'news' | 'blogs' };
};

export type KindDeclaration = {
  labels: { one: string; many: string };
  /** Its database table. */
  table: string;
  /** The column its title is read from: lists, search, the trash, revisions and the audit. */
  titleColumn: string;
  /** Its single pictures (a venture's stats and gallery are its child rows'). */
  pictures: readonly PictureDeclaration[];
  /** Its own fields, in the order its reply has them (a listed kind's form and schema are made from them). */
  fields: Record<string, FieldDeclaration>;
  /**
   * What refuses a draft's publish that lacks a required field or picture declaring no message of
   * its own, where the kind is not listed (a listed kind's is its messages.required).
   */
  incompleteMessage?: string;
  /** One row of another table each item has (a venture's stats), by name. */
  childRows?: Record<string, ChildRowDeclaration>;
  /** Revisions and the trash. */
  revisions: boolean;
  /** Drafts and scheduling (with revisions); without, an item is live when saved. */
  drafts: boolean;
  /** Its item page (a route of common/site-routes.ts, by slug) and the key of its public reply there. */
  page?: PageDeclaration;
  /** A kind served by the generic list and write path (server/src/kinds/); ventures and team have their own. */
  listed?: ListedDeclaration;
  search?: SearchDeclaration;
  /** Its items are listed in the order staff give them. */
  order?: OrderDeclaration;
  /**
   * With childRows or childLists: a revision keeps the item's own columns under `ownKey` beside
   * each child's (by its name), leaving out `notContent` (its place in the order is the list's).
   */
  composite?: { ownKey: string; notContent: readonly string[] };
  /** Lists inside each item that staff order, by the name the ordering endpoint takes (which the item's snapshot uses too). */
  childLists?: Record<string, ChildListDeclaration>;
};

/** A venture's stats section titles: as long as any title, with the title's message. */
const statsTitleLimit = { chars: TITLE_MAX_LENGTH, message: contentMessages.tooLong('title') };

export const contentKinds = {
  news: {
    labels: { one: 'News item', many: 'News' },
    table: 'news',
    titleColumn: 'title',
    pictures: [{ form: 'image', column: 'image_url', area: 'news', label: 'Image', requiredOnAdd: contentMessages.newsRequired, tooLarge: validationMessages.imageTooLarge1MB }],
    revisions: true,
    drafts: true,
    page: { route: 'newsItem', replyKey: 'news', feed: { list: 'news' } },
    fields: {
      title: { type: 'title', label: 'Title', requiredMessage: contentMessages.newsRequired, translatable: true, search: 'title', column: true },
      content: {
        type: 'richText',
        label: 'Content',
        maxLength: { chars: NEWS_CONTENT_MAX, message: contentMessages.newsContentTooLong },
        onUpdate: { keep: true },
        translatable: true,
        search: 'body',
      },
      // Free text on add, a four-digit year on edit (SPEC §5).
      year: {
        type: 'text',
        label: 'Year',
        onUpdate: { keep: true, pattern: { regex: NEWS_YEAR_PATTERN, message: contentMessages.newsYear, inputMode: 'numeric' } },
        translatable: false,
        column: true,
      },
    },
    listed: {
      api: { path: backendPaths.news, listKey: 'news', oneKey: 'news', pageSize: 10, sorts: LIST_SORTS, dates: ['formattedDate', 'created_at', 'updated_at'] },
      messages: {
        required: contentMessages.newsRequired,
        requiredOnUpdate: contentMessages.newsUpdateRequired,
        notFound: contentMessages.newsNotFound,
        added: successMessages.newsAdded,
        updated: successMessages.newsUpdated,
        deleted: successMessages.newsDeleted,
      },
      // The form has always asked for the year before the content (SPEC §7's order for an update).
      admin: { heading: 'News / Events', menu: 'NEWS/EVENTS', noun: 'news', empty: emptyMessages.adminNews, formOrder: ['title', 'year', 'content'], dateColumn: 'Added' },
    },
    search: { type: 'news' },
  },
  blogs: {
    labels: { one: 'Blog', many: 'Blogs' },
    table: 'blogs',
    titleColumn: 'title',
    pictures: [{ form: 'image', column: 'image_url', area: 'blogs', label: 'Image', tooLarge: validationMessages.imageTooLarge1MB }],
    revisions: true,
    drafts: true,
    page: { route: 'blog', replyKey: 'blog', feed: { list: 'blogs' } },
    fields: {
      title: { type: 'title', label: 'Title', translatable: true, search: 'title', column: true },
      content: {
        type: 'richText',
        label: 'Content',
        maxLength: { chars: BLOG_CONTENT_MAX, message: contentMessages.blogContentTooLong },
        translatable: true,
        search: 'body',
      },
    },
    listed: {
      api: { path: backendPaths.blogs, listKey: 'blogs', oneKey: 'blog', pageSize: 6, sorts: LIST_SORTS, dates: ['created_at', 'updated_at', 'formattedDate'] },
      messages: {
        required: contentMessages.blogRequired,
        notFound: contentMessages.blogNotFound,
        added: successMessages.blogAdded,
        updated: successMessages.blogUpdated,
        deleted: successMessages.blogDeleted,
      },
      admin: { heading: 'Blogs', menu: 'BLOGS', noun: 'blog', empty: emptyMessages.adminBlogs, dateColumn: 'Date' },
    },
    search: { type: 'blog' },
  },
  ventures: {
    labels: { one: 'Venture', many: 'Ventures' },
    table: 'ventures',
    titleColumn: 'title',
    pictures: [
      { form: 'logo', column: 'logo_url', area: 'ventureLogos', label: 'Logo', requiredOnAdd: validationMessages.ventureRequired },
      { form: 'img_banner', column: 'img_banner_url', area: 'ventureImages', label: 'Banner', requiredOnAdd: validationMessages.ventureRequired },
      { form: 'about_img', column: 'about_img_url', area: 'ventureImages', label: 'About image', requiredOnAdd: validationMessages.ventureRequired },
    ],
    incompleteMessage: validationMessages.ventureRequired,
    revisions: true,
    drafts: true,
    page: { route: 'venture', replyKey: 'venture', byId: 'ventureDetails' },
    // Its form, schema and reply are its own (server/src/ventures/, the admin's venture editor), made
    // with the labels, limits and messages declared here and in its child rows and lists.
    fields: {
      title: { type: 'title', label: 'Title', translatable: true, search: 'title' },
      about_desc: { type: 'longText', label: 'About', formLabel: 'About description', translatable: true, search: 'body' },
    },
    childRows: {
      stats: {
        table: 'venture_stats',
        parent: 'venture_id',
        label: 'Stats',
        fields: {
          // The section titles are bounded as titles are (SPEC §5 asks for them on add); the texts may be blank.
          stats_right_section_title: { type: 'text', label: 'Stats: right title', formLabel: 'Stats right section title', maxLength: statsTitleLimit, translatable: true },
          stats_right_section_content: { type: 'text', label: 'Stats: right text', formLabel: 'Stats right section content', optional: true, translatable: true },
          stats_left_section_title: { type: 'text', label: 'Stats: left title', formLabel: 'Stats left section title', maxLength: statsTitleLimit, translatable: true },
          stats_left_section_content: { type: 'text', label: 'Stats: left text', formLabel: 'Stats left section content', optional: true, translatable: true },
        },
        pictures: [{ form: 'stats_image', column: 'stats_image', area: 'ventureStats', label: 'Stats image', requiredOnAdd: validationMessages.ventureRequired }],
      },
    },
    search: { type: 'venture' },
    order: { column: 'position' },
    composite: { ownKey: 'venture', notContent: ['position'] },
    // In the order of its form (SPEC §5).
    childLists: {
      subcategories: {
        table: 'venture_subcategories',
        parent: 'venture_id',
        label: 'Subcategories',
        order: { column: 'position' },
        fields: { name: { type: 'title', label: 'Name', tooLongName: 'name', translatable: true } },
        pictures: [{ form: 'bannerImage', column: 'banner_image', area: 'ventureCategories', label: 'Banner' }],
      },
      clients: {
        table: 'venture_clients',
        parent: 'venture_id',
        label: 'Clients',
        order: { column: 'position' },
        fields: { client_name: { type: 'title', label: 'Name', tooLongName: 'name', translatable: true } },
        // "every client entry with both a name and an image" (SPEC §5)
        pictures: [{ form: 'image', column: 'client_image', area: 'ventureClients', label: 'Logo', requiredOnAdd: validationMessages.ventureRequired }],
      },
      gallery: {
        table: 'venture_gallery',
        parent: 'venture_id',
        label: 'Gallery',
        order: { column: 'position' },
        fields: {
          alt_text: { type: 'text', label: 'Alt text', maxLength: { chars: GALLERY_TEXT_MAX_LENGTH, message: ventureServerMessages.galleryAltTooLong }, translatable: true },
          caption: { type: 'text', label: 'Caption', maxLength: { chars: GALLERY_TEXT_MAX_LENGTH, message: ventureServerMessages.galleryCaptionTooLong }, translatable: true },
        },
        pictures: [{ form: 'gallery', column: 'image', area: 'ventureGallery', label: 'Picture' }],
        leastToPublish: 1,
      },
    },
  },
  investors: {
    labels: { one: 'Investor', many: 'Investors' },
    table: 'investors',
    titleColumn: 'investor_name',
    pictures: [
      {
        form: 'investor_image',
        column: 'investor_image',
        area: 'investors',
        label: 'Image',
        requiredOnAdd: validationMessages.allFieldsRequired,
        tooLarge: validationMessages.imageTooLarge600KB,
      },
    ],
    revisions: true,
    drafts: false,
    fields: {
      investor_name: { type: 'title', label: 'Name', tooLongName: 'name', translatable: true, search: 'title', column: true, oldSiteMayOmit: true },
    },
    listed: {
      api: { path: backendPaths.investors, listKey: 'investors', pageSize: 8, sorts: LIST_SORTS, dates: [] },
      messages: {
        required: validationMessages.allFieldsRequired,
        notFound: contentMessages.investorNotFound,
        added: successMessages.investorAdded,
        updated: successMessages.investorUpdated,
        deleted: successMessages.investorDeleted,
      },
      admin: {
        heading: 'Investors',
        menu: 'INVESTORS',
        noun: 'investor',
        empty: emptyMessages.adminInvestors,
        nameFallback: emptyMessages.unknownInvestor,
        requiredMessages: 'declared',
        saveErrors: { plain: true, onUpdate: adminErrorMessages.investorUpdate },
      },
    },
    search: { type: 'investor', listRoute: 'investors' },
  },
  testimonials: {
    labels: { one: 'Testimonial', many: 'Testimonials' },
    table: 'testimonials',
    titleColumn: 'name',
    // SPEC §5: 1 MB on add, 600 KB on edit, each with its own text.
    pictures: [
      {
        form: 'image',
        column: 'image_url',
        area: 'testimonials',
        label: 'Image',
        tooLarge: validationMessages.imageTooLarge1MB,
        editLimit: { maxBytes: IMAGE_LIMIT_600KB, message: validationMessages.testimonialEditImageTooLarge },
      },
    ],
    revisions: true,
    drafts: false,
    fields: {
      name: { type: 'title', label: 'Name', tooLongName: 'name', translatable: true, column: true },
      position: { type: 'title', label: 'Position', tooLongName: 'position', translatable: true, column: true, oldSiteMayOmit: true },
      stars: { type: 'stars', label: 'Stars', translatable: false, column: true },
      review: { type: 'longText', label: 'Review', formLabel: 'Reviews', translatable: true },
    },
    listed: {
      api: { path: backendPaths.testimonials, listKey: 'testimonials', pageSize: 6, sorts: ORDERED_LIST_SORTS, dates: [] },
      messages: {
        required: contentMessages.testimonialRequired,
        notFound: contentMessages.testimonialNotFound,
        added: successMessages.testimonialAdded,
        // SPEC §8 has no 'updated' text for testimonials: the server's own.
        updated: contentMessages.testimonialUpdated,
        deleted: successMessages.testimonialDeleted,
      },
      admin: {
        heading: 'Testimonials',
        menu: 'TESTIMONIALS',
        noun: 'testimonial',
        empty: emptyMessages.adminTestimonials,
        addedBannerMs: 1000,
        // SPEC §2: 'Rating (star display)'.
        columnHeaders: { stars: 'Rating' },
        addSendsEmpty: ['testimonial'],
      },
    },
    order: { column: 'sort_key' },
  },
  team: {
    labels: { one: 'Team member', many: 'Team' },
    table: 'team_members',
    titleColumn: 'name',
    pictures: [{ form: 'photo', column: 'photo', area: 'team', label: 'Photo' }],
    revisions: false,
    drafts: false,
    // Its schema and form are its own (server/src/team/, the admin's team screen), made with these fields' rules.
    fields: {
      name: { type: 'title', label: 'Name', requiredMessage: teamMessages.nameRequired, tooLongName: 'name', translatable: true, column: true },
      position: { type: 'title', label: 'Position', requiredMessage: teamMessages.positionRequired, tooLongName: 'position', translatable: true, column: true },
      bio: { type: 'longText', label: 'Bio', formLabel: 'Short bio', optional: true, maxLength: { chars: TEAM_BIO_MAX, message: teamMessages.bioTooLong }, translatable: true },
      // An https address on linkedin.com (common/team.ts, isLinkedInUrl).
      linkedin_url: { type: 'text', label: 'LinkedIn', formLabel: 'LinkedIn address', optional: true, translatable: false },
    },
    order: { column: 'sort_key' },
  },
} as const satisfies Record<string, KindDeclaration>;

/**
 * How long a field may be, and the message past it: its declared `maxLength`, else a title's
 * TITLE_MAX_LENGTH with its name in the message (so that no slug, index entry or heading grows
 * without bound); none for other text without a declared limit.
 */
export function lengthLimitOf(name: string, field: FieldDeclaration): { chars: number; message: string } | undefined {
  if (field.maxLength) return field.maxLength;
  return field.type === 'title' ? { chars: TITLE_MAX_LENGTH, message: contentMessages.tooLong(field.tooLongName ?? (name as 'title')) } : undefined;
}

type Kinds = typeof contentKinds;
export type ContentKind = keyof Kinds;

/** The kinds whose declaration has `shape`, e.g. KindsWith<{ drafts: true }>. */
export type KindsWith<Shape> = { [K in ContentKind]: Kinds[K] extends Shape ? K : never }[ContentKind];

/** Every kind, in the order declared. */
/**
 * A kind's fields in the order its admin form asks for them: a listed kind's `admin.formOrder`
 * first, the rest as declared. The history compares a revision's fields in the same order.
 */
export function formFieldNames(declaration: Pick<KindDeclaration, 'fields' | 'listed'>): string[] {
  const order = declaration.listed?.admin.formOrder ?? [];
  for (const name of order) {
    if (!(name in declaration.fields)) throw new Error(`admin.formOrder names '${name}', which is not one of the fields`);
  }
  return [...order, ...Object.keys(declaration.fields).filter((name) => !order.includes(name))];
}

export const CONTENT_KINDS = Object.keys(contentKinds) as ContentKind[];

/** The kinds whose declaration has `flag` set, in the order declared: a non-empty list (zod's enum takes it). */
export function kindsWhere<Flag extends 'revisions' | 'drafts'>(flag: Flag): readonly [KindsWith<Record<Flag, true>>, ...KindsWith<Record<Flag, true>>[]] {
  return CONTENT_KINDS.filter((kind) => contentKinds[kind][flag]) as unknown as readonly [KindsWith<Record<Flag, true>>, ...KindsWith<Record<Flag, true>>[]];
}

/** How an item of a kind with child rows is put together: its own columns' key and its children, as declared. */
export type Composition = {
  ownKey: string;
  notContent: readonly string[];
  rows: [string, ChildRowDeclaration][];
  lists: [string, ChildListDeclaration][];
};

/** The kind's composition, or null for a kind whose item is one row. */
export function compositionOf(kind: ContentKind): Composition | null {
  const { composite, childRows = {}, childLists = {} }: KindDeclaration = contentKinds[kind];
  return composite ? { ...composite, rows: Object.entries(childRows), lists: Object.entries(childLists) } : null;
}

/** The kinds with public item pages, in the order declared. */
export type PagedKind = KindsWith<{ page: PageDeclaration }>;
export const PAGED_KINDS = CONTENT_KINDS.filter((kind) => 'page' in contentKinds[kind]) as PagedKind[];

export function isPagedKind(kind: string): kind is PagedKind {
  return (PAGED_KINDS as readonly string[]).includes(kind);
}

/** The kinds served by the generic list and write path, in the order declared. */
export type ListedKind = KindsWith<{ listed: ListedDeclaration }>;
export const LISTED_KINDS = CONTENT_KINDS.filter((kind) => 'listed' in contentKinds[kind]) as ListedKind[];

/** How many items a page of the kind's list holds. */
export function pageSizeOf(kind: ListedKind): number {
  return contentKinds[kind].listed.api.pageSize;
}

/** What the search keeps of an item: its title column, its body columns (HTML when any is rich text), its picture. */
export type SearchedKind = {
  kind: ContentKind;
  table: string;
  type: SearchDeclaration['type'];
  title: string;
  body: string[];
  html: boolean;
  picture: PictureDeclaration;
  /** A result's page: the item's own (by slug) or a list's. */
  route: { name: 'newsItem' | 'blog' | 'venture'; bySlug: true } | { name: 'investors'; bySlug: false };
};

/** The kinds the site search finds, from their declarations. */
export function searchedKinds(kinds: Record<string, KindDeclaration> = contentKinds): SearchedKind[] {
  return Object.entries(kinds).flatMap(([kind, declaration]) => {
    const { search, page } = declaration;
    if (!search) return [];
    const fields = Object.entries(declaration.fields);
    const title = fields.find(([, field]) => field.search === 'title')?.[0] ?? declaration.titleColumn;
    const bodyFields = fields.filter(([, field]) => field.search === 'body');
    const body = bodyFields.map(([name]) => name);
    const route = search.listRoute ? { name: search.listRoute, bySlug: false as const } : { name: page!.route, bySlug: true as const };
    return [
      {
        kind: kind as ContentKind,
        table: declaration.table,
        type: search.type,
        title,
        body,
        html: bodyFields.some(([, field]) => field.type === 'richText'),
        picture: declaration.pictures[0]!,
        route,
      },
    ];
  });
}
