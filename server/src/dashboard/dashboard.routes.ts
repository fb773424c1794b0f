// GET /backend/dashboard/overview.php: the admin dashboard's overview (admin only, never cached).
import type { Router } from 'express';
import { z } from 'zod';
import type { AdminOverview } from '../../../common/api-types.js';
import { DRAFTABLE_KINDS, EDITORIAL_KINDS, type DraftableKind, type EditorialKind } from '../../../common/editorial.js';
import type { AppDeps } from '../app-deps.js';
import { backupStatusSchema } from '../backup/backup-status.schema.js';
import { inboxReplySchema } from '../contact/contact.schema.js';
import { backendRouter } from '../http/backend-router.js';
import { adminOfRequest, requireAdmin } from '../http/require-admin.js';
import { adminOperation, jsonReplies, type OpenApiPaths } from '../openapi/openapi-document.js';
import { TRANSLATION_LANGUAGES } from '../site-languages.js';
import { TRANSLATED_KINDS } from '../translations/translation-fields.js';
import { adminOverview } from './dashboard.service.js';

const path = '/dashboard/overview.php';
const contentTypes = z.enum(EDITORIAL_KINDS);
const draftableItem = z.object({ type: z.enum(DRAFTABLE_KINDS), id: z.int(), title: z.string(), at: z.string() });

export const overviewReplySchema = z.object({
  backup: backupStatusSchema,
  counts: z.object({
    ...(Object.fromEntries(EDITORIAL_KINDS.map((kind) => [kind, z.int()])) as Record<EditorialKind, z.ZodInt>),
    messages: z.int(),
    unread_messages: z.int(),
  }),
  editorial: z
    .object({
      drafts: z.int(),
      scheduled: z.int(),
      trash: z.int(),
      by_type: z
        .object(Object.fromEntries(DRAFTABLE_KINDS.map((kind) => [kind, z.object({ drafts: z.int(), scheduled: z.int() })])) as Record<DraftableKind, z.ZodObject<{ drafts: z.ZodInt; scheduled: z.ZodInt }>>)
        .describe('The drafts and scheduled items of each type that has drafts, outside the trash'),
    })
    .describe('Drafts and scheduled items outside the trash, and the items in the trash, of every type'),
  missed_schedules: z
    .array(draftableItem)
    .describe('Drafts the scheduler could not publish at their time and no one has saved since, newest first; `at`: when it found them short'),
  publishing_soon: z
    .array(z.object({ type: z.enum(TRANSLATED_KINDS), id: z.int(), title: z.string(), lang: z.enum(TRANSLATION_LANGUAGES).nullable(), at: z.string() }))
    .describe("The five scheduled items and texts in another language due soonest, soonest first; `lang` names a translation's language (its `title` is the English item's); `at`: when each is due"),
  latest_messages: inboxReplySchema.shape.messages,
  latest_changes: z.array(z.object({ type: contentTypes, id: z.int(), title: z.string(), action: z.enum(['added', 'edited']), at: z.string() })),
  mail_configured: z.boolean().describe('SMTP_URL is set; without it, messages are stored, not e-mailed'),
}) satisfies z.ZodType<AdminOverview>;

export function dashboardRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router {
  const router = backendRouter();
  router.get(path, requireAdmin(deps, 'read'), async (req, res) => {
    const overview = await adminOverview(deps.db, adminOfRequest(req).role, { everyMs: deps.config.backupEveryMs, dir: deps.config.backupDir });
    res.set('Cache-Control', 'no-store').json({ ...overview, mail_configured: deps.config.smtpUrl !== undefined });
  });
  return router;
}

export const dashboardOpenApi: OpenApiPaths = {
  [path]: {
    get: adminOperation('dashboard', 'The admin dashboard: counts per type, the latest contact messages with their delivery state, the items added or edited last, the scheduled items due soonest, the drafts that missed their scheduled time, the last backup or its failure (its file name and error text for owners only)', {
      responses: jsonReplies('The overview', overviewReplySchema, [401]),
    }),
  },
};
