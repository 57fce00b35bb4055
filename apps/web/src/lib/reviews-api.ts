import { queryOptions, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import type { MyReviews, ReviewPage } from '@tradewise/shared';
import { apiRequest } from './api';

// What changes reviews (writing one, reporting one) is in review-mutations.ts: the pages that only
// read them (a profile) do not download TanStack Query's mutation code.

/** Every cached answer about reviews starts with this key: a change refreshes them all. */
export const REVIEWS_KEY = ['reviews'] as const;

export const PUBLIC_REVIEWS_PAGE_SIZE = 10;

export const publicReviewsKey = (tradespersonId: string): QueryKey => [...REVIEWS_KEY, 'public', tradespersonId];
export const publicReviewsPath = (tradespersonId: string, page: number) =>
  `/api/tradespeople/${encodeURIComponent(tradespersonId)}/reviews?page=${page}&limit=${PUBLIC_REVIEWS_PAGE_SIZE}`;

/**
 * GET /api/tradespeople/:id/reviews: a tradesperson's reviews, newest first, ten a page; "Show
 * more" adds the next page under those already read.
 */
export function usePublicReviews(tradespersonId: string) {
  return useInfiniteQuery({
    queryKey: publicReviewsKey(tradespersonId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReviewPage>(publicReviewsPath(tradespersonId, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.reviews.length, 0);
      // A short page is the last, whatever the total said when the first was read.
      return loaded < last.total && last.reviews.length === PUBLIC_REVIEWS_PAGE_SIZE ? pages.length + 1 : undefined;
    },
    staleTime: 30_000,
  });
}

/** GET /api/reviews/mine: the client's completed jobs still to review, and the reviews written. */
export const myReviewsQuery = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'mine'],
    queryFn: ({ signal }) => apiRequest<MyReviews>('/api/reviews/mine', { role: 'client', signal }),
  });
export const useMyReviews = () => useQuery(myReviewsQuery());
