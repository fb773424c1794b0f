// /backend/contact-us/email.php (the public contact form, SPEC §7) and
// /backend/contact-us/messages.php (the admin inbox, ours: read, mark read, delete for good) and
// /backend/admin/messages/mark-all-read and its undo, and /backend/admin/messages.csv (ours).
import type { Router } from 'express';
import { ZodError } from 'zod';
import { contactServerMessages } from '../../../common/messages.js';
import { systemClock, writeTime, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { clientAddress } from '../http/client-address.js';
import { networkOfAddress } from '../http/client-network.js';
import { backendRouter } from '../http/backend-router.js';
import { firstIssueText, HttpError, NotFoundError } from '../http/errors.js';
import { anyone } from '../http/route-access.js';
import { requireAdmin } from '../http/require-admin.js';
import { editorOf } from '../http/request-editor.js';
import type pg from 'pg';
import type { ContactLimit } from '../app-deps.js';
import type { MarkAllReadReply, UndoMarkAllReadReply } from '../../../common/api-types.js';
import { answerFormPost, formBody, isFormPost, refusedOutcome } from './contact-form-post.js';
import { createContactThrottle } from './contact-throttle.js';
import { markContactMessagesRead, setContactMessageRead, unmarkContactMessagesReadAt } from './contact.repository.js';
import { contactMessageSchema, inboxQuerySchema, markAllReadSchema, markReadSchema, messageIdSchema, messagesCsvQuerySchema, undoMarkAllReadSchema } from './contact.schema.js';
import { contactInboxPage, deleteContactMessage, messagesCsv, receiveContactMessage } from './contact.service.js';
import { sendCsv } from '../http/csv.js';
import { changesNothingPublic } from '../http/public-effect.js';

export type ContactRouteDeps = {
  config: Config;
  db: Db;
  pool: pg.Pool;
  /** Told when a message is stored, so it is e-mailed at once rather than at the next poll. */
  outbox?: { wake(): void };
  contactLimit?: ContactLimit;
  /** The outbox's clock, which dates a stored message due (main.ts gives both the same one). */
  clock?: Clock;
};

export function contactRoutes(deps: ContactRouteDeps): Router {
  const router = backendRouter();
  const throttle = createContactThrottle(deps.pool, deps.contactLimit);
  const reader = requireAdmin(deps, 'read');
  const writer = requireAdmin(deps, 'write');
  const owner = requireAdmin(deps, 'own');

  router.post('/contact-us/email.php', anyone, changesNothingPublic, ...formBody, async (req, res) => {
    // The form reads only `ok`; errors carry `ok: false` besides the usual `error`. A plain form's
    // post (no JavaScript) is sent back to the page instead (contact-form-post.ts).
    const plainForm = isFormPost(req);
    const parsed = contactMessageSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      if (plainForm) answerFormPost(req, res, refusedOutcome(parsed.error));
      else res.status(400).json({ ok: false, error: firstMessage(parsed.error) });
      return;
    }
    // Counted by network, as sign-in is: an IPv6 sender holds a whole /64 of fresh addresses.
    const waitMs = await throttle.consume(networkOfAddress(clientAddress(req)));
    if (waitMs !== null) {
      res.setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
      if (plainForm) return answerFormPost(req, res, 'limited');
      throw new HttpError(429, contactServerMessages.rateLimited, { ok: false });
    }
    const stored = await receiveContactMessage(deps.db, deps.clock ?? systemClock, parsed.data, clientAddress(req));
    if (stored) deps.outbox?.wake();
    if (plainForm) answerFormPost(req, res, 'sent');
    else res.json({ ok: true });
  });

  router.get('/contact-us/messages.php', reader, async (req, res) => {
    const { page, q, status } = inboxQuerySchema.parse(req.query);
    const inbox = await contactInboxPage(deps.db, page ?? 1, { q, unread: status === 'unread' });
    res.set('Cache-Control', 'no-store').json({ ...inbox, mail_configured: deps.config.smtpUrl !== undefined });
  });

  router.get('/admin/messages.csv', reader, async (req, res) => {
    const { q, status } = messagesCsvQuerySchema.parse(req.query);
    await sendCsv(res, 'messages.csv', messagesCsv(deps.db, { q, unread: status === 'unread' }, deps.config.smtpUrl !== undefined));
  });

  router.post('/contact-us/messages.php', writer, changesNothingPublic, async (req, res) => {
    const { id, read } = markReadSchema.parse(req.body ?? {});
    if (!(await setContactMessageRead(deps.db, id, read))) throw new NotFoundError(contactServerMessages.messageNotFound);
    res.json({ ok: true });
  });

  // Up to the newest message the inbox listed, so one that came in since is not marked unseen. The
  // messages it marks share one read time, which its Undo names.
  router.post('/admin/messages/mark-all-read', writer, changesNothingPublic, async (req, res) => {
    const { through, q } = markAllReadSchema.parse(req.body ?? {});
    const at = writeTime(deps);
    const marked = await markContactMessagesRead(deps.db, through, { q }, at);
    res.json({ ok: true, marked, marked_at: at.toISOString() } satisfies MarkAllReadReply);
  });

  router.post('/admin/messages/mark-all-read/undo', writer, changesNothingPublic, async (req, res) => {
    const { marked_at } = undoMarkAllReadSchema.parse(req.body ?? {});
    const unmarked = await unmarkContactMessagesReadAt(deps.db, new Date(marked_at));
    res.json({ ok: true, unmarked } satisfies UndoMarkAllReadReply);
  });

  // For good, as Delete forever is: an owner's step.
  router.delete('/contact-us/messages.php', owner, changesNothingPublic, async (req, res) => {
    const { id } = messageIdSchema.parse(req.body ?? {});
    if (!(await deleteContactMessage(deps.db, id, editorOf(req), writeTime(deps)))) throw new NotFoundError(contactServerMessages.messageNotFound);
    res.json({ ok: true });
  });

  return router;
}

function firstMessage(error: ZodError): string {
  return firstIssueText(error, contactServerMessages.required);
}
