import type { Kysely, Transaction, Insertable } from 'kysely';
import type { Role } from '@tradewise/shared';
import type { Database, SessionTable } from '../../db/schema.js';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Sessions are stored by the hash of their token only. */
export async function insertSession(db: Db, session: Insertable<SessionTable>) {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * The session of a token, kept in memory while the database is unchanged (a sign-out, a password
 * change or any other write reads it again; its expiry is checked against the clock by the caller).
 */
export const findSession = keptWhileUnchanged((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .select(['role', 'userId', 'lastSeenAt', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst(),
);

/** The sessions among these tokens' that still exist (with their times, for the caller's expiry rule). */
export async function sessionsAmong(db: Db, tokenHashes: string[]) {
  if (tokenHashes.length === 0) return [];
  return db
    .selectFrom('sessions')
    .select(['tokenHash', 'lastSeenAt', 'expiresAt'])
    .where('tokenHash', 'in', tokenHashes)
    .execute();
}

export async function touchSession(db: Db, tokenHash: string, lastSeenAt: string) {
  await db.updateTable('sessions').set({ lastSeenAt }).where('tokenHash', '=', tokenHash).execute();
}

/** Touches the session and so holds its row for the caller's transaction; false when it has ended. */
export async function holdSession(db: Db, tokenHash: string, lastSeenAt: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ lastSeenAt })
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

/** Ends every session of one person, except the one given (the caller's own, when it stays). */
export async function deleteSessionsOf(db: Db, role: Role, userId: string, exceptTokenHash?: string) {
  let query = db.deleteFrom('sessions').where('role', '=', role).where('userId', '=', userId);
  if (exceptTokenHash) query = query.where('tokenHash', '!=', exceptTokenHash);
  await query.execute();
}
