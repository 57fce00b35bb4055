/**
 * The one listing rule (decision 22): a tradesperson is live - in the directory and their profile,
 * matched to jobs and their alerts, among the top-rated and counted in the home page's figures -
 * while approved AND holding a public liability insurance an administrator checked whose expiry
 * date is still ahead (the UK date). An insurance that expires takes them out until a new one is
 * checked; approval asks for the same insurance (`insuredNow`).
 *
 * Both are expressions over the `tradespeople` table (unaliased) for any query's `where`; the
 * insurance is found through the credentials' primary key, so the test costs one index lookup.
 */
import { expressionBuilder, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { londonDate } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const eb = expressionBuilder<Database, 'tradespeople'>();

/** The tradesperson holds a checked public liability insurance that has not expired on `today`. */
export const insuredOn = (today: string): Expression<SqlBool> =>
  eb.exists(
    eb
      .selectFrom('credentials')
      .select('credentials.tradespersonId')
      .whereRef('credentials.tradespersonId', '=', 'tradespeople.id')
      .where('credentials.kind', '=', 'insurance')
      .where('credentials.checkedAt', 'is not', null)
      .where('credentials.expiresOn', '>', today),
  );

/** Approved and insured today (UK date at `now`): the tradesperson is listed and matched. */
export const isLive = (now = new Date()): Expression<SqlBool> =>
  eb.and([eb('tradespeople.status', '=', 'approved'), insuredOn(londonDate(now))]);

/** Whether this tradesperson is live now. */
export async function liveNow(db: Db, id: string, now = new Date()) {
  const row = await db
    .selectFrom('tradespeople')
    .select('tradespeople.id')
    .where('tradespeople.id', '=', id)
    .where(isLive(now))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether this tradesperson holds a checked insurance that has not expired (approval asks it). */
export async function insuredNow(db: Db, id: string, now = new Date()) {
  const row = await db
    .selectFrom('tradespeople')
    .select('tradespeople.id')
    .where('tradespeople.id', '=', id)
    .where(insuredOn(londonDate(now)))
    .executeTakeFirst();
  return row !== undefined;
}
