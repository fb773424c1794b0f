// The contact paths in the OpenAPI document, from the schemas that validate them.
import {
  adminOnly,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
  queryParameters,
  type OpenApiPaths,
} from '../openapi/openapi-document.js';
import { contactMessageSchema, contactReplySchema, inboxQuerySchema, inboxReplySchema, markReadSchema } from './contact.schema.js';

export const contactOpenApi: OpenApiPaths = {
  '/contact-us/email.php': {
    post: {
      summary: 'Send a contact message (stored, then e-mailed by the outbox); `website` is a honeypot',
      tags: ['contact'],
      requestBody: jsonRequestBody(contactMessageSchema),
      responses: {
        200: jsonResponse('Stored', contactReplySchema),
        400: jsonResponse('Invalid: `error` names the rule', contactReplySchema),
        429: jsonResponse('Too many messages from this address', contactReplySchema),
        ...errorResponses(403),
      },
    },
  },
  '/contact-us/messages.php': {
    get: {
      summary: 'The admin inbox, newest first, with delivery state',
      tags: ['contact'],
      ...adminOnly,
      parameters: queryParameters(inboxQuerySchema, { page: 'From 1' }),
      responses: { 200: jsonResponse('A page of messages', inboxReplySchema), ...errorResponses(400, 401) },
    },
    post: {
      summary: 'Mark a message read or unread',
      tags: ['contact'],
      ...adminOnly,
      requestBody: jsonRequestBody(markReadSchema),
      responses: { 200: jsonResponse('Marked', contactReplySchema), ...errorResponses(400, 401, 404) },
    },
  },
};
