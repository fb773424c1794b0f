// Accounts, roles, two-factor sign-in and sessions (issue 23): the roles and what each may do, the
// /backend paths and reply shapes of the account endpoints, and their messages, shared by the
// server and the admin SPA.

export const ACCOUNT_ROLES = ['owner', 'editor', 'viewer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const accountRoleLabels: Record<AccountRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

export const accountRoleDescriptions: Record<AccountRole, string> = {
  owner: 'Everything, including accounts and settings.',
  editor: 'All content, restoring from the trash and messages; not accounts, not Delete forever.',
  viewer: 'Reads the admin and changes nothing.',
};

/**
 * What a request may need, weakest first: any signed-in account (its own password, two-factor
 * sign-in and sessions), reading the admin, changing content, and owning the site (accounts,
 * their policy, Delete forever).
 */
export const ACCESS_LEVELS = ['self', 'read', 'write', 'own'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

const highestLevelOf: Record<AccountRole, AccessLevel> = { viewer: 'read', editor: 'write', owner: 'own' };

export function roleAllows(role: AccountRole, level: AccessLevel): boolean {
  return ACCESS_LEVELS.indexOf(level) <= ACCESS_LEVELS.indexOf(highestLevelOf[role]);
}

/** An account as the Users screen lists it. `status` is `invited` until the invitation's link is used. */
export type AccountSummary = {
  id: number;
  name: string;
  email: string;
  role: AccountRole;
  status: 'active' | 'invited' | 'disabled';
  two_factor: boolean;
  /** ISO 8601, or null before the first sign-in. */
  last_sign_in_at: string | null;
};

export type UsersReply = { users: AccountSummary[]; require_two_factor: boolean };
/** `link`: only while no mail server is set, the invitation's link for the owner to pass on (nothing was e-mailed). */
export type UserReply = { user: AccountSummary; message: string; link?: string };

/** One live session of an account; `id` is a hash of the session id, never the id itself. */
export type SessionSummary = {
  id: string;
  /** "Chrome 131 on Linux", from the user agent. */
  device: string;
  address: string | null;
  /** ISO 8601. */
  signed_in_at: string;
  last_seen_at: string;
  /** The session making this request. */
  current: boolean;
};
export type SessionsReply = { sessions: SessionSummary[] };

export type TwoFactorStatusReply = { enabled: boolean; recovery_codes_left: number; required: boolean };
export type TwoFactorSetupReply = {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code, an SVG document made on the server. */
  qr_svg: string;
};
export type RecoveryCodesReply = { recovery_codes: string[]; message: string };

/** What the account link of an e-mail opens (invitation or password reset), before its form is sent. */
export type AccountLinkReply = { purpose: 'invite' | 'reset'; email: string; name: string };

/** The sign-in reply when a code is needed next (the SPEC reply otherwise). */
export type TwoFactorNeededReply = { status: 'two_factor'; message: string };

/** The session check's reply (SPEC §7's fields and what the SPA needs to show each role its own admin). */
export type AccountSessionReply = {
  status: 'success';
  id: number;
  username: string;
  email: string;
  role: AccountRole;
  two_factor: boolean;
  /** Two-factor sign-in is required and this account has not set it up: only that screen works. */
  two_factor_setup_required: boolean;
};

export const TWO_FACTOR_DIGITS = 6;
export const TWO_FACTOR_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const INVITATION_HOURS = 48;
export const PASSWORD_RESET_MINUTES = 30;
/** The password step of a sign-in with two factors waits this long for the code. */
export const TWO_FACTOR_STEP_MINUTES = 5;
export const ACCOUNT_NAME_MAX_LENGTH = 100;
/** Setting up two-factor sign-in needs the password again unless the session signed in within this long. */
export const FRESH_SIGN_IN_MINUTES = 5;

/**
 * Why an admin request got its 401, when the server can tell (the 401's `code`): the session's
 * absolute lifetime had passed, or its account was disabled or removed. A session ended from
 * another device, by a sign-out elsewhere or by its idle expiry is simply gone: no code.
 */
export const SESSION_END_CODES = ['session_expired', 'account_disabled'] as const;
export type SessionEndCode = (typeof SESSION_END_CODES)[number];

/** What the sign-in page says after a session ended under the editor (its ?reason=). */
export const sessionEndMessages = {
  ended: 'Your session has ended: it was signed out on another device, or unused for too long. Sign in again to carry on where you were.',
  expired: 'Your session has expired: a sign-in lasts a limited time. Sign in again to carry on where you were.',
  disabled: 'Your account can no longer sign in. Ask an owner of the site if that is a mistake.',
} as const;
export type SessionEndReason = keyof typeof sessionEndMessages;

/** Paths under /backend. */
export const accountPaths = {
  twoFactorLogin: 'login/two-factor',
  forgotPassword: 'login/forgot-password',
  accountLink: 'login/account-link',
  setPassword: 'login/set-password',
  users: 'admin/users',
  accountPolicy: 'admin/account-policy',
  ownTwoFactor: 'admin/account/two-factor',
  ownSessions: 'admin/account/sessions',
} as const;

export const accountMessages = {
  forbidden: (role: AccountRole) => `Your role (${accountRoleLabels[role].toLowerCase()}) does not allow this.`,
  twoFactorSetupRequired: 'Set up two-factor sign-in before going on: the site requires it for every account.',
  twoFactorNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  twoFactorWrong: 'That code is not right, or it has been used already. Try the next one.',
  twoFactorStepExpired: 'The sign-in waited too long for its code. Enter your e-mail and password again.',
  twoFactorThrottled: (minutes: number) => `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  twoFactorOn: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  twoFactorOff: 'Two-factor sign-in is off.',
  twoFactorAlreadyOn: 'Two-factor sign-in is on already.',
  twoFactorNotSetUp: 'Start the set-up again: no secret is waiting for its first code.',
  twoFactorRequiredCannotDisable: 'Two-factor sign-in is required for every account; it cannot be turned off.',
  passwordWrong: 'The password is not right.',
  twoFactorSetupPasswordNeeded: `Enter your password to set up two-factor sign-in: you signed in more than ${FRESH_SIGN_IN_MINUTES} minutes ago.`,
  recoveryCodesNew: 'New recovery codes are ready; the old ones no longer work.',
  forgotSent: 'If an account has this e-mail address, a link to set a new password is on its way. It works for 30 minutes.',
  forgotWithoutMail:
    'If an account has this e-mail address, a link to set a new password was made, but not e-mailed: this site has no mail server. Ask an owner of the site for the link (Users, Password link).',
  forgotThrottled: 'Too many requests for a reset link. Try again later.',
  linkInvalid: 'This link has expired or has been used already. Ask for a new one.',
  passwordSet: 'Your password is set. Sign in with it.',
  nameRequired: 'Name is required.',
  nameTooLong: `The name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
  emailInvalid: 'Enter a valid e-mail address.',
  emailTaken: 'An account with this e-mail address exists already.',
  roleInvalid: `Role must be one of ${ACCOUNT_ROLES.join(', ')}.`,
  userNotFound: 'No such account.',
  invited: (email: string) => `Invitation sent to ${email}. The link works for 48 hours.`,
  invitationResent: (email: string) => `A new invitation was sent to ${email}. The earlier link no longer works.`,
  invitedWithoutMail: (email: string) =>
    `Invitation made for ${email}, not e-mailed: no mail server is set. Copy the link and give it to them; it works for 48 hours.`,
  invitationRenewedWithoutMail: (email: string) =>
    `A new invitation link for ${email} is ready, not e-mailed: no mail server is set. Copy it and give it to them; the earlier link no longer works.`,
  notInvited: 'This account has set its password already.',
  resetLinkSent: (email: string) => `A link to set a new password was sent to ${email}. It works for 30 minutes.`,
  resetLinkWithoutMail: (email: string) =>
    `A link for ${email} to set a new password is ready, not e-mailed: no mail server is set. Copy it and give it to them; it works for 30 minutes.`,
  resetLinkNotActive: 'Only an active account with a password gets a password link: send an invitation, or enable the account, first.',
  userUpdated: 'Account updated.',
  userDeleted: 'Account deleted.',
  lastOwner: 'This is the last owner: make another account an owner first.',
  notYourself: 'Use your own account screens to change your own account.',
  twoFactorReset: 'Two-factor sign-in was reset; the account sets it up again at its next sign-in.',
  sessionsEnded: 'Sessions ended.',
  sessionEnded: 'Session ended.',
  sessionNotFound: 'No such session.',
  policyUpdated: 'Account policy saved.',
  accountDisabled: 'This account is disabled.',
  secretUnreadable:
    "Two-factor sign-in cannot be checked on this server: the key it seals such secrets with (SECRETS_KEY in its configuration) has changed since this account set it up. An owner can reset this account's two-factor sign-in, or the server's operator can run npm run admin -- reset-two-factor EMAIL.",
} as const;
