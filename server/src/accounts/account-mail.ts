// The texts of the account e-mails: an invitation, a password-reset link, and the notice that
// two-factor sign-in was turned on. Plain text, naming the site, the link and how long it works,
// so the reader knows what it is and whether to trust it.
import { formatIndiaTime } from '../../../common/india-time.js';
import { INVITATION_HOURS, PASSWORD_RESET_MINUTES, accountRoleLabels, type AccountRole } from '../../../common/accounts.js';

/** How the account e-mails name the admin area, and sign off. */
export const SITE_NAME = 'SJG admin';

export type AccountMail = { subject: string; body: string };

export function invitationMail(invite: { name: string; role: AccountRole; invitedBy: string; url: string }): AccountMail {
  return {
    subject: `You are invited to ${SITE_NAME}`,
    body: [
      `Hello ${invite.name},`,
      '',
      `${invite.invitedBy} has invited you to ${SITE_NAME}, the admin area of the SJG website, as ${article(accountRoleLabels[invite.role])} ${accountRoleLabels[invite.role].toLowerCase()}.`,
      '',
      'To accept, open this link and choose your password:',
      '',
      invite.url,
      '',
      `The link works for ${INVITATION_HOURS} hours and only once. If it has expired, ask ${invite.invitedBy} to send a new invitation.`,
      '',
      'If you did not expect this e-mail, you can ignore it: nothing happens until the link is used.',
      '',
      `— ${SITE_NAME}`,
      '',
    ].join('\n'),
  };
}

export function passwordResetMail(reset: { name: string; url: string }): AccountMail {
  return {
    subject: `Set a new password for ${SITE_NAME}`,
    body: [
      `Hello ${reset.name},`,
      '',
      `Someone (we hope you) asked for a new password for your ${SITE_NAME} account.`,
      '',
      'To set a new password, open this link:',
      '',
      reset.url,
      '',
      `The link works for ${PASSWORD_RESET_MINUTES} minutes and only once. Setting a new password signs out every browser signed in to your account.`,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      `— ${SITE_NAME}`,
      '',
    ].join('\n'),
  };
}

/**
 * Sent once two-factor sign-in is on: whoever turned it on holds the authenticator, so if that was
 * not the account's owner (a stolen session and password), the owner must hear of it at once.
 */
export function twoFactorOnMail(notice: { name: string; at: Date; address: string | undefined }): AccountMail {
  return {
    subject: `Two-factor sign-in was turned on for your ${SITE_NAME} account`,
    body: [
      `Hello ${notice.name},`,
      '',
      `Two-factor sign-in was turned on for your ${SITE_NAME} account on ${formatIndiaTime(notice.at)}${notice.address ? `, from the address ${notice.address}` : ''}.`,
      'From now on, signing in asks for a code from the authenticator app it was set up with, after your password.',
      '',
      'If this was not you, someone else has your password and a signed-in browser: ask an owner of the site to reset two-factor sign-in for your account and to end its sessions, then set a new password.',
      '',
      `— ${SITE_NAME}`,
      '',
    ].join('\n'),
  };
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
