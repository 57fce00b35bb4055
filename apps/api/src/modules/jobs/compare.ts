/**
 * What a client compares quotations by, besides their totals (issue 41): each tradesperson's
 * checked credentials (the badges the directory shows), their public reliability figures (issue
 * 42) and how far their base is from the job.
 */
import type { Kysely } from 'kysely';
import type { CredentialBadge } from '@tradewise/shared';
import type { Database, JobRow } from '../../db/schema.js';
import { distanceMiles } from '../../lib/outcodes.js';
import { badgesOf } from '../trade-profile/index.js';
import { publicReliabilityOf } from '../reliability/index.js';

type Base = { baseLatitude: number | null; baseLongitude: number | null };
type Place = Pick<JobRow, 'latitude' | 'longitude'>;

/** Miles from a base to a job, to one decimal; null when either place is unknown. */
export function milesBetween(base: Base, job: Place): number | null {
  if (base.baseLatitude === null || base.baseLongitude === null || job.latitude === null || job.longitude === null) {
    return null;
  }
  const miles = distanceMiles(
    { latitude: base.baseLatitude, longitude: base.baseLongitude },
    { latitude: job.latitude, longitude: job.longitude },
  );
  return Math.round(miles * 10) / 10;
}

/** The badges and reliability of these tradespeople (a query each) and the distance rule, for a page of quotations. */
export async function compareFactsOf(db: Kysely<Database>, tradespersonIds: string[]) {
  const [badges, reliabilityOf] = await Promise.all([
    tradespersonIds.length > 0 ? badgesOf(db, [...new Set(tradespersonIds)]) : new Map<string, CredentialBadge[]>(),
    publicReliabilityOf(db, tradespersonIds),
  ]);
  return {
    credentialsOf: (id: string): CredentialBadge[] => badges.get(id) ?? [],
    reliabilityOf,
    distance: milesBetween,
  };
}
