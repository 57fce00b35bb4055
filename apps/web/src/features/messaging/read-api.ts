import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { messagingKeys, type MessagingRole } from './keys';

/** POST /api/conversations/{id}/read: the list's count and the header's badge are then reloaded. */
export function useMarkRead(role: MessagingRole, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ unreadMessages: number }>(`/api/conversations/${id}/read`, { method: 'POST', role }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(role, id) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(role) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.me(role) }),
      ]),
  });
}
