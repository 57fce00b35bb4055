import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  MessageAnswer,
  MyReviews,
  OwnReview,
  ReviewBody,
  ReviewPage,
  ReviewReportInput,
  Role,
} from '@tradewise/shared';
import { apiRequest } from './api';

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

/** After a change: every review list, and the profiles whose averages it moved. */
function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['tradesperson'] }),
      queryClient.invalidateQueries({ queryKey: ['directory'] }),
    ]);
}

/** POST /api/jobs/:jobId/review (a new review) or PUT /api/reviews/:id (an edit of one). */
export function useSaveReview() {
  const queryClient = useQueryClient();
  const refresh = useRefreshReviews();
  return useMutation({
    // The client's list shows the saved review at once, before it is reloaded.
    onSuccess: (saved: OwnReview) =>
      queryClient.setQueryData<MyReviews>(myReviewsQuery().queryKey, (mine) =>
        mine
          ? {
              toReview: mine.toReview.filter((item) => item.jobId !== saved.jobId),
              written: [saved, ...mine.written.filter((review) => review._id !== saved._id)],
            }
          : mine,
      ),
    mutationFn: ({ jobId, reviewId, body }: { jobId: string; reviewId?: string; body: ReviewBody }) =>
      reviewId
        ? apiRequest<OwnReview>(`/api/reviews/${encodeURIComponent(reviewId)}`, {
            method: 'PUT',
            body,
            role: 'client',
          })
        : apiRequest<OwnReview>(`/api/jobs/${encodeURIComponent(jobId)}/review`, { body, role: 'client' }),
    onSettled: () => refresh(),
  });
}

/** POST /api/reviews/:id/report, as the role signed in. */
export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, role, body }: { reviewId: string; role: Role; body: ReviewReportInput }) =>
      apiRequest<MessageAnswer>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, { body, role }),
    // A tradesperson's own list says which reviews they reported.
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
