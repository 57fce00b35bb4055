import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxEmail, OutboxEmailText } from '@tradewise/shared';
import { apiPage, apiRequest } from '../../lib/api';
import { PAGE_SIZE } from './admin-api';

/** GET /api/admin/outbox: the emails, newest first, a page at a time (total in X-Total-Count). */
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: ['admin', 'outbox', { page }],
    queryFn: ({ signal }) =>
      apiPage<OutboxEmail>(`/api/admin/outbox?page=${page}&limit=${PAGE_SIZE}`, { role: 'admin', signal }),
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/admin/outbox/:id, only once asked for: every reading is written to the audit log, so it
 * is never fetched in the background (no retry, no refetch on focus).
 */
export function useOutboxText(id: string, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['admin', 'outbox-text', id],
    queryFn: async ({ signal }) => {
      const email = await apiRequest<OutboxEmailText>(`/api/admin/outbox/${id}`, { role: 'admin', signal });
      // The audit trail has one more entry.
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      return email;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
