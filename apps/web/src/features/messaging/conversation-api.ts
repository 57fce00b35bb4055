import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { messagingKeys, type MessagingRole } from './keys';

/** GET /api/conversations/{id}: the thread's heading and state (closed, hired, read receipt). */
export const useConversation = (role: MessagingRole, id: string) =>
  useQuery({
    queryKey: messagingKeys.conversation(role, id),
    queryFn: ({ signal }) => apiRequest<Conversation>(`/api/conversations/${id}`, { role, signal }),
  });
