// What the team endpoints accept and answer (issue 24); the texts are checked as declared
// (common/content-kinds.ts), the LinkedIn address by its own rule.
import { z } from 'zod';
import { contentKinds } from '../../../common/content-kinds.js';
import { isLinkedInUrl, teamMessages, type AdminTeamListReply, type AdminTeamMember, type TeamListReply, type TeamMember } from '../../../common/team.js';
import { pageParamSchema } from '../http/request-schemas.js';
import { declaredTextSchema } from '../kinds/declared-field-schemas.js';
import { replyImageFields } from '../images/image-variants.schema.js';

export const teamQuerySchema = z.object({ page: pageParamSchema.optional() });

const fields = contentKinds.team.fields;

/** Absent, blank or a checkbox's "1": a multipart form sends text. */
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

/** The text fields of an add or an edit; the photo is the multipart file `photo`. */
export const teamWriteSchema = z.object({
  name: declaredTextSchema('name', fields.name),
  position: declaredTextSchema('position', fields.position),
  bio: declaredTextSchema('bio', fields.bio),
  // Blank: no LinkedIn link.
  linkedin_url: z
    .string({ error: teamMessages.linkedinInvalid })
    .trim()
    .optional()
    .transform((text) => (text ? text : null))
    .refine((text) => text === null || isLinkedInUrl(text), { error: teamMessages.linkedinInvalid }),
  /** On an edit: drop the stored photo (the initials show again). */
  remove_photo: flag,
});

export type TeamWriteInput = z.infer<typeof teamWriteSchema>;

export const teamMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  position: z.string(),
  bio: z.string(),
  ...replyImageFields('photo'),
  linkedin_url: z.string().nullable(),
}) satisfies z.ZodType<TeamMember>;

export const teamListReplySchema = z.object({
  team: z.array(teamMemberSchema),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<TeamListReply>;

export const adminTeamMemberSchema = teamMemberSchema.extend({ updated_at: z.string() }) satisfies z.ZodType<AdminTeamMember>;
export const adminTeamListReplySchema = z.object({
  team: z.array(adminTeamMemberSchema),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<AdminTeamListReply>;
