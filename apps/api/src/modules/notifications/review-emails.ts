import type { Transaction } from 'kysely';
import type { ReviewHideReason } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/i18n.js';
import type { Mailer } from '../mail/index.js';
import { tradeWord } from '../../lib/trade-word.js';
import { queueOptional } from './notify.js';
import * as repo from './repository.js';

/** The emails about reviews, each queued in the transaction of the change that causes it. */

type Trx = Transaction<Database>;

/**
 * A job was completed (or a week passed without a review): its client is asked to review the
 * tradesperson hired for it, with a link that opens the review form.
 */
export async function reviewRequested(
  trx: Trx,
  mailer: Mailer,
  { jobId, tradespersonId, reminder }: { jobId: string; tradespersonId: string; reminder: boolean },
) {
  const job = await repo.jobWithClient(trx, jobId);
  const hired = await repo.tradesperson(trx, tradespersonId);
  if (!job || !hired) return;
  const language = job.clientLanguage;
  await queueOptional(
    trx,
    mailer,
    { role: 'client', id: job.clientId, email: job.clientEmail, language, notifications: job.clientNotifications },
    'reviewRequests',
    {
      kind: reminder ? 'reviewReminder' : 'reviewRequest',
      name: job.clientName,
      values: { trade: tradeWord(job.workType, language), city: job.city, business: hired.businessName },
      actionUrl: mailer.link(`/client-dashboard?review=${jobId}`),
    },
  );
}

/** A client reviewed a tradesperson's work: the tradesperson is told, with the way to reply. */
export async function reviewReceived(
  trx: Trx,
  mailer: Mailer,
  review: { jobId: string; tradespersonId: string; rating: number; reviewer: string | null },
) {
  const job = await repo.jobWithClient(trx, review.jobId);
  const person = await repo.tradesperson(trx, review.tradespersonId);
  if (!job || !person) return;
  const language = person.language;
  await queueOptional(trx, mailer, { role: 'tradesperson', ...person }, 'reviews', {
    kind: 'reviewReceived',
    name: person.name,
    values: {
      client: review.reviewer ?? translate(language, 'email.formerClient'),
      trade: tradeWord(job.workType, language),
      city: job.city,
      rating: review.rating,
    },
    actionUrl: mailer.link('/dashboard#reviews'),
  });
}

/** An administrator hid a review: its author is told why (always: it is about their own words). */
export async function reviewHidden(
  trx: Trx,
  mailer: Mailer,
  review: { jobId: string; tradespersonId: string; reason: ReviewHideReason },
) {
  const job = await repo.jobWithClient(trx, review.jobId);
  const person = await repo.tradesperson(trx, review.tradespersonId);
  if (!job || !person) return;
  const language = job.clientLanguage;
  await mailer.queue(trx, {
    kind: 'reviewHidden',
    to: job.clientEmail,
    account: { role: 'client', id: job.clientId },
    language,
    name: job.clientName,
    values: { business: person.businessName, reason: translate(language, `hideReasons.${review.reason}`) },
    actionUrl: mailer.link('/contact'),
  });
}
