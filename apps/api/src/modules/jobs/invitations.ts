import type { Kysely, Transaction } from 'kysely';
import type { Trade } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/messages.js';
import { liveNow } from '../trade-profile/index.js';
import { findTradesperson } from './repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A client asks one tradesperson to quote when posting a job (from their profile). The job is open
 * to everyone in range as usual; the one asked is emailed and finds it first in their list, and may
 * quote on it even if it lies outside the areas they cover.
 */

/**
 * The tradesperson a new job may invite: listed (the one listing rule, trade-profile's liveNow)
 * and of the job's trade. Anyone else, or an id nobody has, is refused, and the job is not posted.
 */
export async function checkInvitee(db: Db, tradespersonId: string, workType: Trade) {
  const person = await findTradesperson(db, tradespersonId);
  if (!person || !(await liveNow(db, tradespersonId))) throw new AppError('INVITEE_UNAVAILABLE');
  if (person.trade !== workType) {
    const message = englishMessage('jobPostForm.inviteTradeMismatch');
    throw new AppError('VALIDATION_FAILED', message, [
      { field: 'workType', code: 'jobPostForm.inviteTradeMismatch', message },
    ]);
  }
}
