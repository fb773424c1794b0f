// The team (issue 24): a member's fields, their limits and messages, the LinkedIn address rule, and
// the wire shapes of the public list and the admin's writes, shared by the server and the SPA.
import type { ImageVariants } from './image-variants.js';
import { contentMessages } from './messages.js';
import { uploadAreas } from './upload-areas.js';

/** Members on each page of the public list: the Team page shows the first page, LOAD MORE the next. */
export const TEAM_PAGE_SIZE = 6;
export const TEAM_BIO_MAX = 600;
export const TEAM_LINKEDIN_MAX = 300;
export const TEAM_PHOTO_MAX_BYTES = uploadAreas.team.maxBytes;

export const teamMessages = {
  nameRequired: 'Name is required.',
  // A name and a position are titles (common/content-kinds.ts): bounded, and worded, as every title is.
  nameTooLong: contentMessages.tooLong('name'),
  positionRequired: 'Position is required.',
  positionTooLong: contentMessages.tooLong('position'),
  bioTooLong: `The bio must be at most ${TEAM_BIO_MAX} characters.`,
  linkedinInvalid: 'The LinkedIn address must be an https:// address on linkedin.com.',
  photoTooLarge: 'Image file size exceeds 1 MB limit.',
  notFound: 'Team member not found',
  added: 'Team member added.',
  updated: 'Team member updated.',
  deleted: 'Team member deleted.',
  photoRemoved: 'Photo removed.',
  /** The public page's texts. */
  fetchFailed: 'Failed to fetch the team',
  shownPrefix: 'Error loading the team: ',
  empty: 'No team members yet.',
} as const;

/** An https address on linkedin.com or one of its subdomains (www., in.), with no user name or password in it. */
export function isLinkedInUrl(text: string): boolean {
  if (text.length > TEAM_LINKEDIN_MAX) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && (host === 'linkedin.com' || host.endsWith('.linkedin.com'));
}

/** The letters in the avatar of a member without a photo: the first letters of the first and last words, titles left out. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== '' && !/^(dr|mr|mrs|ms|prof)\.?$/i.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A member as the public list and the admin read them. */
export type TeamMember = {
  id: number;
  name: string;
  position: string;
  bio: string;
  /** Area 'team'; null without a photo (the page shows the initials). */
  photo: string | null;
  photo_variants?: ImageVariants | null;
  photo_alt?: string | null;
  photo_focus?: string | null;
  linkedin_url: string | null;
};

/** GET /backend/team/team_api.php?page=n, and the admin's list (every member, in order). */
export type TeamListReply = { team: TeamMember[]; total_pages: number };

/** A member as the admin reads it: with its last save, which an edit sends back (a save made since refuses it). */
export type AdminTeamMember = TeamMember & { updated_at: string };
export type AdminTeamListReply = { team: AdminTeamMember[]; total_pages: number };
