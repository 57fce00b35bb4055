import type { Selectable } from 'kysely';
import type { JobRequestTable } from '../../db/schema.js';
import { addressOf } from '../../lib/answers.js';

type JobRequestRow = Selectable<JobRequestTable>;

/** A home-page request as its client sees it: a draft to finish as a job. */
export const draftOf = (row: JobRequestRow) => ({
  _id: row.id,
  tradespersonType: row.trade,
  serviceCompletionTime: row.serviceTime,
  propertyType: row.propertyType,
  address: addressOf(row),
  email: row.email,
  createdAt: row.createdAt,
});

/** A home-page request as the administrator's inbox shows it: with what became of it. */
export const jobRequestOf = (row: JobRequestRow) => ({ ...draftOf(row), status: row.status, jobId: row.jobId });
