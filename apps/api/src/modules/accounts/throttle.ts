import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Failed sign-ins are counted per account (the email typed, whether or not it exists, so the limit
 * reveals nothing) and per address. Counts live in the database so every app instance shares them.
 */
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 50;

export const accountKey = (role: string, email: string) => `account:${role}:${email}`;
export const addressKey = (ip: string) => `address:${ip}`;

export async function isLocked(db: Kysely<Database>, keys: string[], now = Date.now()): Promise<boolean> {
  const rows = await db.selectFrom('loginThrottle').select('lockedUntil').where('key', 'in', keys).execute();
  return rows.some((row) => row.lockedUntil !== null && Date.parse(row.lockedUntil) > now);
}

export async function recordFailure(db: Kysely<Database>, key: string, limit: number, now = Date.now()) {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('loginThrottle').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = !row || Date.parse(row.windowStart) + WINDOW_MS <= now;
    const failures = fresh ? 1 : row.failures + 1;
    const values = {
      failures,
      windowStart: fresh ? new Date(now).toISOString() : row.windowStart,
      lockedUntil: failures >= limit ? new Date(now + LOCK_MS).toISOString() : null,
    };
    await trx
      .insertInto('loginThrottle')
      .values({ key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  });
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}
