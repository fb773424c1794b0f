// Typed tables of the database, as the migrations leave it.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountRole } from '../../../common/accounts.js';
import type { LanguageCode } from '../../../common/languages.js';

type Timestamps = {
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type ItemStatus = 'draft' | 'scheduled' | 'published';

/** The editorial columns of every content table (migration editorial-states). */
type Editorial = {
  status: ColumnType<ItemStatus, ItemStatus | undefined, ItemStatus>;
  /** Set exactly when status is 'scheduled'. */
  publish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  first_published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set while the item is in the trash. */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_by: ColumnType<number | null, number | null | undefined, number | null>;
};

export interface NewsTable extends Timestamps, Editorial {
  id: Generated<number>;
  slug: string;
  title: string;
  content: string;
  year: string;
  image_url: string | null;
}

export interface BlogsTable extends Timestamps, Editorial {
  id: Generated<number>;
  slug: string;
  title: string;
  content: string;
  image_url: string | null;
}

export interface VenturesTable extends Timestamps, Editorial {
  id: Generated<number>;
  slug: string;
  title: string;
  logo_url: string | null;
  img_banner_url: string | null;
  about_desc: Generated<string>;
  about_img_url: string | null;
  /** The order key (common/order-keys.ts); a trigger sets one after the last when an insert gives none. */
  position: Generated<string>;
}

export interface VentureStatsTable {
  id: Generated<number>;
  venture_id: number;
  stats_image: string | null;
  stats_right_section_title: Generated<string>;
  stats_right_section_content: Generated<string>;
  stats_left_section_title: Generated<string>;
  stats_left_section_content: Generated<string>;
}

export interface VentureSubcategoriesTable {
  id: Generated<number>;
  venture_id: number;
  name: string;
  banner_image: string | null;
  /** The order key among the venture's rows; a trigger sets one before the first when an insert gives none. */
  position: Generated<string>;
}

export interface VentureClientsTable {
  id: Generated<number>;
  venture_id: number;
  client_name: string;
  client_image: string | null;
  /** The order key among the venture's rows; a trigger sets one before the first when an insert gives none. */
  position: Generated<string>;
}

export interface VentureGalleryTable {
  id: Generated<number>;
  venture_id: number;
  image: string;
  alt_text: Generated<string>;
  caption: Generated<string>;
  /** The order key among the venture's rows; a trigger sets one before the first when an insert gives none. */
  position: Generated<string>;
}

export interface InvestorsTable extends Timestamps, Editorial {
  id: Generated<number>;
  slug: string;
  investor_name: string;
  investor_image: string | null;
}

export interface TestimonialsTable extends Timestamps, Editorial {
  id: Generated<number>;
  slug: string;
  name: string;
  position: string;
  /** numeric(2,1): pg returns it as a string to keep the exact decimal. */
  stars: ColumnType<string, string | number, string | number>;
  review: string;
  image_url: string | null;
  /** The order key (`position` is the job title); a trigger sets one before the first when an insert gives none. */
  sort_key: Generated<string>;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  position: string;
  bio: Generated<string>;
  /** The stored photo (area 'team'), or null: the page shows the initials. */
  photo: string | null;
  linkedin_url: string | null;
  /** The order key; a trigger sets one after the last when an insert gives none. */
  sort_key: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AdminUsersTable extends Timestamps {
  id: Generated<number>;
  email: string;
  username: string;
  /** Null for an invited account until its link is used. */
  password_hash: string | null;
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  role: ColumnType<AccountRole, AccountRole | undefined, AccountRole>;
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The TOTP secret, encrypted with SECRETS_KEY (secret-box.ts). */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being set up, until its first code confirms it. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The time step of the last code accepted: a code of that step or earlier is refused (no replay). */
  totp_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type AccountLinkPurpose = 'invite' | 'reset';

export interface AccountLinksTable {
  /** sha256 of the token, hex: the token itself is only in the e-mail. */
  token_hash: string;
  admin_id: number;
  purpose: AccountLinkPurpose;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface OutgoingMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The site's texts and settings (issue 24), one row per section of common/site-settings.ts. */
export interface SiteSettingsTable {
  section: string;
  content: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: number | null;
}

/** Every saved version of a site section. */
export interface SiteSettingsHistoryTable {
  id: Generated<string>;
  section: string;
  content: ColumnType<unknown, string, never>;
  saved_at: ColumnType<Date, Date, never>;
  saved_by: ColumnType<number | null, number | null, never>;
}

/** A site section's Hindi or Marathi texts (common/site-translations.ts), one row per language and section. */
export interface SiteTranslationsTable {
  lang: string;
  section: string;
  content: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: number | null;
}

/** Every saved version of a section's translation. */
export interface SiteTranslationsHistoryTable {
  id: Generated<string>;
  lang: string;
  section: string;
  content: ColumnType<unknown, string, never>;
  saved_at: ColumnType<Date, Date, never>;
  saved_by: ColumnType<number | null, number | null, never>;
}

/** Whether a language's site texts as a whole are published. */
export interface SiteLanguagesTable {
  lang: string;
  status: 'draft' | 'published';
  published_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: number | null;
}

export type DeliveryStatus = 'queued' | 'sent' | 'failed';

export interface ContactMessagesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  mobile: string;
  notes: string;
  client_ip: string | null;
  read_at: Date | null;
  delivery_status: Generated<DeliveryStatus>;
  delivery_attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Date | null;
}

export interface SessionTable {
  sid: string;
  sess: unknown;
  expire: Date;
}

/** Failed-login counters of rate-limiter-flexible's RateLimiterPostgres (its own table layout). */
export interface LoginFailuresTable {
  key: string;
  points: number;
  /** Epoch ms; null never expires. */
  expire: ColumnType<string | null, number | null, number | null>;
}

/** Earlier slugs of items with public pages (migration slug-history). */
export interface SlugHistoryTable {
  kind: 'news' | 'blogs' | 'ventures';
  slug: string;
  item_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type EditorialKindName = 'news' | 'blogs' | 'ventures' | 'investors' | 'testimonials';

export interface RevisionsTable {
  id: Generated<string>;
  kind: EditorialKindName;
  item_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  author_id: number | null;
  author_name: string | null;
  event: string;
  status: ItemStatus;
  content: ColumnType<unknown, string, never>;
}

export interface RevisionFilesTable {
  revision_id: string;
  area: string;
  field: string;
}

export interface AutosavesTable {
  kind: string;
  item_key: string;
  user_id: number;
  fields: ColumnType<unknown, string, string>;
  saved_at: ColumnType<Date, Date, Date>;
}

/** The append-only audit log (migration audit-log); a trigger refuses changes and early deletes. */
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date, never>;
  user_id: ColumnType<number | null, number | null, never>;
  username: ColumnType<string | null, string | null, never>;
  address: ColumnType<string | null, string | null, never>;
  action: ColumnType<string, string, never>;
  item_kind: ColumnType<string | null, string | null, never>;
  item_id: ColumnType<number | null, number | null, never>;
  item_title: ColumnType<string | null, string | null, never>;
  changed_fields: ColumnType<string[] | null, string[] | null, never>;
}

/** One backup's outcome, scheduled or run by hand (migration backup-runs). */
export interface BackupRunsTable {
  id: Generated<string>;
  trigger: 'scheduled' | 'manual';
  started_at: ColumnType<Date, Date, never>;
  finished_at: Date | null;
  status: ColumnType<'running' | 'succeeded' | 'failed', 'running' | undefined, 'succeeded' | 'failed'>;
  file: string | null;
  /** bigint: node-postgres reads it as text. */
  size_bytes: ColumnType<string | null, never, number>;
  error: string | null;
}

/** A shared preview link (migration preview-links): the sha256 of its token, never the token. */
export interface PreviewLinksTable {
  id: Generated<number>;
  token_hash: ColumnType<string, string, never>;
  item_kind: ColumnType<'news' | 'blogs' | 'ventures', 'news' | 'blogs' | 'ventures', never>;
  item_id: ColumnType<number, number, never>;
  /** The language it shows (migration preview-link-languages): 'en', or a translation's code. */
  lang: ColumnType<LanguageCode, LanguageCode | undefined, never>;
  created_by: ColumnType<number | null, number | null, never>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
  revoked_by: ColumnType<number | null, never, number | null>;
}

/** An item's text in one more language (migration translations): its own state, slug and trash. */
export interface TranslationsTable {
  kind: string;
  item_id: number;
  lang: string;
  fields: ColumnType<Record<string, string>, string, string>;
  slug: string | null;
  status: ItemStatus;
  publish_at: Date | null;
  first_published_at: Date | null;
  deleted_at: Date | null;
  source_updated_at: Date;
  source_fields: ColumnType<Record<string, string>, string, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: number | null;
}

/** A translation as saved or published (migration translations). */
export interface TranslationRevisionsTable {
  id: Generated<string>;
  kind: string;
  item_id: number;
  lang: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  author_id: number | null;
  author_name: string | null;
  event: string;
  status: ItemStatus;
  content: ColumnType<unknown, string, never>;
}

/** A translation's words as its language's search compares them (migration translation-search). */
export interface TranslationSearchTable {
  kind: string;
  item_id: number;
  lang: string;
  vector: string;
  roman: string;
  roman_title: string;
  body_text: string;
}

/** A translation's earlier address (migration translation-slug-history), kept by a trigger. */
export interface TranslationSlugHistoryTable {
  kind: string;
  lang: string;
  slug: string;
  item_id: number;
  created_at: ColumnType<Date, never, never>;
}

/** The demo seed's one row (migration demo-seed-state): finished_at stays null until every item is in. */
export interface DemoSeedTable {
  only_row: ColumnType<boolean, never, never>;
  started_at: ColumnType<Date, Date, never>;
  finished_at: Date | null;
}

/** A stored image of the media library (migration media-library). */
export interface MediaTable {
  id: Generated<number>;
  /** The upload area whose folder holds the bytes. */
  area: string;
  /** The stored file name, unique across areas; an item in any area may name it. */
  name: string;
  width: number | null;
  height: number | null;
  /** Null until the size is known (rows registered by the database's trigger). */
  bytes: number | null;
  title: Generated<string>;
  alt_text: Generated<string>;
  decorative: Generated<boolean>;
  caption: Generated<string>;
  credit: Generated<string>;
  /** The focal point as fractions of the width and height; both null: the centre. */
  focal_x: number | null;
  focal_y: number | null;
  uploaded_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The view media_uses: one row per item (or earlier version, or site section) using a file. */
export interface MediaUsesView {
  name: string | null;
  kind: string;
  item_id: number | null;
  label: string | null;
  in_trash: boolean;
  in_history: boolean;
}

export interface Database {
  news: NewsTable;
  blogs: BlogsTable;
  ventures: VenturesTable;
  venture_stats: VentureStatsTable;
  venture_subcategories: VentureSubcategoriesTable;
  venture_clients: VentureClientsTable;
  venture_gallery: VentureGalleryTable;
  investors: InvestorsTable;
  testimonials: TestimonialsTable;
  team_members: TeamMembersTable;
  admin_users: AdminUsersTable;
  contact_messages: ContactMessagesTable;
  session: SessionTable;
  login_failures: LoginFailuresTable;
  contact_rate_limits: LoginFailuresTable;
  slug_history: SlugHistoryTable;
  revisions: RevisionsTable;
  revision_files: RevisionFilesTable;
  autosaves: AutosavesTable;
  audit_log: AuditLogTable;
  recovery_codes: RecoveryCodesTable;
  account_links: AccountLinksTable;
  outgoing_mail: OutgoingMailTable;
  app_settings: AppSettingsTable;
  site_settings: SiteSettingsTable;
  site_settings_history: SiteSettingsHistoryTable;
  site_translations: SiteTranslationsTable;
  site_translations_history: SiteTranslationsHistoryTable;
  site_languages: SiteLanguagesTable;
  media: MediaTable;
  backup_runs: BackupRunsTable;
  preview_links: PreviewLinksTable;
  demo_seed: DemoSeedTable;
  media_uses: MediaUsesView;
  translations: TranslationsTable;
  translation_revisions: TranslationRevisionsTable;
  translation_search: TranslationSearchTable;
  translation_slug_history: TranslationSlugHistoryTable;
}

export type MediaRow = Selectable<MediaTable>;
export type NewsRow = Selectable<NewsTable>;
export type NewNewsRow = Insertable<NewsTable>;
export type NewsUpdate = Updateable<NewsTable>;
export type BlogRow = Selectable<BlogsTable>;
export type VentureRow = Selectable<VenturesTable>;
export type VentureStatsRow = Selectable<VentureStatsTable>;
export type VentureSubcategoryRow = Selectable<VentureSubcategoriesTable>;
export type VentureClientRow = Selectable<VentureClientsTable>;
export type VentureGalleryRow = Selectable<VentureGalleryTable>;
export type InvestorRow = Selectable<InvestorsTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type AdminUserRow = Selectable<AdminUsersTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
