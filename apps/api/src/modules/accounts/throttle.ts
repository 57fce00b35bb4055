import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Failed sign-ins are counted per account and address pair (the email typed, whether or not it
 * exists, so the limit reveals nothing, from one client address) and per address. Counting the
 * account alone let anyone lock its owner out with five guesses (issue 38): a tradesperson's email
 * is public. Counts live in the database so every app instance shares them.
 */
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 50;

const accountPrefix = (role: string, email: string) => `account:${role}:${email} from `;
export const accountKey = (role: string, email: string, ip: string) => `${accountPrefix(role, email)}${ip}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const passwordChangeKey = (role: string, userId: string) => `password-change:${role}:${userId}`;
/** Email changes (each mails a link to an address the asker chose) per account and per new address. */
export const EMAIL_CHANGE_LIMIT = 3;
export const emailChangeKeys = (role: string, userId: string, email: string): [string, number][] => [
  [`email-change:${role}:${userId}`, EMAIL_CHANGE_LIMIT],
  [`email-change-to:${email}`, EMAIL_CHANGE_LIMIT],
];

/**
 * Counts this attempt before the password is checked, in one statement per key, so parallel
 * guesses cannot all pass under the limit while each waits for its password check. True when
 * every key is still within its limit (and not locked). Every write here is one commit for all
 * the keys: on SQLite each commit waits for the disk, on the event loop.
 */
export function reserveAttempt(
  db: Kysely<Database>,
  keys: [key: string, limit: number][],
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute((trx) => reserveEach(trx, keys, now));
}

async function reserveEach(db: Kysely<Database>, keys: [key: string, limit: number][], now: number) {
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
  await db.transaction().execute(async (trx) => {
    for (const [key, limit] of keys) {
      await trx
        .updateTable('loginThrottle')
        .set({ lockedUntil: new Date(now + LOCK_MS).toISOString() })
        .where('key', '=', key)
        .where('failures', '>=', limit)
        .execute();
    }
  });
}

/**
 * After a right password: the account's failures are forgotten, and the address gets back what
 * this attempt reserved against it (its other failures still count).
 */
export async function acceptAttempt(db: Kysely<Database>, accountKey: string, addressKey: string) {
  await db.transaction().execute(async (trx) => {
    await clearFailures(trx, accountKey);
    await trx
      .updateTable('loginThrottle')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('key', '=', addressKey)
      .where('failures', '>', 0)
      .execute();
  });
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/** Forgets the account's failures from every address (its owner proved they read its email). */
export async function clearAccountFailures(db: Kysely<Database>, role: string, email: string): Promise<void> {
  const prefix = accountPrefix(role, email);
  await db
    .deleteFrom('loginThrottle')
    .where(sql<string>`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix)
    .execute();
}
