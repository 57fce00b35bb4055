import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage, ReportedConversation } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

const keys = {
  list: ['admin', 'conversations'] as const,
  messages: (id: string) => ['admin', 'conversations', id, 'messages'] as const,
};

/** GET /api/admin/conversations: the reported conversations, the latest reported first. */
export const useReportedConversations = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => apiRequest<ReportedConversation[]>('/api/admin/conversations', { role: 'admin', signal }),
    staleTime: 15_000,
  });

/** A report nobody has read the conversation since. */
export const hasNewReport = (conversation: ReportedConversation) =>
  conversation.reports.some((report) => conversation.lastReadAt === null || report.createdAt > conversation.lastReadAt);

/**
 * GET /api/admin/conversations/:id/messages, only once asked for: every reading is written to the
 * audit log, so it is never fetched in the background (no retry, no refetch on focus).
 */
export function useConversationMessages(id: string, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: keys.messages(id),
    queryFn: async ({ signal }) => {
      const messages = await apiRequest<AdminMessage[]>(`/api/admin/conversations/${id}/messages`, {
        role: 'admin',
        signal,
      });
      // Read now: its reports are no longer new, and the audit trail has one more entry.
      void client.invalidateQueries({ queryKey: ['admin'], predicate: (query) => query.queryKey[2] !== id });
      return messages;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
