import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  ClientJob,
  ClientJobCounts,
  EditJobInput,
  JobDraft,
  JobStatus,
  MessageAnswer,
  PostJob,
  Profile,
} from '@tradewise/shared';
import { apiPage, apiRequest } from '../../lib/api';
import { REVIEWS_KEY } from '../../lib/reviews-api';

export const JOBS_KEY = ['client', 'jobs'] as const;
const DRAFTS_KEY = ['client', 'job-drafts'] as const;

/** A page of the client's jobs on the dashboard; "Show more" adds the next. */
export const JOBS_PAGE_SIZE = 10;

/**
 * GET /api/jobs?email=&status=&page=&limit=10 : the signed-in client's jobs (the server refuses
 * another email), all or one status, newest first, ten a page with the total (X-Total-Count).
 */
export function useClientJobs(email: string | null, status?: JobStatus) {
  return useInfiniteQuery({
    queryKey: [...JOBS_KEY, email ?? '', status ?? 'all'] as QueryKey,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ page: String(pageParam), limit: String(JOBS_PAGE_SIZE) });
      if (email) query.set('email', email);
      if (status) query.set('status', status);
      return apiPage<ClientJob>(`/api/jobs?${query}`, { role: 'client', signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      // A short page is the last, whatever the total said when the first was read.
      return last.total !== null && loaded < last.total && last.items.length === JOBS_PAGE_SIZE
        ? pages.length + 1
        : undefined;
    },
  });
}

/** GET /api/jobs/counts: how many of the client's jobs are in each status. */
export const useClientJobCounts = () =>
  useQuery({
    queryKey: [...JOBS_KEY, 'counts'],
    queryFn: ({ signal }) => apiRequest<ClientJobCounts>('/api/jobs/counts', { role: 'client', signal }),
  });

/** GET /api/job-requests/mine */
export const jobDraftsQuery = () =>
  queryOptions({
    queryKey: DRAFTS_KEY,
    queryFn: ({ signal }) => apiRequest<JobDraft[]>('/api/job-requests/mine', { role: 'client', signal }),
  });
export const useJobDrafts = (enabled = true) => useQuery({ ...jobDraftsQuery(), enabled });

/** Everything that changes a job or a draft invalidates both lists, and the jobs to review. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
      queryClient.invalidateQueries({ queryKey: DRAFTS_KEY }),
      queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
    ]);
}

/** POST /api/post-job */
export function usePostJob() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: PostJob) => apiRequest<ClientJob>('/api/post-job', { body, role: 'client' }),
    onSuccess: () => void refresh(),
  });
}

/** POST /api/accept-quotation/{jobId}/{quotationId} (no body); the jobs are then reloaded. */
export function useAcceptQuotation() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ jobId, quotationId }: { jobId: string; quotationId: string }) =>
      apiRequest<MessageAnswer>(`/api/accept-quotation/${jobId}/${quotationId}`, { method: 'POST', role: 'client' }),
    onSettled: () => refresh(),
  });
}

export type JobAction = 'complete' | 'cancel';

/** POST /api/jobs/{id}/complete and /cancel */
export function useJobAction() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ jobId, action }: { jobId: string; action: JobAction }) =>
      apiRequest<MessageAnswer>(`/api/jobs/${jobId}/${action}`, { method: 'POST', role: 'client' }),
    onSettled: () => refresh(),
  });
}

/** PATCH /api/jobs/{id}: a new description, while nobody has quoted. */
export function useEditJobDescription() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: EditJobInput }) =>
      apiRequest<ClientJob>(`/api/jobs/${jobId}`, { method: 'PATCH', body, role: 'client' }),
    onSettled: () => refresh(),
  });
}

/** POST /api/job-requests/{id}/dismiss */
export function useDismissDraft() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MessageAnswer>(`/api/job-requests/${id}/dismiss`, { method: 'POST', role: 'client' }),
    onSettled: () => refresh(),
  });
}

/** GET /api/tradespeople/:id: the tradesperson a job form invites (listed ones only: 404 otherwise). */
export const useInvitee = (id: string | null) =>
  useQuery({
    queryKey: ['client', 'invitee', id],
    queryFn: ({ signal }) => apiRequest<Profile>(`/api/tradespeople/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
