import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Application,
  ApplyJobQuoteInput,
  Coverage,
  CoverageTowns,
  JobToQuote,
  MatchingJob,
  MatchingPage,
  QuotationSent,
  QuoteView,
  ReceivedReview,
  ReceivedReviews,
} from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { REVIEWS_KEY as ALL_REVIEWS_KEY } from '../../lib/reviews-api';

export const PAGE_SIZE = 10;
const MATCHING_KEY = ['trades', 'matching-jobs'] as const;
const APPLIED_KEY = ['trades', 'applied-jobs'] as const;
const COVERAGE_KEY = ['trades', 'coverage'] as const;
const TOWNS_KEY = ['trades', 'coverage-towns'] as const;
const QUOTE_KEY = ['trades', 'job-to-quote'] as const;
// Under every review answer's key, so a report made through the shared button refreshes it too.
const REVIEWS_KEY = [...ALL_REVIEWS_KEY, 'received'] as const;
export const REVIEWS_PAGE_SIZE = 10;

/** The orders of the matching jobs: newest first (the default) or nearest first. */
export const MATCHING_SORTS = ['newest', 'distance'] as const;
export type MatchingSort = (typeof MATCHING_SORTS)[number];

/** GET /api/matching-jobs?page=N&limit=10[&sort=distance] */
export const useMatchingJobs = (page: number, sort: MatchingSort, enabled = true) =>
  useQuery({
    queryKey: [...MATCHING_KEY, page, PAGE_SIZE, sort],
    queryFn: ({ signal }) =>
      apiRequest<MatchingPage>(
        `/api/matching-jobs?page=${page}&limit=${PAGE_SIZE}${sort === 'newest' ? '' : `&sort=${sort}`}`,
        { role: 'tradesperson', signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/apply-job/{jobId}: the job, when it can be quoted on now, or the reason it cannot (with
 * the trade's median price). The job the dashboard passed along is shown meanwhile (placeholder),
 * never taken as the answer.
 */
export const useJobToQuote = (jobId: string, shown?: MatchingJob) =>
  useQuery({
    queryKey: [...QUOTE_KEY, jobId],
    queryFn: ({ signal }) =>
      apiRequest<JobToQuote>(`/api/apply-job/${encodeURIComponent(jobId)}`, { role: 'tradesperson', signal }),
    placeholderData: shown?._id === jobId ? { ...shown, tradeMedianPrice: null } : undefined,
  });

/** GET /api/applied-jobs */
export const useAppliedJobs = () =>
  useQuery({
    queryKey: APPLIED_KEY,
    queryFn: ({ signal }) => apiRequest<Application[]>('/api/applied-jobs', { role: 'tradesperson', signal }),
  });

/** GET /api/coverage */
export const useCoverage = (enabled = true) =>
  useQuery({
    queryKey: COVERAGE_KEY,
    queryFn: ({ signal }) => apiRequest<Coverage>('/api/coverage', { role: 'tradesperson', signal }),
    enabled,
  });

/** GET /api/coverage/towns?radiusMiles=N: the base's outward code and the places the radius reaches. */
export const useCoverageTowns = (radiusMiles: number, enabled = true) =>
  useQuery({
    queryKey: [...TOWNS_KEY, radiusMiles],
    queryFn: ({ signal }) =>
      apiRequest<CoverageTowns>(`/api/coverage/towns?radiusMiles=${radiusMiles}`, { role: 'tradesperson', signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** PUT /api/coverage; the matching list then follows the new radius and areas. */
export function useSaveCoverage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { areas: string[]; radiusMiles: number }) =>
      apiRequest<Coverage>('/api/coverage', { method: 'PUT', body, role: 'tradesperson' }),
    onSuccess: (data) => {
      queryClient.setQueryData(COVERAGE_KEY, data);
      return queryClient.invalidateQueries({ queryKey: MATCHING_KEY });
    },
  });
}

/** POST /api/apply-job/{jobId} */
export function useApplyJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyJobQuoteInput) =>
      apiRequest<QuotationSent>(`/api/apply-job/${encodeURIComponent(jobId)}`, { body, role: 'tradesperson' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MATCHING_KEY }),
        queryClient.invalidateQueries({ queryKey: APPLIED_KEY }),
        // Read again when the page is next opened, not under the form that just succeeded.
        queryClient.invalidateQueries({ queryKey: QUOTE_KEY, refetchType: 'none' }),
      ]),
  });
}

/** POST /api/quotations/{id}/withdraw; the lists then show the job without it (and with room). */
/** POST /api/quotations/{id}/renew: an expired itemised quotation stands again, once (issue 41). */
export function useRenewQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId, validityDays }: { quotationId: string; validityDays: number }) =>
      apiRequest<QuoteView>(`/api/quotations/${encodeURIComponent(quotationId)}/renew`, {
        method: 'POST',
        body: { validityDays },
        role: 'tradesperson',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: APPLIED_KEY }),
  });
}

export function useWithdrawQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quotationId: string) =>
      apiRequest<{ message: string }>(`/api/quotations/${encodeURIComponent(quotationId)}/withdraw`, {
        method: 'POST',
        role: 'tradesperson',
      }),
    // Not awaited: the page says it is done and moves the focus before the card leaves the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: APPLIED_KEY });
      void queryClient.invalidateQueries({ queryKey: MATCHING_KEY });
      void queryClient.invalidateQueries({ queryKey: QUOTE_KEY });
    },
  });
}

/** GET /api/reviews/received?page=N&limit=10: the reviews of the signed-in tradesperson, hidden ones too. */
export const useReceivedReviews = (page: number, enabled = true) =>
  useQuery({
    queryKey: [...REVIEWS_KEY, page],
    queryFn: ({ signal }) =>
      apiRequest<ReceivedReviews>(`/api/reviews/received?page=${page}&limit=${REVIEWS_PAGE_SIZE}`, {
        role: 'tradesperson',
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/reviews/{id}/reply: the one public reply. The review is shown with it at once, and the
 * public lists (the profile) are read again.
 */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiRequest<ReceivedReview>(`/api/reviews/${encodeURIComponent(id)}/reply`, {
        body: { text },
        role: 'tradesperson',
      }),
    onSuccess: (review) => {
      queryClient.setQueriesData<ReceivedReviews>({ queryKey: REVIEWS_KEY }, (data) =>
        data ? { ...data, reviews: data.reviews.map((item) => (item._id === review._id ? review : item)) } : data,
      );
      return queryClient.invalidateQueries({
        queryKey: ALL_REVIEWS_KEY,
        predicate: (query) => query.queryKey[1] !== REVIEWS_KEY[1],
      });
    },
  });
}

/** Reads the tradesperson's reviews again (a reply sent from elsewhere, a report recorded). */
export function useRefreshReceivedReviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
}
