// The audit log (issue 23): its actions and their labels, the shape of an entry on the wire, the
// Activity list's filters and their messages, shared by the server and the Activity screen.
import { contentKinds } from './content-kinds.js';
import { EDITORIAL_KINDS, kindLabels } from './editorial.js';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'schedule',
  'not_published',
  'restore_revision',
  'trash',
  'restore',
  'delete_forever',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_change',
  'password_reset',
  'two_factor_on',
  'two_factor_off',
  'two_factor_reset',
  'user_added',
  'invitation_accepted',
  'role_change',
  'user_disabled',
  'user_enabled',
  'user_deleted',
  'sessions_ended',
  'account_policy_change',
  'reorder',
  'delete',
  'preview_link_shared',
  'preview_link_withdrawn',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  not_published: 'Not published at its time',
  restore_revision: 'Restored a revision',
  trash: 'Moved to the trash',
  restore: 'Restored from the trash',
  delete_forever: 'Deleted forever',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  password_change: 'Changed password',
  password_reset: 'Reset password by e-mail link',
  two_factor_on: 'Turned on two-factor sign-in',
  two_factor_off: 'Turned off two-factor sign-in',
  two_factor_reset: "Reset an account's two-factor sign-in",
  user_added: 'Invited an account',
  invitation_accepted: 'Accepted an invitation',
  role_change: 'Changed a role',
  user_disabled: 'Disabled an account',
  user_enabled: 'Enabled an account',
  user_deleted: 'Deleted an account',
  sessions_ended: 'Ended sessions',
  account_policy_change: 'Changed the account policy',
  reorder: 'Changed the order',
  delete: 'Deleted',
  preview_link_shared: 'Shared a preview link',
  preview_link_withdrawn: 'Withdrew a preview link',
};

/**
 * The item types an entry can name: the content types, team members, accounts (`users`) for the
 * account actions, the site's pages and settings (`site`; the item is the section, titled by its label),
 * the media library's pictures (`media`; titled by the alt text, else the file name), and contact
 * messages (`messages`; untitled: a deleted message's sender is what its deletion erased).
 */
export const AUDIT_KINDS = [...EDITORIAL_KINDS, 'team', 'users', 'site', 'media', 'messages'] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

export const auditKindLabels: Record<AuditKind, { one: string; many: string }> = {
  ...kindLabels,
  team: contentKinds.team.labels,
  users: { one: 'Account', many: 'Accounts' },
  site: { one: 'Site section', many: 'Site pages and settings' },
  media: { one: 'Picture', many: 'Media library' },
  messages: { one: 'Contact message', many: 'Contact messages' },
};

/** Entries older than this are deleted by the editorial worker; younger ones cannot be. */
export const AUDIT_RETENTION_DAYS = 365;
/** Entries per page of the Activity list. */
export const AUDIT_PAGE_SIZE = 50;

/** One entry as /backend/admin/activity sends it. `user` is null for the scheduler and the purge. */
export type AuditEntry = {
  id: string;
  /** ISO 8601. */
  at: string;
  /** The account's name; for a failed sign-in, the e-mail typed. */
  user: string | null;
  address: string | null;
  action: AuditAction;
  kind: string | null;
  item_id: number | null;
  title: string | null;
  /** For an update, the names of the content fields it changed; otherwise empty. */
  changed_fields: string[];
};

export type ActivityReply = {
  entries: AuditEntry[];
  total_pages: number;
  /** Every admin account, for the user filter. */
  users: { id: number; username: string }[];
};

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = ['at', 'user', 'address', 'action', 'kind', 'item_id', 'title', 'changed_fields'] as const;

export const auditMessages = {
  badPage: 'page must be a whole number from 1.',
  badUser: 'user must be the id of an account.',
  badAction: `action must be one of ${AUDIT_ACTIONS.join(', ')}.`,
  badKind: `kind must be one of ${AUDIT_KINDS.join(', ')}.`,
  badFrom: 'from must be a date as YYYY-MM-DD.',
  badTo: 'to must be a date as YYYY-MM-DD.',
  fromAfterTo: 'from must not be later than to.',
} as const;
