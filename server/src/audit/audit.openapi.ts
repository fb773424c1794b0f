// The OpenAPI block of the Activity endpoints (audit.routes.ts).
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_CSV_COLUMNS, AUDIT_KINDS, type ActivityReply } from '../../../common/audit.js';
import { adminOperation, errorResponses, jsonReplies, queryParameters, type OpenApiPaths } from '../openapi/openapi-document.js';
import { activityQueryDescriptions } from './audit.schema.js';

const tag = 'Activity (admin)';

/** The query as a client sends it (the route's schema also turns the text into numbers and dates). */
const querySchema = z.object({
  page: z.string().regex(/^[1-9]\d*$/).optional(),
  user: z.string().regex(/^[1-9]\d*$/).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

const entrySchema = z.object({
  id: z.string(),
  at: z.string().describe('ISO 8601'),
  user: z.string().nullable().describe('The account; for a failed sign-in the e-mail typed; null for the scheduler and the purge'),
  address: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  kind: z.string().nullable(),
  item_id: z.int().nullable(),
  title: z.string().nullable(),
  changed_fields: z.array(z.string()).describe('For an update, the content fields it changed'),
});

const replySchema = z.object({
  entries: z.array(entrySchema),
  total_pages: z.int(),
  users: z.array(z.object({ id: z.int(), username: z.string() })).describe('The accounts to filter by: every account for an owner, only oneself otherwise'),
}) satisfies z.ZodType<ActivityReply>;

const parameters = queryParameters(querySchema, activityQueryDescriptions);

export const auditOpenApi: OpenApiPaths = {
  '/admin/activity': {
    get: adminOperation(tag, 'The audit log, newest first, 50 a page, filtered by account, action, item type and days (owners read every entry, other accounts only their own)', {
      parameters,
      responses: jsonReplies('A page of entries and the accounts to filter by', replySchema, [400, 401]),
    }),
  },
  '/admin/activity.csv': {
    get: adminOperation(tag, 'Every entry the filters match, as CSV (an attachment named activity.csv); owners every entry, other accounts their own', {
      parameters,
      responses: {
        200: {
          description: `CSV in UTF-8 with a byte order mark and a header row (${AUDIT_CSV_COLUMNS.join(', ')}); cells a spreadsheet would run as formulas start with '`,
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...errorResponses(400, 401),
      },
    }),
  },
};
