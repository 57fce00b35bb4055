import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, MyReviews, OwnReview, ReviewBody, ReviewReportInput, Role } from '@tradewise/shared';
import { apiRequest } from './api';
import { REVIEWS_KEY, myReviewsQuery } from './reviews-api';

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
