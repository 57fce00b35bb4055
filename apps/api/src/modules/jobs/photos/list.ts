import type { Kysely } from 'kysely';
import type { JobPhoto } from '@tradewise/shared';
import type { Database, JobPhotoRow } from '../../../db/schema.js';
import { signedQuery } from './links.js';
import * as repo from './repository.js';

/**
 * A photo as the lists answer it. The addresses are signed links that expire in hours (links.ts):
 * an <img> cannot send the bearer token, so whoever is given the address may load it for a while,
 * and only those who may see the job are given it (the job's client, matching tradespeople, those
 * who quoted, administrators). Every answer signs them afresh. The bytes are served by
 * GET /api/jobs/:jobId/photos/:photoId(/thumbnail).
 */
export function jobPhotoOf(row: JobPhotoRow): JobPhoto {
  const base = `/api/jobs/${row.jobId}/photos/${row.id}`;
  const query = signedQuery(row);
  return {
    _id: row.id,
    url: `${base}?${query}`,
    thumbnailUrl: `${base}/thumbnail?${query}`,
    width: row.width,
    height: row.height,
  };
}

/** The photos of a page of jobs, by job id, each job's in order (one query); a job without any has none. */
export async function photosForJobs(db: Kysely<Database>, jobIds: string[]) {
  const byJob = new Map<string, JobPhoto[]>();
  for (const row of await repo.photosOfJobs(db, jobIds)) {
    const list = byJob.get(row.jobId!) ?? [];
    list.push(jobPhotoOf(row));
    byJob.set(row.jobId!, list);
  }
  return { of: (jobId: string) => byJob.get(jobId) ?? [] };
}
