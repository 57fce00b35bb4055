import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientJob, JobDraft, MessageAnswer, PostJob } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { REVIEWS_KEY } from '../../lib/reviews-api';

const JOBS_KEY = ['client', 'jobs'] as const;
const DRAFTS_KEY = ['client', 'job-drafts'] as const;

/** GET /api/jobs?email= : the signed-in client's jobs (the server refuses another email). */
export const clientJobsQuery = (email: string | null) =>
  queryOptions({
    queryKey: [...JOBS_KEY, email ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<ClientJob[]>(email ? `/api/jobs?email=${encodeURIComponent(email)}` : '/api/jobs', {
        role: 'client',
        signal,
      }),
  });
export const useClientJobs = (email: string | null) => useQuery(clientJobsQuery(email));

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

/** POST /api/job-requests/{id}/dismiss */
export function useDismissDraft() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MessageAnswer>(`/api/job-requests/${id}/dismiss`, { method: 'POST', role: 'client' }),
    onSettled: () => refresh(),
  });
}
