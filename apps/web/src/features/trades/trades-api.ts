import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplyJobInput, Coverage, MatchingJob, MatchingPage, QuotationSent } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

export const PAGE_SIZE = 10;
const MATCHING_KEY = ['trades', 'matching-jobs'] as const;
const APPLIED_KEY = ['trades', 'applied-jobs'] as const;
const COVERAGE_KEY = ['trades', 'coverage'] as const;

/** GET /api/matching-jobs?page=N&limit=10 */
export const matchingJobsQuery = (page: number, limit = PAGE_SIZE) =>
  queryOptions({
    queryKey: [...MATCHING_KEY, page, limit],
    queryFn: ({ signal }) =>
      apiRequest<MatchingPage>(`/api/matching-jobs?page=${page}&limit=${limit}`, { role: 'tradesperson', signal }),
  });
export const useMatchingJobs = (page: number, enabled = true) =>
  useQuery({ ...matchingJobsQuery(page), enabled, placeholderData: keepPreviousData });

/** Every matching page already fetched in this visit. */
export function useCachedMatchingJobs(): MatchingJob[] {
  const queryClient = useQueryClient();
  return queryClient.getQueriesData<MatchingPage>({ queryKey: MATCHING_KEY }).flatMap(([, data]) => data?.jobs ?? []);
}

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

/** PUT /api/coverage; the matching list then follows the new areas. */
export function useSaveCoverage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coverage: string[]) =>
      apiRequest<Coverage>('/api/coverage', { method: 'PUT', body: { coverage }, role: 'tradesperson' }),
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
    mutationFn: (body: ApplyJobInput) =>
      apiRequest<QuotationSent>(`/api/apply-job/${encodeURIComponent(jobId)}`, { body, role: 'tradesperson' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MATCHING_KEY }),
        queryClient.invalidateQueries({ queryKey: APPLIED_KEY }),
      ]),
  });
}
