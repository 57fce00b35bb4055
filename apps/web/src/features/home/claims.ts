import type { TFunction } from 'i18next';
import type { Profile, PublicStats } from '@tradewise/shared';
import { formatCount, formatScore } from '../../components/reviews/format';
import type { Loaded } from './home-api';

/**
 * The site's claims, each backed by a live figure of GET /api/stats: the average of every
 * published review, the clients who had work completed, the clients who gave 4 or 5 stars. A
 * claim shows only while its figure is above zero: never while loading, after an error, or at 0.
 */
export type Claim =
  | { kind: 'rating'; average: number; count: number }
  | { kind: 'clientsServed'; count: number }
  | { kind: 'satisfiedClients'; count: number };

export function liveClaims(stats: PublicStats | undefined): Claim[] {
  if (!stats) return [];
  const claims: Claim[] = [];
  const { average, count } = stats.reviews;
  if (count > 0 && average !== null && average > 0) claims.push({ kind: 'rating', average, count });
  if (stats.clientsServed > 0) claims.push({ kind: 'clientsServed', count: stats.clientsServed });
  if (stats.satisfiedClients > 0) claims.push({ kind: 'satisfiedClients', count: stats.satisfiedClients });
  return claims;
}

/** The hero's one line, "Rated 4.6/5 from 12 reviews", when the reviews back it. */
export function heroClaim(stats: PublicStats | undefined, t: TFunction, language: string | undefined) {
  const rating = liveClaims(stats).find((claim) => claim.kind === 'rating');
  if (!rating) return null;
  return {
    average: rating.average,
    text: t('home.claimRating', {
      count: rating.count,
      average: formatScore(rating.average, language),
      number: formatCount(rating.count, language),
    }),
  };
}

/** A claim of the about section as a figure and the words under it. */
export function claimWords(claim: Claim, t: TFunction, language: string | undefined) {
  const number = formatCount(claim.count, language);
  switch (claim.kind) {
    case 'rating':
      return {
        value: t('home.claimRatingValue', { average: formatScore(claim.average, language) }),
        label: t('home.claimRatingLabel', { count: claim.count, number }),
      };
    case 'clientsServed':
      return {
        value: number,
        label: t('home.claimServedLabel', {
          count: claim.count,
          brand: t('brand.name'),
        }),
      };
    case 'satisfiedClients':
      return {
        value: number,
        label: t('home.claimSatisfiedLabel', { count: claim.count }),
      };
  }
}

/**
 * What the top-rated section shows: the real top-rated tradespeople; the spec's sample profiles
 * only when the figures say no tradesperson is approved at all (an empty marketplace, never while
 * loading or after an error); an honest line when tradespeople exist but none is reviewed yet.
 */
export type TopRatedView = 'real' | 'samples' | 'loading' | 'unrated' | 'unavailable';

export function topRatedView(topRated: Loaded<Profile[]>, stats: Loaded<PublicStats>): TopRatedView {
  if (topRated.data && topRated.data.length > 0) return 'real';
  if (stats.data?.approvedTradespeople === 0) return 'samples';
  if (topRated.isPending || stats.isPending) return 'loading';
  // Answered empty: nobody approved has a published review yet.
  if (topRated.data) return 'unrated';
  return 'unavailable';
}
