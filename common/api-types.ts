// Wire shapes of the /backend replies (SPEC §3, §7): what the server sends and the SPA reads.
// Image fields hold the stored value; `uploadUrl(area, value)` (upload-areas.ts) makes the URL.
// Each image field has an optional sibling `<field without _url>_variants` (ImageVariants: the
// original's width/height and its WebP variants' URLs) for srcset and width/height attributes,
// and beside it `<base>_alt` and `<base>_focus` (common/media.ts ImageDetails: the media library's
// alt text, '' when decorative, and the CSS object-position of its focal point; null when unknown).
import type { DraftableKind, EditorialKind, ItemStatus } from './editorial.js';
import type { ImageVariants } from './image-variants.js';
import type { LanguageCode } from './languages.js';

export type { ImageVariant, ImageVariants } from './image-variants.js';

export type Paged<Key extends string, Item> = { [K in Key]: Item[] } & { total_pages: number };

export type NewsItem = {
  id: number;
  slug: string;
  title: string;
  /** Sanitized HTML. */
  content: string;
  year: string;
  /** Area 'news'. */
  image_url: string | null;
  image_variants?: ImageVariants | null;
  image_alt?: string | null;
  image_focus?: string | null;
  /** 'November 22, 2026' */
  formattedDate: string;
  created_at: string;
  updated_at: string;
};

export type BlogItem = {
  id: number;
  slug: string;
  title: string;
  content: string;
  /** Area 'blogs'; may also be a full URL. */
  image_url: string | null;
  /** null for a full URL. */
  image_variants?: ImageVariants | null;
  image_alt?: string | null;
  image_focus?: string | null;
  created_at: string;
  updated_at: string;
  formattedDate: string;
};

export type InvestorItem = {
  id: number;
  slug: string;
  investor_name: string;
  /** Area 'investors'. */
  investor_image: string | null;
  investor_image_variants?: ImageVariants | null;
  investor_image_alt?: string | null;
  investor_image_focus?: string | null;
};

export type TestimonialItem = {
  id: number;
  slug: string;
  name: string;
  position: string;
  /** 0 to 5, one decimal. */
  stars: number;
  review: string;
  /** Area 'testimonials'. */
  image_url: string | null;
  image_variants?: ImageVariants | null;
  image_alt?: string | null;
  image_focus?: string | null;
};

/** The items of each kind listed at its SPEC §7 path, by kind (server/src/kinds/ holds its declaration to them). */
export type ListedWireItems = { news: NewsItem; blogs: BlogItem; investors: InvestorItem; testimonials: TestimonialItem };

/** news_api.php?slug= (or ?id=): one news item, else 404 { error: 'News not found' }. */
export type NewsOneReply = { news: NewsItem };

/** blogs_api.php?slug= (or ?id=): one blog, else 404 { error: 'Blog not found' }. */
export type BlogOneReply = { blog: BlogItem };

/**
 * A successful write of news, blogs, investors or testimonials (POST insert/update, DELETE).
 * `message` is the spec's success banner text; clients read message, ok or status.
 */
export type ContentWriteReply = { status: 'success'; ok: true; message: string; id: number };

/** Every failed /backend call: the status code says what kind, `error` says what. */
export type ErrorReply = { error: string };

export type VentureStats = {
  id: number;
  /** Area 'ventureStats'. */
  stats_image: string | null;
  stats_image_variants?: ImageVariants | null;
  stats_image_alt?: string | null;
  stats_image_focus?: string | null;
  stats_right_section_title: string;
  stats_right_section_content: string;
  stats_left_section_title: string;
  stats_left_section_content: string;
};

export type VentureSubcategory = {
  id: number;
  name: string;
  /** The same as name: the original clients read either. */
  title: string;
  /** Area 'ventureCategories'. */
  banner_image: string | null;
  banner_image_variants?: ImageVariants | null;
  banner_image_alt?: string | null;
  banner_image_focus?: string | null;
};

export type VentureClient = {
  id: number;
  client_name: string;
  /** Area 'ventureClients'. */
  client_image: string | null;
  client_image_variants?: ImageVariants | null;
  client_image_alt?: string | null;
  client_image_focus?: string | null;
};

export type VentureGalleryImage = {
  id: number;
  /** Area 'ventureGallery'. */
  image: string;
  image_variants?: ImageVariants | null;
  image_alt?: string | null;
  image_focus?: string | null;
  /** Describes the picture for those who cannot see it; '' when none was given. */
  altText: string;
  /** Shown under the picture on the public pages; '' for none. */
  caption: string;
};

/** ventures_api.php (admin list) items and ventures_details_api.php's `venture`. */
export type VentureAdmin = {
  id: number;
  slug: string;
  title: string;
  /** Area 'ventureLogos'. */
  logo_url: string | null;
  logo_variants?: ImageVariants | null;
  logo_alt?: string | null;
  logo_focus?: string | null;
  /** Area 'ventureImages'. */
  img_banner_url: string | null;
  img_banner_variants?: ImageVariants | null;
  img_banner_alt?: string | null;
  img_banner_focus?: string | null;
  about_desc: string;
  /** Area 'ventureImages'. */
  about_img_url: string | null;
  about_img_variants?: ImageVariants | null;
  about_img_alt?: string | null;
  about_img_focus?: string | null;
  stats: VentureStats[];
  subcategories: VentureSubcategory[];
  clients: VentureClient[];
  gallery: VentureGalleryImage[];
  /** ventures_api.php only: whether the public grid shows it (the first 17 in display order). */
  on_public_grid?: boolean;
};

/** get_venture.php (public list) items: the same venture under the public field names. */
export type VenturePublic = {
  id: number;
  slug: string;
  title: string;
  /** Area 'ventureLogos'. */
  logo: string | null;
  logo_variants?: ImageVariants | null;
  logo_alt?: string | null;
  logo_focus?: string | null;
  /** Area 'ventureImages'. */
  banner_image: string | null;
  banner_image_variants?: ImageVariants | null;
  banner_image_alt?: string | null;
  banner_image_focus?: string | null;
  about_description: string;
  /** Area 'ventureImages'. */
  about_image: string | null;
  about_image_variants?: ImageVariants | null;
  about_image_alt?: string | null;
  about_image_focus?: string | null;
  /** Area 'ventureStats' for image. */
  stats: {
    id: number;
    image: string | null;
    image_variants?: ImageVariants | null;
    image_alt?: string | null;
    image_focus?: string | null;
    right_title: string;
    right_content: string;
    left_title: string;
    left_content: string;
  }[];
  /** Area 'ventureCategories' for image. */
  subcategories: { id: number; name: string; image: string | null; image_variants?: ImageVariants | null; image_alt?: string | null; image_focus?: string | null }[];
  /** Area 'ventureClients' for image. */
  clients: { id: number; name: string; image: string | null; image_variants?: ImageVariants | null; image_alt?: string | null; image_focus?: string | null }[];
  /** Area 'ventureGallery' for image. */
  gallery: { id: number; image: string; image_variants?: ImageVariants | null; image_alt?: string | null; image_focus?: string | null; altText: string; caption: string }[];
};

export type VentureDetails = {
  venture: VentureAdmin;
  subcategories: VentureSubcategory[];
  clients: VentureClient[];
  gallery: VentureGalleryImage[];
};

/** get_venture.php?slug= or ?id=: one venture. */
export type VenturePublicReply = { venture: VenturePublic };

/**
 * get_venture.php?page=&view=summary items: what the public grid and Home's cards show of a
 * venture (its name, logo and banner), without the stats, subcategories, clients and gallery that
 * make the full list ten times the size.
 */
export type VentureSummary = Pick<
  VenturePublic,
  'id' | 'slug' | 'title' | 'logo' | 'logo_variants' | 'logo_alt' | 'logo_focus' | 'banner_image' | 'banner_image_variants' | 'banner_image_alt' | 'banner_image_focus'
>;

/**
 * banner_api.php: the current address (slug) of each of the Home banner's fixed ventures
 * (common/banner-ventures.ts), in its order, in the language asked; null where it has no public page there.
 */
export type BannerVenturesReply = { slugs: (string | null)[]; lang?: LanguageCode };

/** add_venture_api.php. `message` is exactly successMessages.ventureAddedServer (the client compares it). */
export type VentureAddReply = {
  message: string;
  status: 'success';
  id: number;
  slug: string;
  /** validationMessages.galleryImagesDropped when oversize gallery files were left out. */
  warning?: string;
};

/** edit_venture_api.php. */
export type VentureEditReply =
  | { status: 'success'; message: string; slug: string; warning?: string }
  | { status: 'error'; error: string };

export type VentureDeleteType = 'venture' | 'subcategory' | 'client' | 'gallery';

/** delete_venture_api.php. */
export type VentureDeleteReply = { message: string; status: 'success' };

export type SearchResult = {
  type: 'news' | 'blog' | 'venture' | 'investor';
  id: number;
  title: string;
  slug: string;
  /** The public SPA route, under /sjg. */
  url: string;
  /** Plain text around the matched words. */
  excerpt: string;
  /** The image URL, or null. */
  image: string | null;
  /** Where the cropped thumbnail keeps its subject (the media library's focal point, "30% 70%"); absent for the centre. */
  image_focus?: string;
};

export type ContactMessageItem = {
  id: number;
  name: string;
  mobile: string;
  notes: string;
  created_at: string;
  read: boolean;
  delivery_status: 'queued' | 'sent' | 'failed';
  delivery_attempts: number;
  last_error: string | null;
  sent_at: string | null;
};

/** dashboard/overview.php: the admin dashboard's figures, latest messages and latest changes. */
/** The last backups (server/src/backup), as the dashboard and /readyz show them; times are ISO 8601. */
export type BackupStatus = {
  /** BACKUP_EVERY in words ("every 24 h"), or null when the server does not back up by itself. */
  schedule: string | null;
  /** `file`, the archive's name, for owners only (and /readyz). */
  last_success: { at: string; file?: string; size_bytes: number } | null;
  /** Set when the latest finished backup failed: when, and (`error`, for owners only) what went wrong. */
  failure: { at: string; error?: string } | null;
  /** When a backup under way started, or null. */
  running_since: string | null;
  /**
   * Where no backup is recorded (`last_success` null): when the newest archive in the backup folder
   * was written, if it holds one (the database restored from an older backup, or archives copied in).
   */
  newest_archive_at?: string;
};

export type AdminOverview = {
  /** The last backup's time and size, or its failure. */
  backup?: BackupStatus;
  /** Items outside the trash, of each kind with revisions, and the contact messages. */
  counts: Record<EditorialKind, number> & { messages: number; unread_messages: number };
  /** Drafts and scheduled items outside the trash, and the items in the trash, of every type. */
  editorial?: {
    drafts: number;
    scheduled: number;
    trash: number;
    /** The drafts and scheduled items of each type that has drafts, outside the trash. */
    by_type: Record<DraftableKind, { drafts: number; scheduled: number }>;
  };
  /**
   * Drafts the scheduler could not publish at their time (they lacked something publishing needs)
   * and no one has saved since, newest first; `at`: when it found them short.
   */
  missed_schedules?: { type: DraftableKind; id: number; title: string; at: string }[];
  /**
   * The scheduled items and texts in another language due soonest, soonest first; `lang` names a
   * translation's language (its `title` is the English item's); `at`: when each is due.
   */
  publishing_soon?: { type: EditorialKind | 'team'; id: number; title: string; lang: Exclude<LanguageCode, 'en'> | null; at: string }[];
  latest_messages: ContactMessageItem[];
  /** Items added or edited last, newest first; `action` is 'added' when never edited since. */
  latest_changes: { type: EditorialKind; id: number; title: string; action: 'added' | 'edited'; at: string }[];
  /** Whether a mail server is set (SMTP_URL); without one, messages are stored, not e-mailed. */
  mail_configured?: boolean;
};

/** The contact inbox's page; `mail_configured` as the overview's. */
export type ContactInboxReply = {
  messages: ContactMessageItem[];
  total_pages: number;
  /** How many messages are not marked read, on every page. */
  unread: number;
  /** The newest message of the whole inbox (null when empty): what "Mark all as read" marks up to. */
  newest_id: number | null;
  mail_configured: boolean;
};

/** `marked_at`: the moment the messages were marked, which Undo names (POST /admin/messages/mark-all-read/undo). */
export type MarkAllReadReply = { ok: true; marked: number; marked_at: string };

export type UndoMarkAllReadReply = { ok: true; unmarked: number };

export type LoginReply =
  | { status: 'success'; id: number; username: string; message: string }
  | { status: 'error'; message: string };

export type LogoutReply = { status: 'success'; message: string };

/** GET /login/session.php: the session the server holds, checked by the admin SPA on load. */
export type SessionReply = { status: 'success'; id: number; username: string } | { status: 'error'; error: string };

export type PasswordChangeRequest = {
  user_id: number | string;
  old_password: string;
  new_password: string;
  confirm_new_password: string;
};

export type PasswordChangeReply = { status: true; message: string } | { status: false; message: string; error: string };

/** One language of a translated item as its editor reads it, English's too (the admin's translations API). */
export type ItemLanguageState = {
  lang: LanguageCode;
  /** null: no text in this language yet. */
  status: ItemStatus | null;
  publish_at: string | null;
  slug: string | null;
  fields: Record<string, string>;
  updated_at: string | null;
  /** In the trash (translations only; a trashed English item has no languages to show). */
  deleted_at: string | null;
  /** English changed after this text was last saved. */
  needsUpdate: boolean;
  /** Which of English's fields changed since (empty unless needsUpdate), in the declared order. */
  changed: string[];
};
