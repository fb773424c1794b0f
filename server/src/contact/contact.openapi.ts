// The contact paths in the OpenAPI document, from the schemas that validate them.
import { sameShapeReplies, adminOperation, errorResponses, jsonReplies, jsonRequestBody, operation, queryParameters, type OpenApiPaths } from '../openapi/openapi-document.js';
import {
  contactMessageSchema,
  contactReplySchema,
  inboxQuerySchema,
  inboxReplySchema,
  markAllReadReplySchema,
  markAllReadSchema,
  markReadSchema,
  MESSAGES_CSV_COLUMNS,
  messageIdSchema,
  messagesCsvQuerySchema,
  undoMarkAllReadReplySchema,
  undoMarkAllReadSchema,
} from './contact.schema.js';

export const contactOpenApi: OpenApiPaths = {
  '/contact-us/email.php': {
    post: operation(
      'contact',
      {
        summary: 'Send a contact message (stored, then e-mailed by the outbox); `website` is a honeypot',
        description:
          'Sent as the form itself (application/x-www-form-urlencoded, a browser without JavaScript), the same fields are answered with a 303 to Home in the language of the Referer, `?contact=sent|required|mobile|limited|failed#contact-us-section`.',
      },
      {
        requestBody: formOrJson(jsonRequestBody(contactMessageSchema)),
        responses: {
          ...sameShapeReplies(contactReplySchema, { 200: 'Stored', 400: 'Invalid: `error` names the rule', 429: 'Too many messages from this address' }, [403]),
          303: { description: 'A plain form: back to the contact section, its outcome in the address' },
        },
      },
    ),
  },
  '/contact-us/messages.php': {
    get: adminOperation('contact', 'The admin inbox, newest first, with delivery state', {
      parameters: queryParameters(inboxQuerySchema, {
        page: 'From 1',
        q: 'Only messages whose name or text contains this text, ignoring case, or whose mobile contains its digits',
        status: '`unread`: only the messages not marked read; blank or absent: every message',
      }),
      responses: jsonReplies('A page of messages', inboxReplySchema, [400, 401]),
    }),
    post: adminOperation('contact', 'Mark a message read or unread', {
      requestBody: jsonRequestBody(markReadSchema),
      responses: jsonReplies('Marked', contactReplySchema, [400, 401, 404]),
    }),
    delete: adminOperation('contact', 'Delete a message for good (owners): spam, or a sender who asked for it to be erased; the Activity log records it by number', {
      requestBody: jsonRequestBody(messageIdSchema),
      responses: jsonReplies('Deleted', contactReplySchema, [400, 401, 403, 404]),
    }),
  },
  '/admin/messages.csv': {
    get: adminOperation('contact', 'Every message the search and filter keep, newest first, as CSV (an attachment named messages.csv)', {
      parameters: queryParameters(messagesCsvQuerySchema, {
        q: 'As the inbox: only messages whose name or text contains this text, or whose mobile contains its digits',
        status: '`unread`: only the messages not marked read; blank or absent: every message',
      }),
      responses: {
        200: {
          description: `CSV in UTF-8 with a byte order mark and a header row (${MESSAGES_CSV_COLUMNS.join(', ')}); cells a spreadsheet would run as formulas start with '`,
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...errorResponses(400, 401),
      },
    }),
  },
  '/admin/messages/mark-all-read': {
    post: adminOperation(
      'contact',
      'Mark read every unread message up to `through` (the inbox reply\'s `newest_id`), only those `q` finds when it is given; a message that came in later stays unread',
      {
        requestBody: jsonRequestBody(markAllReadSchema),
        responses: jsonReplies('Marked', markAllReadReplySchema, [400, 401, 403]),
      },
    ),
  },
  '/admin/messages/mark-all-read/undo': {
    post: adminOperation(
      'contact',
      'Mark unread again the messages one "Mark all as read" marked (`marked_at`, from its reply); one marked unread and read again since stays read',
      {
        requestBody: jsonRequestBody(undoMarkAllReadSchema),
        responses: jsonReplies('Unmarked', undoMarkAllReadReplySchema, [400, 401, 403]),
      },
    ),
  },
};

/** The JSON body, also accepted as a plain form's fields. */
function formOrJson(json: ReturnType<typeof jsonRequestBody>): ReturnType<typeof jsonRequestBody> {
  const content = json.content as Record<string, unknown>;
  return { ...json, content: { ...content, 'application/x-www-form-urlencoded': content['application/json'] } };
}
