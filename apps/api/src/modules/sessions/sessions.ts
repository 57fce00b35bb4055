/**
 * Sessions, in one place: opened at sign-in (modules/accounts), checked on every request
 * (plugins/auth), ended at sign-out, password change, erasure or suspension. Stored by the hash of
 * their token only.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/ids.js';
import * as repo from './repository.js';

type Db = Kysely<Database> | Transaction<Database>;

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

export interface Session {
  role: Role;
  userId: string;
  tokenHash: string;
}

/** A new session's token (a sign-in opens it in the transaction that holds the account's row). */
export async function createSession(db: Db, role: Role, userId: string): Promise<string> {
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
  await repo.insertSession(db, session);
  return token;
}

export const revokeSession = (db: Db, tokenHash: string): Promise<void> => repo.deleteSession(db, tokenHash);

/** Ends every session of one person, except the one given (the caller's own, when it stays). */
export const revokeAllSessions = (db: Db, role: Role, userId: string, exceptTokenHash?: string): Promise<void> =>
  repo.deleteSessionsOf(db, role, userId, exceptTokenHash);

/**
 * 401 unless the session is still open, holding it for the rest of the caller's transaction: a
 * change that took long to arrive (an upload) is refused once its account was signed out, erased or
 * deleted meanwhile, and an erasure that ends the sessions first waits for a change that got in.
 */
export async function requireOpenSession(db: Db, session: Session): Promise<void> {
  if (!(await repo.holdSession(db, session.tokenHash, new Date().toISOString()))) throw new AppError('UNAUTHENTICATED');
}

/** Whether a session row is past its lifetime or its idle limit. */
const ended = (row: { lastSeenAt: string; expiresAt: string }, now: number) =>
  Date.parse(row.expiresAt) <= now || Date.parse(row.lastSeenAt) + SESSION_IDLE_MS <= now;

/**
 * Which of these sessions are still open (signed out, suspended, erased or expired ones are not):
 * for connections that outlive their request (the live stream), checked in batches.
 */
export async function openSessions(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  const open = new Set<string>();
  const now = Date.now();
  for (let from = 0; from < tokenHashes.length; from += 500) {
    for (const row of await repo.sessionsAmong(db, tokenHashes.slice(from, from + 500)))
      if (!ended(row, now)) open.add(row.tokenHash);
  }
  return open;
}

/** The open session of a bearer token (an ended one is deleted); null if there is none. */
export async function sessionOfToken(db: Db, token: string): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const row = await repo.findSession(db, tokenHash);
  if (!row) return null;
  const lastSeen = Date.parse(row.lastSeenAt);
  if (ended(row, now)) {
    await revokeSession(db, tokenHash);
    return null;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) await repo.touchSession(db, tokenHash, new Date(now).toISOString());
  return { role: row.role, userId: row.userId, tokenHash };
}
