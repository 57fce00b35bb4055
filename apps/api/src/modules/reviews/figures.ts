import type { Kysely, Transaction } from 'kysely';
import type { RatingSummary, ScoreAverages } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import * as repo from './repository.js';

/** What the published reviews add up to: each tradesperson's ratings, the marketplace's figures, the best rated. */

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const average = (sum: number, count: number): number | null => (count > 0 ? Math.round((sum * 10) / count) / 10 : null);

export interface Ratings {
  rating: RatingSummary;
  scores: ScoreAverages;
  distribution: number[];
}

export const NO_RATINGS: Ratings = {
  rating: { average: null, count: 0 },
  scores: { quality: null, reliability: null, value: null },
  distribution: [0, 0, 0, 0, 0],
};

/** Each tradesperson's rating, score averages and distribution, from their published reviews. */
export async function ratingsOf(db: Db | Trx, tradespersonIds: string[]): Promise<Map<string, Ratings>> {
  const rows = await repo.ratingRows(db, [...new Set(tradespersonIds)]);
  return new Map(
    rows.map((row) => {
      const count = row.reviewCount;
      return [
        row.tradespersonId,
        {
          rating: { average: average(row.ratingSum, count), count },
          scores: {
            quality: average(row.qualitySum, count),
            reliability: average(row.reliabilitySum, count),
            value: average(row.valueSum, count),
          },
          distribution: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
        },
      ];
    }),
  );
}

/** The marketplace's review figures: average and count of published reviews, clients who gave 4 or 5. */
export async function reviewFigures(db: Db) {
  const [{ count, sum }, satisfied] = await Promise.all([repo.totals(db), repo.satisfiedClients(db)]);
  return { reviews: { average: average(sum, count), count }, satisfiedClients: satisfied };
}

/**
 * The top-rated ranking: a Bayesian average where each record starts with five imaginary 3-star
 * reviews (the middle of the scale, not the marketplace's mean: where most reviews are fives, that
 * mean would lift one lucky five above a long record of fours and fives).
 */
const PRIOR = { mean: 3, weight: 5 };
export const ranking = (ratingSum: number, count: number) =>
  (PRIOR.mean * PRIOR.weight + ratingSum) / (PRIOR.weight + count);

/** Sums up a tradesperson's published reviews again, with their ranking (after any change to them). */
export const recountRatings = (trx: Db | Trx, tradespersonId: string) => repo.recount(trx, tradespersonId, ranking);

/** The ids of the best-ranked approved tradespeople. */
export async function bestRated(db: Db, limit: number): Promise<string[]> {
  return (await repo.bestRanked(db, limit)).map((row) => row.id);
}
