import { useQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { messagingKeys, type MessagingRole } from './keys';

/** GET /api/conversations: the signed-in person's conversations, newest activity first. */
export const fetchConversations = (role: MessagingRole, signal?: AbortSignal) =>
  apiRequest<ConversationSummary[]>('/api/conversations', { role, signal });

export const useConversations = (role: MessagingRole) =>
  useQuery({
    queryKey: messagingKeys.conversations(role),
    queryFn: ({ signal }) => fetchConversations(role, signal),
  });
