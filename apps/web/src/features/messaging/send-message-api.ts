import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageInput } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { messagingKeys, type MessagingRole } from './keys';

/** POST /api/conversations/{id}/messages {text}; the thread and the list are then reloaded. */
export function useSendMessage(role: MessagingRole, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageInput) =>
      apiRequest<ChatMessage>(`/api/conversations/${id}/messages`, { body, role }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.messages(role, id) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(role, id) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(role) }),
      ]),
  });
}
