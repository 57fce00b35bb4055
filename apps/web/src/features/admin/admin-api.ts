import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminClient,
  AdminJob,
  AdminReview,
  AdminStats,
  AdminTradesperson,
  AuditEntry,
  ContactMessage,
  Credential,
  DeletionImpact,
  JobRequest,
  MessageAnswer,
  ReviewHideReason,
  Subscriber,
  adminClientUpdateSchema,
  adminTradespersonUpdateSchema,
} from '@tradewise/shared';
import type { z } from 'zod';
import { apiPage, apiRequest, apiResponse, type Page } from '../../lib/api';

export type { Page };

export type ClientUpdate = z.output<typeof adminClientUpdateSchema>;
export type TradespersonUpdate = z.output<typeof adminTradespersonUpdateSchema>;

/* ---------- Paged lists: the total comes in a header ---------- */

/** Items per page of every admin list (the API allows up to 100). */
export const PAGE_SIZE = 20;

const fetchPage = <T>(path: string, signal?: AbortSignal): Promise<Page<T>> =>
  apiPage<T>(path, { role: 'admin', signal });

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface ListParams {
  search: string;
  page: number;
  status?: string;
}

const keys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  audit: ['admin', 'audit'] as const,
  clients: ['admin', 'clients'] as const,
  tradespeople: ['admin', 'tradespeople'] as const,
  jobs: ['admin', 'jobs'] as const,
  messages: ['admin', 'contact-messages'] as const,
  requests: ['admin', 'job-requests'] as const,
  newsletter: ['admin', 'newsletter'] as const,
  reviews: ['admin', 'reviews'] as const,
  reviewCounts: ['admin', 'review-counts'] as const,
};

function usePagedList<T>(base: readonly string[], path: string, { search, page, status }: ListParams) {
  return useQuery({
    queryKey: [...base, { search, page, status }],
    queryFn: ({ signal }) =>
      fetchPage<T>(`${path}${query({ search: search.trim(), status, page, limit: PAGE_SIZE })}`, signal),
    // The list stays on screen (dimmed) while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export const useClients = (params: ListParams) => usePagedList<AdminClient>(keys.clients, '/api/admin/clients', params);
export const useTradespeople = (params: ListParams) =>
  usePagedList<AdminTradesperson>(keys.tradespeople, '/api/admin/tradespeople', params);
export const useJobs = (params: ListParams) => usePagedList<AdminJob>(keys.jobs, '/api/admin/jobs', params);

export const useContactMessages = (params: ListParams) =>
  usePagedList<ContactMessage>(keys.messages, '/api/admin/contact-messages', params);
export const useJobRequests = (params: ListParams) =>
  usePagedList<JobRequest>(keys.requests, '/api/admin/job-requests', params);

/** Reviews to moderate: 'reported' (open reports), 'hidden' or 'all'. */
export const useAdminReviews = (params: ListParams) =>
  usePagedList<AdminReview>(keys.reviews, '/api/admin/reviews', params);

/** How many reviews wait for a moderator (open reports) and how many are hidden: the totals of one-item pages. */
export const useReviewCounts = () =>
  useQuery({
    queryKey: keys.reviewCounts,
    queryFn: async ({ signal }) => {
      const [reported, hidden] = await Promise.all(
        (['reported', 'hidden'] as const).map((status) =>
          fetchPage<AdminReview>(`/api/admin/reviews${query({ status, limit: 1 })}`, signal),
        ),
      );
      return { reported: reported?.total ?? null, hidden: hidden?.total ?? null };
    },
    staleTime: 15_000,
  });

export const useSubscribers = () =>
  useQuery({
    queryKey: keys.newsletter,
    queryFn: ({ signal }) => apiRequest<Subscriber[]>('/api/admin/newsletter', { role: 'admin', signal }),
  });

export const useStats = () =>
  useQuery({
    queryKey: keys.stats,
    queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { role: 'admin', signal }),
    staleTime: 15_000,
  });

export const AUDIT_LIMIT = 10;
export const useAudit = () =>
  useQuery({
    queryKey: keys.audit,
    queryFn: ({ signal }) =>
      apiRequest<AuditEntry[]>(`/api/admin/audit?limit=${AUDIT_LIMIT}`, { role: 'admin', signal }),
  });

/* ---------- Changes ---------- */

/** After any change, every admin list, the counts and the audit trail may be out of date. */
function useAdminMutation<V, R = MessageAnswer>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useUpdateClient = () =>
  useAdminMutation(({ id, body }: { id: string; body: ClientUpdate }) =>
    apiRequest<MessageAnswer>(`/api/admin/clients/${id}`, { method: 'PUT', body, role: 'admin' }),
  );

export const useUpdateTradesperson = () =>
  useAdminMutation(({ id, body }: { id: string; body: TradespersonUpdate }) =>
    apiRequest<MessageAnswer>(`/api/admin/tradespeople/${id}`, { method: 'PUT', body, role: 'admin' }),
  );

export const useSetTradespersonStatus = () =>
  useAdminMutation(({ id, action }: { id: string; action: 'approve' | 'suspend' }) =>
    apiRequest<MessageAnswer>(`/api/admin/tradespeople/${id}/${action}`, { method: 'POST', role: 'admin' }),
  );

/**
 * Marks a tradesperson's credential as checked, naming what it says as shown (the API refuses with
 * 409 CREDENTIAL_CHANGED when it says anything else by then), or removes the check; answers their
 * credentials.
 */
export const useSetCredentialCheck = () =>
  useAdminMutation(({ id, credential, checked }: { id: string; credential: Credential; checked: boolean }) => {
    const { kind, number, scheme, insurer, policyNumber, coverPounds, expiresOn } = credential;
    return apiRequest<Credential[]>(
      `/api/admin/tradespeople/${id}/credentials/${kind}/${checked ? 'check' : 'uncheck'}`,
      {
        method: 'POST',
        role: 'admin',
        ...(checked ? { body: { number, scheme, insurer, policyNumber, coverPounds, expiresOn } } : {}),
      },
    );
  });

export type Removable = 'clients' | 'tradespeople' | 'jobs';

/** What would go with the record (counted from the data each time the question is asked). */
export const useDeletionImpact = (kind: Removable, id: string | null) =>
  useQuery({
    queryKey: ['admin', 'deletion', kind, id],
    queryFn: ({ signal }) => apiRequest<DeletionImpact>(`/api/admin/${kind}/${id}/deletion`, { role: 'admin', signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });

export const useDelete = (kind: Removable) =>
  useAdminMutation((id: string) =>
    apiRequest<MessageAnswer>(`/api/admin/${kind}/${id}`, { method: 'DELETE', role: 'admin' }),
  );

export const useMarkRead = () =>
  useAdminMutation((id: string) =>
    apiRequest<MessageAnswer>(`/api/admin/contact-messages/${id}/read`, { method: 'POST', role: 'admin' }),
  );

/** Hides a review behind a public reason (its open reports are closed). */
export const useHideReview = () =>
  useAdminMutation(({ id, reason }: { id: string; reason: ReviewHideReason }) =>
    apiRequest<AdminReview>(`/api/admin/reviews/${id}/hide`, { body: { reason }, role: 'admin' }),
  );

/** Shows a hidden review again, or keeps a reported one published (its open reports are closed). */
export const useRestoreReview = () =>
  useAdminMutation((id: string) =>
    apiRequest<AdminReview>(`/api/admin/reviews/${id}/restore`, { method: 'POST', role: 'admin' }),
  );

/** GET /api/admin/newsletter.csv with the admin token, saved through a temporary Blob link. */
export const downloadSubscribersCsv = (fileName: string) => downloadCsv('/api/admin/newsletter.csv', fileName);

/** GET /api/admin/audit.csv: the whole audit log, each entry's kind and fields in columns. */
export const downloadAuditCsv = (fileName: string) => downloadCsv('/api/admin/audit.csv', fileName);

/** A CSV the API answers to the admin token, saved through a temporary Blob link. */
async function downloadCsv(path: string, fileName: string) {
  const response = await apiResponse(path, { role: 'admin', accept: 'text/csv' });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
