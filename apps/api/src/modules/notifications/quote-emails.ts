import type { Transaction } from 'kysely';
import { dateFormat } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mail/index.js';
import { tradeWord } from '../../lib/trade-word.js';
import { queueOptional } from './notify.js';
import * as repo from './repository.js';

/**
 * A client: a quotation they have not answered stands only until `validUntil` (issue 41). Sent
 * with their quotation notifications (they may turn those off), in their language.
 */
export async function quoteExpiring(
  trx: Transaction<Database>,
  mailer: Mailer,
  { jobId, quotationId, validUntil }: { jobId: string; quotationId: string; validUntil: string },
) {
  const job = await repo.jobWithClient(trx, jobId);
  const quotation = (await repo.quotersOf(trx, jobId)).find((q) => q.quotationId === quotationId);
  if (!job || !quotation) return;
  const language = job.clientLanguage;
  const date = dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${validUntil}T00:00:00Z`));
  await queueOptional(
    trx,
    mailer,
    { role: 'client', id: job.clientId, email: job.clientEmail, language, notifications: job.clientNotifications },
    'quotations',
    {
      kind: 'quoteExpiring',
      name: job.clientName,
      values: {
        trade: tradeWord(job.workType, language),
        business: quotation.businessName,
        city: job.city,
        date,
      },
      actionUrl: mailer.link('/client-dashboard'),
    },
  );
}
