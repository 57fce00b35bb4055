import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyJobInput, JobStatus, PropertyType, QuotationStatus, ServiceTime, Trade } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

interface JobCore {
  _id: string;
  workType: Trade;
  serviceTime: ServiceTime;
  propertyType: PropertyType;
  jobDescription: string;
  status: JobStatus;
  quotationCount: number;
  createdAt: string;
}

/** A job of the tradesperson's trade in their areas: the town and outward postcode only. */
export interface MatchingJob extends JobCore {
  address: { city: string; postcode: string };
  quoted: boolean;
}

export interface MatchingPage {
  jobs: MatchingJob[];
  currentPage: number;
  totalPages: number;
  total: number;
}

/** One of the tradesperson's quotations with its job; street and contact email only once accepted. */
export interface Application {
  _id: string;
  jobId: JobCore & { address: { street?: string; city: string; postcode: string }; contactEmail?: string };
  quotationText: string;
  price: number | null;
  status: QuotationStatus;
  isAccepted: boolean;
  createdAt: string;
  userId: { name: string; email: string };
}

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
    queryFn: ({ signal }) => apiRequest<{ coverage: string[] }>('/api/coverage', { role: 'tradesperson', signal }),
    enabled,
  });

/** PUT /api/coverage; the matching list then follows the new areas. */
export function useSaveCoverage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coverage: string[]) =>
      apiRequest<{ coverage: string[] }>('/api/coverage', { method: 'PUT', body: { coverage }, role: 'tradesperson' }),
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
      apiRequest<{ message: string }>(`/api/apply-job/${encodeURIComponent(jobId)}`, { body, role: 'tradesperson' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MATCHING_KEY }),
        queryClient.invalidateQueries({ queryKey: APPLIED_KEY }),
      ]),
  });
}
