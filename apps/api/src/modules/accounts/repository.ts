import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../lib/app-error.js';
import { AUDIT_KINDS, type Role } from '@tradewise/shared';
import type { Database, EmailTokenPurpose, NewClient, NewTradesperson } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const TABLES = { client: 'clients', tradesperson: 'tradespeople', admin: 'admins' } as const;

export const findClientByEmail = (db: Db, email: string) =>
  db.selectFrom('clients').selectAll().where('email', '=', email).executeTakeFirst();

export const findTradespersonByEmail = (db: Db, email: string) =>
  db.selectFrom('tradespeople').selectAll().where('email', '=', email).executeTakeFirst();

export const findAdminByEmail = (db: Db, email: string) =>
  db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();

export async function insertClient(db: Db, client: NewClient): Promise<void> {
  await db.insertInto('clients').values(client).execute();
}

export async function insertTradesperson(db: Db, tradesperson: NewTradesperson): Promise<void> {
  await db.insertInto('tradespeople').values(tradesperson).execute();
}

/** Who a session belongs to, in the shape GET /api/me answers; undefined if the account is gone. */
export async function findAccount(db: Db, role: Role, id: string) {
  if (role === 'client') {
    return db
      .selectFrom('clients')
      .select(['id', 'name', 'email', 'emailVerifiedAt', 'language'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  if (role === 'tradesperson') {
    return db
      .selectFrom('tradespeople')
      .select(['id', 'name', 'email', 'status', 'trade', 'businessName', 'emailVerifiedAt', 'language'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  return db
    .selectFrom('admins')
    .select(['id', 'email', 'email as name', 'emailVerifiedAt', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The email a client signed up with (their jobs' drafts and `?email=` checks go by it). */
export async function findClientEmail(db: Db, clientId: string): Promise<string | undefined> {
  const row = await db.selectFrom('clients').select('email').where('id', '=', clientId).executeTakeFirst();
  return row?.email;
}

/**
 * The client's email only once its owner has confirmed it: home-page requests made with an address
 * reach the account that proved it owns that address, not whoever signed up with it.
 */
export async function findVerifiedClientEmail(db: Db, clientId: string): Promise<string | null> {
  const row = await db
    .selectFrom('clients')
    .select(['email', 'emailVerifiedAt'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row.emailVerifiedAt ? row.email : null;
}

export async function findPasswordHash(db: Db, role: Role, id: string): Promise<string | undefined> {
  const row = await db.selectFrom(TABLES[role]).select('passwordHash').where('id', '=', id).executeTakeFirst();
  return row?.passwordHash;
}

export async function setPasswordHash(db: Db, role: Role, id: string, passwordHash: string, now: string) {
  await db.updateTable(TABLES[role]).set({ passwordHash, updatedAt: now }).where('id', '=', id).execute();
}

/**
 * Locks the account row while its password is still `passwordHash`, the one just verified, for the
 * caller's transaction (which then opens the session): a sign-in that checked the old password while
 * it was being changed gets no session. The no-op update locks the row (PostgreSQL waits for a change
 * in progress and then sees the new hash; SQLite runs one writer at a time), so the check and the
 * insert cannot straddle a change. False when the password changed meanwhile.
 */
export async function holdIfPassword(trx: Db, role: Role, userId: string, passwordHash: string): Promise<boolean> {
  const locked = await trx
    .updateTable(TABLES[role])
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .where('passwordHash', '=', passwordHash)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) === 1;
}

// ---- what emails need to know of an account ----

/** Name, email, language and verification of an account, for the emails it is sent. */
export async function findRecipient(db: Db, role: Role, id: string) {
  const base = ['id', 'email', 'language', 'emailVerifiedAt'] as const;
  if (role === 'admin') {
    return db
      .selectFrom('admins')
      .select([...base, 'email as name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  return db
    .selectFrom(TABLES[role])
    .select([...base, 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findIdByEmail(db: Db, role: Role, email: string): Promise<string | undefined> {
  const row = await db.selectFrom(TABLES[role]).select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

/** Marks the email verified, only if the account still has that email. */
export async function markEmailVerified(db: Db, role: Role, id: string, email: string, now: string) {
  const result = await db
    .updateTable(TABLES[role])
    .set({ emailVerifiedAt: now })
    .where('id', '=', id)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- the account page ----

/** A client's or tradesperson's own row, for the account page and the data export. */
export const findOwnAccount = (db: Db, role: 'client' | 'tradesperson', id: string) =>
  role === 'client'
    ? db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst()
    : db.selectFrom('tradespeople').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateOwnAccount(
  db: Db,
  role: 'client' | 'tradesperson',
  id: string,
  changes: Record<string, string | null>,
) {
  await db.updateTable(TABLES[role]).set(changes).where('id', '=', id).execute();
}

/** The address waiting for confirmation (the newest unused, unexpired change-email link). */
export async function findPendingEmail(db: Db, role: Role, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('emailTokens')
    .select('email')
    .where('purpose', '=', 'change-email')
    .where('role', '=', role)
    .where('userId', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date().toISOString())
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Moves the account to its confirmed new address. */
export async function setEmail(db: Db, role: Role, id: string, email: string, now: string) {
  await db
    .updateTable(TABLES[role])
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Ends the account's single-use links (a deleted account's links must not work). */
export async function deleteTokensOf(db: Db, role: Role, id: string) {
  await db.deleteFrom('emailTokens').where('role', '=', role).where('userId', '=', id).execute();
}

/**
 * Ends the account's unused links of these purposes: once a newer step of the same kind succeeded
 * (a reset, a password change, a confirmed address), an older link must not repeat or undo it.
 */
export async function endTokensOf(db: Db, role: Role, id: string, purposes: EmailTokenPurpose[], now: string) {
  await db
    .updateTable('emailTokens')
    .set({ usedAt: now })
    .where('role', '=', role)
    .where('userId', '=', id)
    .where('purpose', 'in', purposes)
    .where('usedAt', 'is', null)
    .execute();
}

/** Records a deletion by the account's owner in the audit log (nothing personal in it). */
export async function auditSelfDeletion(db: Db, role: 'client' | 'tradesperson', id: string, now: string) {
  const kind = `${role}_deleted_own_account` as const;
  await db
    .insertInto('auditLog')
    .values({
      id: `${id}-deleted`,
      adminId: id,
      adminEmail: 'the account owner',
      ...AUDIT_KINDS[kind],
      targetId: id,
      kind,
      fields: '{}',
      createdAt: now,
    })
    .execute();
}
