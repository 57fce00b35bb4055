import { useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { messagingKeys, type MessagingRole } from './keys';

/**
 * GET /api/conversations/{id}/messages?before=: the newest page first, then older pages ("Load
 * earlier messages") asked for with before = the oldest message shown. Each page is oldest first.
 */
export const useMessages = (role: MessagingRole, id: string) =>
  useInfiniteQuery({
    queryKey: messagingKeys.messages(role, id),
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? `?${new URLSearchParams({ before: pageParam })}` : '';
      return apiRequest<MessagePage>(`/api/conversations/${id}/messages${query}`, { role, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore && last.messages[0] ? last.messages[0]._id : undefined),
  });
