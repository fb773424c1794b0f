// The OpenAPI block of sessions.routes.ts.
import { z } from 'zod';
import type { SessionsReply } from '../../../common/accounts.js';
import { adminOnly, errorResponses, jsonResponse, type OpenApiPaths, pathParameter } from '../openapi/openapi-document.js';

const tag = 'Sessions (admin)';

const sessionSchema = z.object({
  id: z.string().describe('A hash of the session id, never the id itself'),
  device: z.string().describe('Browser and system from the user agent, e.g. "Chrome 131 on Linux"'),
  address: z.string().nullable(),
  signed_in_at: z.string().describe('ISO 8601'),
  last_seen_at: z.string().describe('ISO 8601: the last request of the session'),
  current: z.boolean().describe('The session making this request'),
});
const sessionsReply = z.object({ sessions: z.array(sessionSchema) }) satisfies z.ZodType<SessionsReply>;
const messageReply = z.object({ message: z.string() });


export const sessionsOpenApi: OpenApiPaths = {
  '/admin/account/sessions': {
    get: {
      summary: "The live sessions of one's own account, most recently used first",
      tags: [tag],
      ...adminOnly,
      responses: { 200: jsonResponse('The sessions', sessionsReply), ...errorResponses(401, 403) },
    },
  },
  '/admin/account/sessions/{id}': {
    delete: {
      summary: "Ends one of one's own sessions (ending the current one signs out)",
      tags: [tag],
      ...adminOnly,
      parameters: [pathParameter('id', "The session's id from the list")],
      responses: { 200: jsonResponse('Ended', messageReply), ...errorResponses(401, 403, 404) },
    },
  },
  '/admin/account/sessions/end-others': {
    post: {
      summary: "Ends every one of one's own sessions but the current one",
      tags: [tag],
      ...adminOnly,
      responses: { 200: jsonResponse('Ended', messageReply), ...errorResponses(401, 403) },
    },
  },
  '/admin/users/{id}/sessions': {
    get: {
      summary: "An account's live sessions (owners only)",
      tags: [tag],
      ...adminOnly,
      parameters: [pathParameter('id', "The account's id")],
      responses: { 200: jsonResponse('The sessions', sessionsReply), ...errorResponses(401, 403, 404) },
    },
    delete: {
      summary: "Ends every session of an account (owners only; an owner's own current session stays)",
      tags: [tag],
      ...adminOnly,
      parameters: [pathParameter('id', "The account's id")],
      responses: { 200: jsonResponse('Ended', messageReply), ...errorResponses(401, 403, 404) },
    },
  },
};
