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
export const passwordChangeKey = (role: string, userId: string) => `password-change:${role}:${userId}`;

/**
 * Counts this attempt before the password is checked, in one statement per key, so parallel
 * guesses cannot all pass under the limit while each waits for its password check. True when
 * every key is still within its limit (and not locked).
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  keys: [key: string, limit: number][],
  now = Date.now(),
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const windowEnded = new Date(now - WINDOW_MS).toISOString();
  let allowed = true;
  for (const [key, limit] of keys) {
    const row = await db
      .insertInto('loginThrottle')
      .values({ key, failures: 1, windowStart: at, lockedUntil: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('loginThrottle.windowStart', '<=', windowEnded)
            .then(1)
            .else(eb('loginThrottle.failures', '+', 1))
            .end(),
          windowStart: eb
            .case()
            .when('loginThrottle.windowStart', '<=', windowEnded)
            .then(at)
            .else(eb.ref('loginThrottle.windowStart'))
            .end(),
        })),
      )
      .returning(['failures', 'lockedUntil'])
      .executeTakeFirstOrThrow();
    const locked = row.lockedUntil !== null && Date.parse(row.lockedUntil) > now;
    if (locked || row.failures > limit) allowed = false;
  }
  return allowed;
}

/** After a wrong password: a key that has reached its limit is locked for a while. */
export async function lockAtLimit(db: Kysely<Database>, keys: [key: string, limit: number][], now = Date.now()) {
  for (const [key, limit] of keys) {
    await db
      .updateTable('loginThrottle')
      .set({ lockedUntil: new Date(now + LOCK_MS).toISOString() })
      .where('key', '=', key)
      .where('failures', '>=', limit)
      .execute();
  }
}

/** A successful attempt gives back what it reserved against a key it does not clear. */
export async function releaseAttempt(db: Kysely<Database>, key: string) {
  await db
    .updateTable('loginThrottle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}
