/**
 * A tradesperson's withdrawn quotations as GET /api/applied-jobs lists them: the job as anyone who
 * quoted saw it (town and outward code), what the quotation said and when, and when it was
 * withdrawn. The quotation's row is gone (the cap freed a place); its withdrawal keeps this.
 */
import type { Kysely } from 'kysely';
import type { Application } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { penceToPounds } from '../../lib/answers.js';
import { jobBeforeHireOf, publicAddressOf } from './mappers.js';
import { photosForJobs } from './photos/list.js';
import * as quotations from './quotation-repository.js';

export async function withdrawnApplications(
  db: Kysely<Database>,
  person: { id: string; name: string; email: string },
): Promise<Application[]> {
  const rows = await quotations.withdrawnBy(db, person.id);
  const photos = await photosForJobs(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    // The conversation keeps the quotation's id.
    _id: row.quotationId ?? row.conversationId,
    jobId: { ...jobBeforeHireOf(row), address: publicAddressOf(row), photos: photos.of(row.id) },
    quotationText: row.quotationText ?? '',
    price: penceToPounds(row.pricePence),
    status: 'withdrawn',
    outcome: 'withdrawn',
    withdrawnAt: row.withdrawnAt,
    isAccepted: false,
    createdAt: row.quotedAt ?? row.withdrawnAt,
    userId: { name: person.name, email: person.email },
    conversationId: row.conversationId,
  }));
}
