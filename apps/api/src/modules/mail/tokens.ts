import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@tradewise/shared';
import type { Database, EmailTokenPurpose } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/ids.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores a new single-use link token (its hash only) and returns the token for the email. */
export async function issueToken(
  db: Db,
  purpose: EmailTokenPurpose,
  account: { role: Role; userId: string; email: string },
  validForMs: number,
  topic: string | null = null,
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('emailTokens')
    .values({
      tokenHash: hashToken(token),
      purpose,
      ...account,
      expiresAt: new Date(now + validForMs).toISOString(),
      usedAt: null,
      topic,
      createdAt: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/** The unused, unexpired token of that purpose, without using it (to check a request first). */
export const peekToken = (db: Db, purpose: EmailTokenPurpose, token: string) =>
  db
    .selectFrom('emailTokens')
    .selectAll()
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();

/** The token of that purpose whether or not it was used or has expired (to explain a refusal). */
export const findAnyToken = (db: Db, purpose: EmailTokenPurpose, token: string) =>
  db
    .selectFrom('emailTokens')
    .select(['role', 'userId', 'email'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();

/** Uses the token, once: of several requests racing with the same link, one gets the row. */
export const useToken = (db: Db, purpose: EmailTokenPurpose, token: string) =>
  db
    .updateTable('emailTokens')
    .set({ usedAt: new Date().toISOString() })
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date().toISOString())
    .returningAll()
    .executeTakeFirst();
