// The rules of the sessions lists: which stored sessions are live, how one is named to a browser
// (never by its id, which is the credential), and ending them with an audit entry.
import { createHash } from 'node:crypto';
import { accountMessages, type SessionSummary } from '../../../common/accounts.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { findAdminById } from '../auth/admin-users.repository.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../http/errors.js';
import { deviceNameOf } from './device-name.js';
import { deleteSessionOfAdmin, deleteSessionsOfAdminExcept, listUnexpiredSessionsOfAdmin, type StoredSession } from './sessions.repository.js';

export type SessionsContext = {
  db: Db;
  config: Pick<Config, 'sessionIdleMs' | 'sessionMaxAgeMs'>;
  now: Date;
  /** The session making the request. */
  currentSid: string;
};

/** Who ends sessions, for the audit entry. */
export type SessionsActor = NonNullable<AuditActor> & { id: number };

/** A session's public id: a hash of its id, so a list of sessions hands out no credential. */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url').slice(0, 22);
}

/** The live sessions of an account, most recently used first. */
export async function listSessionsOfAccount(context: SessionsContext, adminId: number): Promise<SessionSummary[]> {
  return (await liveSessionsOf(context, adminId)).map((stored) => summaryOf(context, stored));
}

/** The live sessions of another account (an owner's view); 404 when there is no such account. */
export async function listSessionsOfUser(context: SessionsContext, userId: number): Promise<SessionSummary[]> {
  await existingAccount(context.db, userId);
  return listSessionsOfAccount(context, userId);
}

/**
 * Ends one of the actor's own sessions by its public id; 404 unless it is one of theirs and live.
 * Returns whether it was the session making the request (the caller then forgets it too).
 */
export async function endOwnSession(context: SessionsContext, actor: SessionsActor, publicId: string): Promise<{ endedCurrent: boolean }> {
  const target = (await liveSessionsOf(context, actor.id)).find((stored) => publicSessionId(stored.sid) === publicId);
  if (!target) throw new NotFoundError(accountMessages.sessionNotFound);
  await context.db.transaction().execute(async (tx) => {
    if (!(await deleteSessionOfAdmin(tx, actor.id, target.sid))) throw new NotFoundError(accountMessages.sessionNotFound);
    await recordEnded(tx, context, actor, { id: actor.id, name: actor.name });
  });
  return { endedCurrent: target.sid === context.currentSid };
}

/** Ends every session of the actor but the one making the request. */
export async function endOtherOwnSessions(context: SessionsContext, actor: SessionsActor): Promise<void> {
  await context.db.transaction().execute(async (tx) => {
    await deleteSessionsOfAdminExcept(tx, actor.id, context.currentSid);
    await recordEnded(tx, context, actor, { id: actor.id, name: actor.name });
  });
}

/**
 * Ends every session of an account (an owner's action); 404 when there is no such account. The
 * session making the request is kept even when the owner names their own account: their own
 * sessions screen is where they sign themselves out.
 */
export async function endSessionsOfUser(context: SessionsContext, actor: SessionsActor, userId: number): Promise<void> {
  const account = await existingAccount(context.db, userId);
  await context.db.transaction().execute(async (tx) => {
    await deleteSessionsOfAdminExcept(tx, userId, context.currentSid);
    await recordEnded(tx, context, actor, { id: account.id, name: account.username });
  });
}

async function existingAccount(db: Db, id: number): Promise<{ id: number; username: string }> {
  const account = await findAdminById(db, id);
  if (!account) throw new NotFoundError(accountMessages.userNotFound);
  return account;
}

/** Stored sessions still alive: within the idle expiry (the query) and the absolute lifetime from sign-in. */
async function liveSessionsOf(context: SessionsContext, adminId: number): Promise<StoredSession[]> {
  const oldestLogin = context.now.getTime() - context.config.sessionMaxAgeMs;
  const stored = await listUnexpiredSessionsOfAdmin(context.db, adminId, context.now);
  return stored.filter((session) => session.loginAt !== null && session.loginAt >= oldestLogin);
}

function summaryOf(context: SessionsContext, stored: StoredSession): SessionSummary {
  return {
    id: publicSessionId(stored.sid),
    device: deviceNameOf(stored.userAgent),
    address: stored.address || null,
    signed_in_at: new Date(stored.loginAt!).toISOString(),
    // Every request pushes the idle expiry forward (rolling sessions), so it dates the last one.
    last_seen_at: new Date(stored.expire.getTime() - context.config.sessionIdleMs).toISOString(),
    current: stored.sid === context.currentSid,
  };
}

function recordEnded(db: Db, context: SessionsContext, actor: SessionsActor, account: { id: number; name: string }): Promise<void> {
  return recordAudit(db, { action: 'sessions_ended', actor, at: context.now, item: { kind: 'users', id: account.id, title: account.name } });
}
