/** What goes with a client, a tradesperson or a job when an administrator deletes it. */
import type { Kysely } from 'kysely';
import type { DeletionImpact } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './impact-repository.js';

type Db = Kysely<Database>;
export type Removable = 'clients' | 'tradespeople' | 'jobs';

/** The counts the delete dialog lists; 404 for an unknown record, as the deletion would answer. */
export async function deletionImpact(db: Db, kind: Removable, id: string): Promise<DeletionImpact> {
  if (!(await repo.exists(db, kind, id))) throw new AppError('NOT_FOUND');
  const owner: repo.Owner =
    kind === 'clients' ? { clientId: id } : kind === 'tradespeople' ? { tradespersonId: id } : { jobId: id };
  const [jobs, quotations, reopenedJobs, reviews, openReports] = await Promise.all([
    kind === 'clients' ? repo.countJobsOf(db, id) : 0,
    repo.countQuotations(db, owner),
    kind === 'tradespeople' ? repo.countHiredJobsOf(db, id) : 0,
    repo.countReviews(db, owner),
    repo.countOpenReports(db, owner),
  ]);
  return { jobs, quotations, reopenedJobs, reviews, openReports };
}
