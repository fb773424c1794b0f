// Kysely queries of team_members, nothing else.
import { withoutPublishedText } from '../content/visibility.repository.js';
import { countRows } from '../db/count-rows.js';
import type { Db } from '../db/database.js';
import type { TeamMemberRow } from '../db/schema.js';

export type TeamMemberFields = { name: string; position: string; bio: string; linkedin_url: string | null; photo: string | null };

export function countTeamMembers(db: Db): Promise<number> {
  return countRows(db.selectFrom('team_members'));
}

/**
 * Members in the order staff set; a window, or every one; with `missingLang`, only those with no
 * published, untrashed text in it (the overview counts them by the same rule: a member has no
 * drafts, so every one is on the site).
 */
export async function listTeamMembers(db: Db, window: { limit: number; offset: number } | null, missingLang?: string): Promise<TeamMemberRow[]> {
  let query = db.selectFrom('team_members').selectAll().orderBy('sort_key').orderBy('id');
  if (missingLang !== undefined) query = query.where(withoutPublishedText('team', 'team_members.id', missingLang));
  if (window) query = query.limit(window.limit).offset(window.offset);
  return query.execute();
}

/** The member, locked until the transaction ends when `forUpdate`. */
export async function findTeamMember(db: Db, id: number, forUpdate = false): Promise<TeamMemberRow | undefined> {
  let query = db.selectFrom('team_members').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A new member goes last: the table's trigger gives it a key after the last one. */
export async function insertTeamMember(db: Db, fields: TeamMemberFields, now: Date): Promise<TeamMemberRow> {
  return db
    .insertInto('team_members')
    .values({ ...fields, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTeamMember(db: Db, id: number, fields: TeamMemberFields, now: Date): Promise<void> {
  await db.updateTable('team_members').set({ ...fields, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteTeamMember(db: Db, id: number): Promise<TeamMemberRow | undefined> {
  return db.deleteFrom('team_members').where('id', '=', id).returningAll().executeTakeFirst();
}
