// The OpenAPI block of sessions.routes.ts.
import { z } from 'zod';
import type { SessionsReply } from '../../../common/accounts.js';
import { adminOperation, jsonReplies, pathParameter, type OpenApiPaths } from '../openapi/openapi-document.js';

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
    get: adminOperation(tag, "The live sessions of one's own account, most recently used first", {
      responses: jsonReplies('The sessions', sessionsReply, [401, 403]),
    }),
  },
  '/admin/account/sessions/{id}': {
    delete: adminOperation(tag, "Ends one of one's own sessions (ending the current one signs out)", {
      parameters: [pathParameter('id', "The session's id from the list")],
      responses: jsonReplies('Ended', messageReply, [401, 403, 404]),
    }),
  },
  '/admin/account/sessions/end-others': {
    post: adminOperation(tag, "Ends every one of one's own sessions but the current one", {
      responses: jsonReplies('Ended', messageReply, [401, 403]),
    }),
  },
  '/admin/users/{id}/sessions': {
    get: adminOperation(tag, "An account's live sessions (owners only)", {
      parameters: [pathParameter('id', "The account's id")],
      responses: jsonReplies('The sessions', sessionsReply, [401, 403, 404]),
    }),
    delete: adminOperation(tag, "Ends every session of an account (owners only; an owner's own current session stays)", {
      parameters: [pathParameter('id', "The account's id")],
      responses: jsonReplies('Ended', messageReply, [401, 403, 404]),
    }),
  },
};
