// The team's rules: members listed in the order staff set, added last, edited with or without a
// new photo (the old one stays in the media library), deleted for good (they have no
// drafts, revisions or trash: a member is a card, and its audit entry keeps who removed whom).
// Every write records its audit entry in its own transaction.
import { contentKinds } from '../../../common/content-kinds.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { TEAM_PAGE_SIZE, teamMessages, type AdminTeamListReply, type AdminTeamMember, type TeamMember } from '../../../common/team.js';
import { findLatestActorOf } from '../audit/audit.repository.js';
import { recordAudit } from '../audit/audit.service.js';
import { refuseChangedSince, type ExpectedUpdatedAt } from '../editorial/changed-since.js';
import { deleteTranslationsOf } from '../editorial/translations.repository.js';
import type { ContentDeps } from '../media/file-lifecycle.js';
import { writeTime } from '../clock.js';
import { withFileChanges } from '../media/file-lifecycle.js';
import type { Db } from '../db/database.js';
import type { TeamMemberRow } from '../db/schema.js';
import type { Editor } from '../http/editor.js';
import { NotFoundError } from '../http/errors.js';
import { itemPictures, settlePictures } from '../media/item-pictures.js';
import type { ImageSource, PictureEdits } from '../media/library-choice.js';
import {
  countTeamMembers,
  deleteTeamMember,
  findTeamMember,
  insertTeamMember,
  listTeamMembers,
  updateTeamMember,
  type TeamMemberFields,
} from './team.repository.js';
import type { TeamWriteInput } from './team.schema.js';

export type TeamDeps = ContentDeps;

/** A member's row as the public list and the admin read it (a translated read passes its texts in the row). */
export function toMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    bio: row.bio,
    photo: row.photo,
    photo_variants: imageVariantsOf('team', row.photo),
    linkedin_url: row.linkedin_url,
  };
}

/** One page (from 1) of the public list; a page past the end is empty. */
export async function teamPage(deps: Pick<TeamDeps, 'db'>, page: number): Promise<{ team: TeamMember[]; total_pages: number }> {
  const [count, rows] = await Promise.all([
    countTeamMembers(deps.db),
    listTeamMembers(deps.db, { limit: TEAM_PAGE_SIZE, offset: (page - 1) * TEAM_PAGE_SIZE }),
  ]);
  return { team: rows.map(toMember), total_pages: Math.ceil(count / TEAM_PAGE_SIZE) };
}

/** Every member in order: the admin's list (with `missingLang`, of those missing that language), and the public list without a page. */
export async function wholeTeam(deps: Pick<TeamDeps, 'db'>, missingLang?: string): Promise<{ team: TeamMember[]; total_pages: number }> {
  const rows = await listTeamMembers(deps.db, null, missingLang);
  return { team: rows.map(toMember), total_pages: Math.ceil(rows.length / TEAM_PAGE_SIZE) };
}

/** Every member as the admin reads them (with their last save); `missingLang` as wholeTeam's. */
export async function adminTeam(deps: Pick<TeamDeps, 'db'>, missingLang?: string): Promise<AdminTeamListReply> {
  const rows = await listTeamMembers(deps.db, null, missingLang);
  return { team: rows.map(toAdminMember), total_pages: Math.ceil(rows.length / TEAM_PAGE_SIZE) };
}

export async function findMember(deps: Pick<TeamDeps, 'db'>, id: number): Promise<AdminTeamMember> {
  const row = await findTeamMember(deps.db, id);
  if (!row) throw new NotFoundError(teamMessages.notFound);
  return toAdminMember(row);
}

const toAdminMember = (row: TeamMemberRow): AdminTeamMember => ({ ...toMember(row), updated_at: row.updated_at.toISOString() });

function fieldsOf(input: TeamWriteInput, photo: string | null): TeamMemberFields {
  return { name: input.name, position: input.position, bio: input.bio, linkedin_url: input.linkedin_url, photo };
}

const auditedFields = ['name', 'position', 'bio', 'linkedin_url', 'photo'] as const;

/** The photo a form sent (a new upload or a library choice), and what it asks of the photo's alt text. */
export type TeamPhoto = { source: ImageSource | undefined; pictures: PictureEdits | undefined };

export async function addMember(deps: TeamDeps, input: TeamWriteInput, photo: TeamPhoto, editor: Editor): Promise<number> {
  return withFileChanges(deps, async (files) => {
    const stored = await files.store('team', photo.source, { alt: input.name, uploadedBy: editor?.id ?? null });
    return deps.db.transaction().execute(async (tx) => {
      const now = writeTime(deps);
      const row = await insertTeamMember(tx, fieldsOf(input, stored ?? null), now);
      await settleTeamPhoto(tx, row.id, photo.pictures);
      await recordAudit(tx, { action: 'create', actor: editor, at: now, item: { kind: 'team', id: row.id, title: row.name } });
      return row.id;
    });
  });
}

/**
 * Replaces the fields; a new photo replaces the old one, and `remove_photo` drops it (both stay in
 * the library). `expectedUpdatedAt`: the member's updated_at as the form read it (a save since refuses this one).
 */
export async function editMember(deps: TeamDeps, id: number, input: TeamWriteInput, photo: TeamPhoto, editor: Editor, expectedUpdatedAt?: ExpectedUpdatedAt): Promise<number> {
  return withFileChanges(deps, async (files) => {
    const stored = await files.store('team', photo.source, { alt: input.name, uploadedBy: editor?.id ?? null });
    return deps.db.transaction().execute(async (tx) => {
      const current = await findTeamMember(tx, id, true);
      if (!current) throw new NotFoundError(teamMessages.notFound);
      await refuseChangedSince(current.updated_at, expectedUpdatedAt, { what: contentKinds.team.labels.one.toLowerCase(), savedBy: () => findLatestActorOf(tx, 'team', id) });
      const now = writeTime(deps);
      const nextPhoto = stored ?? (input.remove_photo ? null : current.photo);
      const fields = fieldsOf(input, nextPhoto);
      await updateTeamMember(tx, id, fields, now);
      await settleTeamPhoto(tx, id, photo.pictures);
      const changed = auditedFields.filter((field) => fields[field] !== current[field]);
      await recordAudit(tx, { action: 'update', actor: editor, at: now, item: { kind: 'team', id, title: fields.name }, changedFields: changed });
      return id;
    });
  });
}

/** Members have no drafts, so their photo's alt text is applied but never a reason to refuse. */
async function settleTeamPhoto(tx: Db, id: number, pictures: PictureEdits | undefined): Promise<void> {
  if (pictures) await settlePictures(tx, await itemPictures(tx, 'team', id), pictures, false);
}

/** Deletes the member and their Hindi and Marathi texts; their photo stays in the library. */
export async function removeMember(deps: TeamDeps, id: number, editor: Editor): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const row = await deleteTeamMember(tx, id);
    if (!row) throw new NotFoundError(teamMessages.notFound);
    // No foreign key reaches a translation across kinds (migration translations): it goes with the member.
    await deleteTranslationsOf(tx, 'team', id);
    await recordAudit(tx, { action: 'delete', actor: editor, at: writeTime(deps), item: { kind: 'team', id, title: row.name } });
  });
}
