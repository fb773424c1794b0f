// The contact form's payload (SPEC §5 contact rules) and the inbox requests, validated at the edge.
import { z } from 'zod';
import { contactServerMessages, validationMessages } from '../../../common/messages.js';
import { mobileNumberOf } from '../../../common/mobile-number.js';
import { RECORD_ID_MAX } from '../../../common/record-id.js';
import { idSchema, listSearchSchema, pageParamSchema } from '../http/request-schemas.js';

const required = (max: number, tooLong: string) =>
  z
    .string({ error: contactServerMessages.required })
    .trim()
    .min(1, contactServerMessages.required)
    .max(max, tooLong);

export const contactMessageSchema = z.object({
  name: required(100, contactServerMessages.nameTooLong),
  mobile: z
    .string({ error: contactServerMessages.required })
    .trim()
    .min(1, contactServerMessages.required)
    // The number, however it is written ("+91 98765 43210"): its ten digits are what is stored.
    .transform((text, ctx) => {
      const digits = mobileNumberOf(text);
      if (digits === null) ctx.addIssue({ code: 'custom', message: validationMessages.mobileDigits });
      return digits ?? z.NEVER;
    }),
  notes: required(5000, contactServerMessages.notesTooLong),
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const inboxQuerySchema = z.object({
  page: pageParamSchema.optional(),
  q: listSearchSchema,
  // Blank is every message, as a list's blank state filter is.
  status: z
    .enum(['unread', ''], { error: contactServerMessages.inboxStatusInvalid })
    .optional()
    .transform((status) => status || undefined),
});

/** The inbox's download: every message its search and filter keep, on every page. */
export const messagesCsvQuerySchema = inboxQuerySchema.omit({ page: true });

/** The download's header row. */
export const MESSAGES_CSV_COLUMNS = ['Received (IST)', 'Name', 'Mobile', 'Message', 'Read', 'E-mail'] as const;

/** A message named by its id, as every other admin write names an item (and in the same words when it is not one). */
export const messageIdSchema = z.object({ id: idSchema });

export const markReadSchema = messageIdSchema.extend({ read: z.boolean({ error: 'read must be true or false' }) });

/** "Mark all as read": every unread message a search keeps (blank: the whole inbox), up to the newest the inbox listed. */
export const markAllReadSchema = z.object({
  through: z
    .int({ error: contactServerMessages.throughInvalid })
    .min(1, { error: contactServerMessages.throughInvalid })
    .max(RECORD_ID_MAX, { error: contactServerMessages.throughInvalid }),
  q: listSearchSchema,
});

export const markAllReadReplySchema = z.object({
  ok: z.literal(true),
  marked: z.number().int().describe('How many messages were unread and are now marked read'),
  marked_at: z.string().describe('When they were marked (ISO 8601): what Undo names'),
});

/** Undo of one "Mark all as read": the moment it answered, which every message it marked carries as its read time. */
export const undoMarkAllReadSchema = z.object({
  marked_at: z.iso.datetime({ offset: true, error: contactServerMessages.markedAtInvalid }),
});

export const undoMarkAllReadReplySchema = z.object({
  ok: z.literal(true),
  unmarked: z.number().int().describe('How many of the messages it marked were still marked read, and are unread again'),
});

export const contactReplySchema = z.object({ ok: z.boolean(), error: z.string().optional() });

export const inboxReplySchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      mobile: z.string(),
      notes: z.string(),
      created_at: z.string(),
      read: z.boolean(),
      delivery_status: z.enum(['queued', 'sent', 'failed']),
      delivery_attempts: z.number().int(),
      last_error: z.string().nullable(),
      sent_at: z.string().nullable(),
    }),
  ),
  total_pages: z.number().int(),
  unread: z.number().int().describe('How many messages are not marked read, on every page'),
  newest_id: z.number().int().nullable().describe('The newest message of the whole inbox (null when it is empty): what "Mark all as read" marks up to'),
  mail_configured: z.boolean().describe('SMTP_URL is set; without it, messages are written to files on the server, not e-mailed'),
});
