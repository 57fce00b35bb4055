import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Role } from '@tradewise/shared';
import type { Database } from '../db/schema.js';
import type {} from './db.js';
import { AppError } from '../lib/app-error.js';
import { hashToken, newToken } from '../lib/ids.js';
import * as sessions from '../modules/accounts/index.js';

/** A session ends 7 days after sign-in, or after 24 hours without use, whichever comes first. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface Session {
  role: Role;
  userId: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: 401 without a valid session, 403 when its role is not one of `roles`. It runs
     * before the body is parsed or validated, so a caller without access learns nothing else.
     */
    requireRole: (...roles: Role[]) => onRequestAsyncHookHandler;
  }
}

/**
 * A new session's token. With `verifiedPasswordHash` (a sign-in), the session is only opened if the
 * account's password is still that one, and null is returned otherwise (it changed meanwhile).
 */
export async function createSession(db: Kysely<Database>, role: Role, userId: string): Promise<string>;
export async function createSession(
  db: Kysely<Database>,
  role: Role,
  userId: string,
  verifiedPasswordHash: string,
): Promise<string | null>;
export async function createSession(
  db: Kysely<Database>,
  role: Role,
  userId: string,
  verifiedPasswordHash?: string,
): Promise<string | null> {
  const token = newToken();
  const now = Date.now();
  const session = {
    tokenHash: hashToken(token),
    role,
    userId,
    createdAt: new Date(now).toISOString(),
    lastSeenAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_LIFETIME_MS).toISOString(),
  };
  if (verifiedPasswordHash === undefined) {
    await sessions.insertSession(db, session);
    return token;
  }
  return (await sessions.insertSessionIfPassword(db, session, verifiedPasswordHash)) ? token : null;
}

export const revokeSession = (db: Kysely<Database>, tokenHash: string): Promise<void> =>
  sessions.deleteSession(db, tokenHash);

export const revokeAllSessions = (db: Kysely<Database>, role: Role, userId: string): Promise<void> =>
  sessions.deleteSessionsOf(db, role, userId);

/**
 * 401 unless the session is still open, holding it for the rest of the caller's transaction: a
 * change that took long to arrive (an upload) is refused once its account was signed out, erased or
 * deleted meanwhile, and an erasure that ends the sessions first waits for a change that got in.
 */
export async function requireOpenSession(db: Kysely<Database>, session: Session): Promise<void> {
  if (!(await sessions.holdSession(db, session.tokenHash, new Date().toISOString())))
    throw new AppError('UNAUTHENTICATED');
}

/** Whether a session row is past its lifetime or its idle limit. */
const ended = (row: { lastSeenAt: string; expiresAt: string }, now: number) =>
  Date.parse(row.expiresAt) <= now || Date.parse(row.lastSeenAt) + SESSION_IDLE_MS <= now;

/**
 * Which of these sessions are still open (signed out, suspended, erased or expired ones are not):
 * for connections that outlive their request (the live stream), checked in batches.
 */
export async function openSessions(db: Kysely<Database>, tokenHashes: string[]): Promise<Set<string>> {
  const open = new Set<string>();
  const now = Date.now();
  for (let from = 0; from < tokenHashes.length; from += 500) {
    for (const row of await sessions.sessionsAmong(db, tokenHashes.slice(from, from + 500)))
      if (!ended(row, now)) open.add(row.tokenHash);
  }
  return open;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

async function findSession(db: Kysely<Database>, token: string): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const row = await sessions.findSession(db, tokenHash);
  if (!row) return null;
  const lastSeen = Date.parse(row.lastSeenAt);
  if (ended(row, now)) {
    await revokeSession(db, tokenHash);
    return null;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) await sessions.touchSession(db, tokenHash, new Date(now).toISOString());
  return { role: row.role, userId: row.userId, tokenHash };
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.decorate('requireRole', (...roles: Role[]) => {
      return async (request: FastifyRequest) => {
        const token = bearerToken(request);
        const session = token ? await findSession(app.db, token) : null;
        if (!session) {
          request.log.info({ route: request.routeOptions.url }, 'access refused: no valid session');
          throw new AppError('UNAUTHENTICATED');
        }
        if (roles.length > 0 && !roles.includes(session.role)) {
          request.log.info({ route: request.routeOptions.url, role: session.role }, 'access refused: wrong role');
          throw new AppError('FORBIDDEN');
        }
        request.session = session;
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
